import { AccountLogPage } from '../../features/member/AccountLogPage';
import { AccountPage } from '../../features/member/AccountPage';
import { AddressPage } from '../../features/member/AddressPage';
import { CardPage } from '../../features/member/CardPage';
import { CreditPage } from '../../features/member/CreditPage';
import { FavoritesPage } from '../../features/member/FavoritesPage';
import { LevelPage } from '../../features/member/LevelPage';
import { MemberCenterPage } from '../../features/member/MemberCenterPage';
import { ModifyPasswordPage } from '../../features/member/ModifyPasswordPage';
import { OrderDetailPage } from '../../features/member/OrderDetailPage';
import { OrderListPage } from '../../features/member/OrderListPage';
import { PaycodePage } from '../../features/member/PaycodePage';
import { TopupPage } from '../../features/member/TopupPage';
import { VoucherDetailPage } from '../../features/member/VoucherDetailPage';
import { VoucherListPage } from '../../features/member/VoucherListPage';
import { ProfilePage } from '../../features/profile/ProfilePage';
import type { Screen } from '../screen';

// The member area; its screens are kept alive by the shell (see routes.ts).

export const center: Screen = ({ path }) => <MemberCenterPage path={path} />;
export const account: Screen = ({ path }) => <AccountPage path={path} />;
export const accountlog: Screen = ({ path }) => <AccountLogPage path={path} />;
export const paycode: Screen = ({ path }) => <PaycodePage path={path} />;
export const credit: Screen = ({ path }) => <CreditPage path={path} />;
export const topup: Screen = ({ path }) => <TopupPage path={path} />;
export const favorite: Screen = ({ path }) => <FavoritesPage path={path} />;
export const profile: Screen = () => <ProfilePage />;
export const modifypassword: Screen = () => <ModifyPasswordPage />;
export const level: Screen = ({ path }) => <LevelPage path={path} />;
export const card: Screen = ({ path }) => <CardPage path={path} />;
export const address: Screen = ({ path }) => <AddressPage path={path} />;
export const vouchers: Screen = ({ path }) => <VoucherListPage path={path} />;
export const voucher: Screen = ({ params, path }) => (
  <VoucherDetailPage id={params.id} path={path} />
);
export const orderList: Screen = ({ params, path }) => (
  <OrderListPage type={params.type} path={path} />
);
export const orderDetail: Screen = ({ params, path }) => (
  <OrderDetailPage orderNo={params.orderNo} path={path} />
);
