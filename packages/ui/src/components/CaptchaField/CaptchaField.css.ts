import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';

export const imageButton = style({
  appearance: 'none',
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxsmall,
  height: '40px',
  padding: vars.space.xxsmall,
  border: 'none',
  borderRadius: vars.radius.small,
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
});

export const image = style({
  display: 'block',
  width: '88px',
  height: '34px',
  objectFit: 'cover',
  borderRadius: vars.radius.small,
  background: vars.color.surfaceMuted,
});
