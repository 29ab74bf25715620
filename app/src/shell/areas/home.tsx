import HomePage from '../../features/home/HomePage';
import { BeingBuilt } from '../BeingBuilt';
import type { ScreenProps } from '../screen';

/** The home chunk: `/home` only, split from the root area to keep the first load small. */
export default function HomeArea({ screen }: ScreenProps) {
  return screen === 'home' ? <HomePage /> : <BeingBuilt area="root" screen={screen} />;
}
