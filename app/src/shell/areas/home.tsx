import HomePage from '../../features/home/HomePage';
import type { Screen } from '../screen';

// The home chunk: `/home` only, split from the root area to keep the first load small.

export const home: Screen = () => <HomePage />;
