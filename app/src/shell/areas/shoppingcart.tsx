import { BeingBuilt } from '../BeingBuilt';
import type { ScreenProps } from '../screen';

/** The shoppingcart area's screens: not built yet (issue 7 leaves them to the shoppingcart work). */
export default function ShoppingcartArea({ screen }: ScreenProps) {
  return <BeingBuilt area="shoppingcart" screen={screen} />;
}
