import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';

export const handle = style({
  alignSelf: 'center',
  flexShrink: 0,
  width: '36px',
  height: '4px',
  marginTop: vars.space.small,
  borderRadius: vars.radius.full,
  background: vars.color.border,
});

export const body = style({
  paddingBottom: `max(${vars.space.large}, env(safe-area-inset-bottom))`,
});
