import { BeingBuilt } from '../BeingBuilt';
import type { ScreenProps } from '../screen';

/** The tour area's screens: not built yet (issue 7 leaves them to the tour work). */
export default function TourArea({ screen }: ScreenProps) {
  return <BeingBuilt area="tour" screen={screen} />;
}
