import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';

export const list = style({
  display: 'grid',
  gap: vars.space.small,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const footer = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.small,
  paddingBlock: vars.space.large,
});

export const end = style({ margin: 0, fontSize: vars.font.sizeSmall, color: vars.color.textMuted });

export const inlineError = style({
  margin: 0,
  fontSize: vars.font.sizeSmall,
  color: vars.color.critical,
});
