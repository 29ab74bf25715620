import { style } from '@vanilla-extract/css';
import { vars } from '@citylife/ui';

export const panel = style({
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space.medium,
  textAlign: 'center',
});

export const qr = style({
  display: 'block',
  maxWidth: '100%',
  height: 'auto',
  imageRendering: 'pixelated',
});

export const digits = style({
  margin: 0,
  fontSize: vars.font.sizeLarge,
  fontVariantNumeric: 'tabular-nums',
  letterSpacing: '0.08em',
});

export const result = style({
  margin: 0,
  fontSize: vars.font.sizeLarge,
  fontWeight: vars.font.weightStrong,
});
