import { style } from '@vanilla-extract/css';
import { chromelessControl } from '../../internal/declarations';
import { vars } from '../../themes/contract.css';

export const control = style({ position: 'relative', paddingInlineEnd: 0 });

export const select = style({
  appearance: 'none',
  flex: 1,
  minWidth: 0,
  minHeight: '42px',
  paddingInlineEnd: vars.space.xxlarge,
  ...chromelessControl,
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
