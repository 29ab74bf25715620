import { style } from '@vanilla-extract/css';
import { vars } from '@citylife/ui';

/** An event picture's thumbnail: a square tile, cropped to fill it. */
export const thumbnail = style({
  display: 'block',
  width: '100%',
  aspectRatio: '1',
  objectFit: 'cover',
  borderRadius: vars.radius.medium,
});
