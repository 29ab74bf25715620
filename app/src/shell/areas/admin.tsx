import { notBuiltYet } from '../BeingBuilt';
import type { Screen } from '../screen';

export const index: Screen = notBuiltYet('admin');
