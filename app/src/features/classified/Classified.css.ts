import { style } from '@vanilla-extract/css';

/** An ad's first picture in a list row: a small square, cropped. */
export const thumb = style({
  width: 56,
  height: 56,
  objectFit: 'cover',
  borderRadius: 8,
  display: 'block',
});
