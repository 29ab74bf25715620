import { style } from '@vanilla-extract/css';
import { vars } from '@citylife/ui';

/** The readings list: rows with a little space between. */
export const readings = style({
  display: 'grid',
  gap: vars.space.small,
  margin: 0,
});

export const value = style({
  margin: 0,
});

/** The compass: a round dial whose rose turns with the device. */
export const dial = style({
  position: 'relative',
  width: 240,
  height: 240,
  marginInline: 'auto',
  borderRadius: '50%',
  border: `2px solid ${vars.color.border}`,
  background: vars.color.surface,
});

export const rose = style({
  position: 'absolute',
  inset: 0,
  transition: 'transform 120ms linear',
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});

/** The fixed mark at the top of the dial: where the device points. */
export const lubberLine = style({
  position: 'absolute',
  top: -10,
  left: '50%',
  width: 0,
  height: 0,
  transform: 'translateX(-50%)',
  borderInline: '8px solid transparent',
  borderTop: `12px solid ${vars.color.critical}`,
});

/** The area whose pointer position is shown. */
export const pointerArea = style({
  height: 220,
  borderRadius: vars.radius.medium,
  border: `2px dashed ${vars.color.border}`,
  background: vars.color.surface,
  touchAction: 'none',
  display: 'grid',
  placeItems: 'center',
});

export const video = style({
  width: '100%',
  borderRadius: vars.radius.medium,
  background: '#000',
});

export const treasure = style({
  display: 'flex',
  justifyContent: 'center',
});
