import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';

/** The shared field frame, grown around a multi-line text area instead of one line. */
export const control = style({
  alignItems: 'stretch',
  paddingInline: 0,
});

export const textArea = style({
  display: 'block',
  flex: 1,
  minWidth: 0,
  width: '100%',
  margin: 0,
  paddingBlock: vars.space.small,
  paddingInline: vars.space.medium,
  border: 'none',
  borderRadius: 'inherit',
  outline: 'none',
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
  fontSize: vars.font.sizeStandard,
  lineHeight: vars.font.lineHeightStandard,
  resize: 'vertical',
  selectors: {
    '&::placeholder': { color: vars.color.textMuted, opacity: 1 },
    '&:disabled': { cursor: 'not-allowed', resize: 'none' },
    '&:read-only': { resize: 'none' },
  },
});

/** Hint and counter share one line below the field; the counter keeps to the end. */
export const footer = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.small,
});

export const hint = style({ flex: 1, minWidth: 0 });

export const counter = style({
  marginInlineStart: 'auto',
  flexShrink: 0,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
});

export const counterOver = style({ color: vars.color.critical });
