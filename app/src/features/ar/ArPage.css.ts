import { style } from '@vanilla-extract/css';
import { vars } from '@citylife/ui';

/** The camera window: a fixed-ratio stage the renderer fills, dark until it draws. */
export const stage = style({
  position: 'relative',
  height: 'min(56vh, 560px)',
  minHeight: '280px',
  overflow: 'hidden',
  borderRadius: vars.radius.medium,
  background: '#111',
});

export const view = style({ position: 'absolute', inset: 0 });

/** The radar in the stage's top-left corner, above the markers. */
export const radar = style({
  position: 'absolute',
  left: '8px',
  top: '8px',
  width: '104px',
  height: '104px',
  zIndex: 10,
});

/** The loading spinner or the failure, centred over the stage. */
export const cover = style({
  position: 'absolute',
  inset: 0,
  display: 'grid',
  placeItems: 'center',
  padding: vars.space.medium,
  background: vars.color.surface,
  zIndex: 20,
});
