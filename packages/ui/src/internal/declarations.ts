import { vars } from '../themes/contract.css';

// Groups of CSS declarations that several styles spread into their own, in this order.

/** The outlined box of a form control (a field, a menu's trigger) at touch-target height. */
export const outlinedControl = {
  minHeight: vars.layout.touchTarget,
  paddingInline: vars.space.medium,
  border: `1px solid ${vars.color.textMuted}`,
  borderRadius: vars.radius.medium,
  background: vars.color.surface,
  color: vars.color.text,
} as const;

/** A native input or select drawn without its own chrome inside an outlined box. */
export const chromelessControl = {
  border: 'none',
  outline: 'none',
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
  fontSize: vars.font.sizeStandard,
} as const;

/** A button that reads as text: the surrounding colour and font, start-aligned, no outline. */
export const textButton = {
  color: 'inherit',
  font: 'inherit',
  textAlign: 'start',
  cursor: 'pointer',
  outline: 'none',
} as const;

/** Content centred on both axes inside a box that sits in the line like text. */
export const inlineCentered = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
} as const;

/** Text kept to one line, cut with an ellipsis where it does not fit. */
export const singleLineEllipsis = {
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
} as const;
