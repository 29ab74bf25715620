import { CashierPage } from '../../features/cashier/CashierPage';
import { BeingBuilt } from '../BeingBuilt';
import type { ScreenProps } from '../screen';

/** The payment area: the cashier of an order. */
export default function PayArea({ screen, params }: ScreenProps) {
  if (screen === 'cashier') return <CashierPage orderSn={params.order_sn ?? ''} />;
  return <BeingBuilt area="pay" screen={screen} />;
}
