import { notBuiltYet } from '../BeingBuilt';

// The poll area's screens: their work has not been done yet.

const screen = notBuiltYet('poll');
export const index = screen;
export const detail = screen;
export const stat = screen;
export const enroll = screen;
