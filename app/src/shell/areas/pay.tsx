import { CashierPage } from '../../features/cashier/CashierPage';
import type { Screen } from '../screen';

// The payment area: the cashier of an order.

export const cashier: Screen = ({ params }) => <CashierPage orderSn={params.order_sn ?? ''} />;
