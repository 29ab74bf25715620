import { BeingBuilt } from '../BeingBuilt';
import type { ScreenProps } from '../screen';

/** The event area's screens: not built yet (issue 7 leaves them to the event work). */
export default function EventArea({ screen }: ScreenProps) {
  return <BeingBuilt area="event" screen={screen} />;
}
