import { notBuiltYet } from '../BeingBuilt';

// The tour area's screens: their work has not been done yet.

const screen = notBuiltYet('tour');
export const index = screen;
export const city = screen;
export const site = screen;
export const route = screen;
export const place = screen;
export const attraction = screen;
