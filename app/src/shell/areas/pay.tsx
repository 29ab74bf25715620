import { BeingBuilt } from '../BeingBuilt';
import type { ScreenProps } from '../screen';

/** The pay area's screens: not built yet (issue 7 leaves them to the pay work). */
export default function PayArea({ screen }: ScreenProps) {
  return <BeingBuilt area="pay" screen={screen} />;
}
