import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';

export const header = style({
  borderBottom: `1px solid ${vars.color.border}`,
  paddingInlineStart: vars.space.xsmall,
});

export const body = style({ paddingTop: vars.space.large });

export const footer = style({
  borderTop: `1px solid ${vars.color.border}`,
  paddingTop: vars.space.medium,
});
