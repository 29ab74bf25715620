import { BeingBuilt } from '../BeingBuilt';
import type { ScreenProps } from '../screen';

/** The member area's screens: not built yet (issue 7 leaves them to the member work). */
export default function MemberArea({ screen }: ScreenProps) {
  return <BeingBuilt area="member" screen={screen} />;
}
