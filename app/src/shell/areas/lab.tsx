import { BeingBuilt } from '../BeingBuilt';
import type { ScreenProps } from '../screen';

/** The lab area's screens: not built yet (issue 7 leaves them to the lab work). */
export default function LabArea({ screen }: ScreenProps) {
  return <BeingBuilt area="lab" screen={screen} />;
}
