import { ArPage } from '../../features/ar/ArPage';
import type { Screen } from '../screen';

// The AR places view, a chunk of its own (the AR runtime loads from it on demand).

export const ar: Screen = () => <ArPage />;
