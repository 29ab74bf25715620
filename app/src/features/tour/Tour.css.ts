import { style } from '@vanilla-extract/css';
import { vars } from '@citylife/ui';

/** A tile is a link: its look says so, no underline. */
export const tile = style({
  textDecoration: 'none',
  color: 'inherit',
  height: '100%',
  ':focus-visible': { outline: `2px solid ${vars.color.brand}`, outlineOffset: '2px' },
});

/** Tile pictures share one wide frame, reserved before they load. */
export const tilePicture = style({
  display: 'block',
  width: '100%',
  aspectRatio: '16 / 9',
  objectFit: 'cover',
  background: vars.color.surfaceMuted,
});

/** A stop's number in a round badge beside it. */
export const stopNumber = style({
  width: '2em',
  height: '2em',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
});

/** A link inside a line of text, in the brand colour. */
export const link = style({ color: vars.color.brand });
