import { BeingBuilt } from '../BeingBuilt';
import type { ScreenProps } from '../screen';

/** The classified area's screens: not built yet (issue 7 leaves them to the classified work). */
export default function ClassifiedArea({ screen }: ScreenProps) {
  return <BeingBuilt area="classified" screen={screen} />;
}
