import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';

export const form = style({
  display: 'grid',
  gap: vars.space.medium,
  paddingTop: vars.space.small,
});

export const links = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.small,
  marginTop: vars.space.xsmall,
});

export const alternatives = style({
  display: 'grid',
  gap: vars.space.small,
  marginTop: vars.space.medium,
  paddingTop: vars.space.medium,
  borderTop: `1px solid ${vars.color.border}`,
});
