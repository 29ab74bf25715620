import { style } from '@vanilla-extract/css';

/** A thumbnail fills its square whatever the picture's shape, cropping what is over. */
export const thumbnail = style({ objectFit: 'cover' });
