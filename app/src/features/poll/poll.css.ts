import { style } from '@vanilla-extract/css';
import { vars } from '@citylife/ui';

/** A poll card is one link: it reads as its text, not underlined. */
export const cardLink = style({ display: 'block', color: 'inherit', textDecoration: 'none' });

/** A poll's banner spans its card at a fixed shape. */
export const banner = style({
  display: 'block',
  width: '100%',
  aspectRatio: '3 / 1',
  objectFit: 'cover',
  background: vars.color.surfaceMuted,
});

export const cardBody = style({ padding: vars.space.large });

/**
 * The chart's canvas has a fixed height; its colours are read from the theme through
 * `color` (the bars) and `borderColor` (the axes' text and grid).
 */
export const chart = style({
  position: 'relative',
  height: '240px',
  color: vars.color.brand,
  borderColor: vars.color.textMuted,
});

/** The numbers of the chart as a table. */
export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontVariantNumeric: 'tabular-nums',
});

/** A cell of the table: a name, at the start. */
export const cell = style({ padding: `${vars.space.xsmall} 0`, textAlign: 'start' });

/** A number cell of the table, at the end. */
export const number = style([cell, { textAlign: 'end' }]);
