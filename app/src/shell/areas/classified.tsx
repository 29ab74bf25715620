import { notBuiltYet } from '../BeingBuilt';

// The classified area's screens: their work has not been done yet.

const screen = notBuiltYet('classified');
export const index = screen;
export const category = screen;
export const ad = screen;
export const post = screen;
export const update = screen;
export const mine = screen;
export const fav = screen;
