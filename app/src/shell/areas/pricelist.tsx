import { BeingBuilt } from '../BeingBuilt';
import type { ScreenProps } from '../screen';

/** The pricelist area's screens: not built yet (issue 7 leaves them to the pricelist work). */
export default function PricelistArea({ screen }: ScreenProps) {
  return <BeingBuilt area="pricelist" screen={screen} />;
}
