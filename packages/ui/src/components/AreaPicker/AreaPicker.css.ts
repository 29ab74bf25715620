import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';

export const group = style({ margin: 0, padding: 0, border: 'none', minWidth: 0 });

export const legend = style({
  padding: 0,
  marginBottom: vars.space.xsmall,
  fontSize: vars.font.sizeSmall,
  fontWeight: vars.font.weightMedium,
  color: vars.color.text,
});

export const levels = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(100px, 1fr))',
  gap: vars.space.small,
});

export const error = style({
  margin: 0,
  marginTop: vars.space.xsmall,
  fontSize: vars.font.sizeXsmall,
  color: vars.color.critical,
});
