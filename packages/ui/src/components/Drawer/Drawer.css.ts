import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';

export const body = style({ paddingInline: 0 });

export const footer = style({
  justifyContent: 'flex-start',
  color: vars.color.textMuted,
  fontSize: vars.font.sizeXsmall,
});
