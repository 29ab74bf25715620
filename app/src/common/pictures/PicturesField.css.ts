import { style } from '@vanilla-extract/css';
import { vars } from '@citylife/ui';

/** A chosen picture: a square thumbnail, cropped to fill it. */
export const thumbnail = style({
  display: 'block',
  width: '100%',
  aspectRatio: '1 / 1',
  objectFit: 'cover',
  borderRadius: vars.radius.medium,
  background: vars.color.surfaceMuted,
});

/** The remove button sits on the thumbnail's upper right corner. */
export const remove = style({
  position: 'absolute',
  top: vars.space.xsmall,
  right: vars.space.xsmall,
});
