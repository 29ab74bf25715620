import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';

export const textFieldTypes = ['text', 'password', 'tel', 'email', 'search'] as const;
export const numericModes = ['integer', 'decimal'] as const;

export const readOnlyInput = style({ cursor: 'pointer' });

export const adornment = style({
  display: 'inline-flex',
  alignItems: 'center',
  flexShrink: 0,
  color: vars.color.textMuted,
});

export const trailing = style({
  display: 'inline-flex',
  alignItems: 'center',
  flexShrink: 0,
  marginInlineEnd: `calc(-1 * ${vars.space.xsmall})`,
});
