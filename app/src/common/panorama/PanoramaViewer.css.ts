import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@citylife/ui';

/** The viewer's frame: a wide window on the panorama, never taller than most of the screen. */
export const frame = style({
  position: 'relative',
  width: '100%',
  aspectRatio: '4 / 3',
  maxHeight: '70vh',
  borderRadius: vars.radius.medium,
  overflow: 'hidden',
  background: vars.color.surfaceMuted,
});

/** The library's own error notice gives way to the frame's, which offers Try again. */
globalStyle(`${frame} .psv-overlay`, { display: 'none' });

/** The library's own container fills the frame. */
export const canvas = style({
  position: 'absolute',
  inset: 0,
});

/** Loading and failure shown over the frame. */
export const overlay = style({
  position: 'absolute',
  inset: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: vars.space.medium,
  background: vars.color.surface,
});

/** The link arrows: the tour's arrow drawn in white on the picture. */
export const arrow = style({
  color: '#ffffff',
  background: 'none',
  border: 'none',
  padding: 0,
  width: '100%',
  height: '100%',
});
globalStyle(`${arrow} svg`, { width: '100%', height: '100%', display: 'block' });
