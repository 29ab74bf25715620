import { BeingBuilt } from '../BeingBuilt';
import type { ScreenProps } from '../screen';

/** The poll area's screens: not built yet (issue 7 leaves them to the poll work). */
export default function PollArea({ screen }: ScreenProps) {
  return <BeingBuilt area="poll" screen={screen} />;
}
