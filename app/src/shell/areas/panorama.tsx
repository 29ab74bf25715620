import { notBuiltYet } from '../BeingBuilt';

// A tour screen of its own chunk: its work has not been done yet.

export const vr = notBuiltYet('tour');
