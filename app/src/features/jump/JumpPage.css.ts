import { style } from '@vanilla-extract/css';

/** The spinner is centred in the upper part of the screen while the link resolves. */
export const page = style({ minHeight: '40vh' });
