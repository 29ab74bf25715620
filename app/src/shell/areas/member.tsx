import type { ReactNode } from 'react';
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
import { ProfilePage } from '../../features/profile/ProfilePage';
import { BeingBuilt } from '../BeingBuilt';
import type { ScreenProps } from '../screen';

const screens: Record<string, (props: ScreenProps) => ReactNode> = {
  center: ({ path }) => <MemberCenterPage path={path} />,
  account: ({ path }) => <AccountPage path={path} />,
  accountlog: ({ path }) => <AccountLogPage path={path} />,
  paycode: ({ path }) => <PaycodePage path={path} />,
  credit: ({ path }) => <CreditPage path={path} />,
  topup: ({ path }) => <TopupPage path={path} />,
  favorite: ({ path }) => <FavoritesPage path={path} />,
  profile: () => <ProfilePage />,
  modifypassword: () => <ModifyPasswordPage />,
  level: ({ path }) => <LevelPage path={path} />,
  card: ({ path }) => <CardPage path={path} />,
  address: ({ path }) => <AddressPage path={path} />,
  orderList: ({ params, path }) => <OrderListPage type={params.type} path={path} />,
  orderDetail: ({ params, path }) => <OrderDetailPage orderNo={params.orderNo} path={path} />,
};

/** The member area; its screens are kept alive by the shell (see routes.ts). */
export default function MemberArea(props: ScreenProps) {
  const render = screens[props.screen];
  return render ? render(props) : <BeingBuilt area="member" screen={props.screen} />;
}
