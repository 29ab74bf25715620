import { notBuiltYet } from '../BeingBuilt';

// The pricelist area's screens: their work has not been done yet.

const screen = notBuiltYet('pricelist');
export const index = screen;
export const detail = screen;
export const approve = screen;
