import { notBuiltYet } from '../BeingBuilt';

// The event area's screens: their work has not been done yet.

const screen = notBuiltYet('event');
export const index = screen;
export const enroll = screen;
export const add = screen;
