import { BeingBuilt } from '../BeingBuilt';
import type { ScreenProps } from '../screen';

/** The shop area's screens: not built yet (issue 7 leaves them to the shop work). */
export default function ShopArea({ screen }: ScreenProps) {
  return <BeingBuilt area="shop" screen={screen} />;
}
