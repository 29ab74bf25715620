import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';

export const root = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  minHeight: '36px',
  paddingInlineStart: vars.space.medium,
  paddingInlineEnd: vars.space.xxsmall,
  borderRadius: vars.radius.full,
  background: vars.color.surface,
  color: vars.color.text,
  boxShadow: vars.shadow.medium,
  fontSize: vars.font.sizeSmall,
});

export const icon = style({ color: vars.color.accent });

export const toggle = style({
  appearance: 'none',
  minWidth: '56px',
  minHeight: '32px',
  paddingInline: vars.space.small,
  border: 'none',
  borderRadius: vars.radius.full,
  background: vars.color.surfaceMuted,
  color: vars.color.text,
  font: 'inherit',
  fontWeight: vars.font.weightStrong,
  fontVariantNumeric: 'tabular-nums',
  cursor: 'pointer',
});
