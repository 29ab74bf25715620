import { notBuiltYet } from '../BeingBuilt';

// The lab area's screens: their work has not been done yet.

const screen = notBuiltYet('lab');
export const index = screen;
export const signin = screen;
export const vuevr = screen;
export const page = screen;
