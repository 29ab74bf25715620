import { style } from '@vanilla-extract/css';
import { vars } from '@citylife/ui';

/** A line's picture: a fixed square, cropped to fill it. */
export const picture = style({
  width: '72px',
  height: '72px',
  flexShrink: 0,
  borderRadius: vars.radius.medium,
  objectFit: 'cover',
  background: vars.color.surfaceMuted,
});

/** An item's name links to its screen and reads as plain text. */
export const plainLink = style({ textDecoration: 'none' });
