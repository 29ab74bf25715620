import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';

export const control = style({ position: 'relative', paddingInlineEnd: 0 });

export const select = style({
  appearance: 'none',
  flex: 1,
  minWidth: 0,
  minHeight: '42px',
  paddingInlineEnd: vars.space.xxlarge,
  border: 'none',
  outline: 'none',
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
  fontSize: vars.font.sizeStandard,
  cursor: 'pointer',
  selectors: { '&:disabled': { cursor: 'not-allowed' } },
});

export const placeholder = style({ color: vars.color.textMuted });

export const chevron = style({
  position: 'absolute',
  insetInlineEnd: vars.space.medium,
  pointerEvents: 'none',
  color: vars.color.textMuted,
});
