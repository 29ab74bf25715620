import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';

export const figure = style({ display: 'grid', gap: vars.space.medium, margin: 0 });

export const image = style({
  display: 'block',
  width: '100%',
  maxHeight: '60vh',
  objectFit: 'contain',
  borderRadius: vars.radius.medium,
  background: vars.color.surfaceMuted,
  // Keep the system's own long-press menu (save image) available.
  WebkitTouchCallout: 'default',
  userSelect: 'none',
});

export const hint = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xsmall,
  fontSize: vars.font.sizeSmall,
  color: vars.color.textMuted,
  textAlign: 'center',
});
