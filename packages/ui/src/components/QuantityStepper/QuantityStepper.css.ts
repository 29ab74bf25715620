import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';

export const root = style({
  display: 'inline-flex',
  alignItems: 'center',
  border: `1px solid ${vars.color.textMuted}`,
  borderRadius: vars.radius.medium,
  background: vars.color.surface,
  overflow: 'hidden',
});

export const step = style({
  appearance: 'none',
  display: 'grid',
  placeItems: 'center',
  width: '40px',
  height: '40px',
  padding: 0,
  border: 'none',
  background: 'transparent',
  color: vars.color.text,
  cursor: 'pointer',
  selectors: {
    '&:hover:not(:disabled)': { background: vars.color.surfaceMuted },
    '&:disabled': { cursor: 'not-allowed', color: vars.color.border },
  },
});

export const input = style({
  width: '48px',
  height: '40px',
  padding: 0,
  border: 'none',
  borderInline: `1px solid ${vars.color.border}`,
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  fontVariantNumeric: 'tabular-nums',
  textAlign: 'center',
});
