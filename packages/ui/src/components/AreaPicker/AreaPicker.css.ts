import { style } from '@vanilla-extract/css';
import * as field from '../../internal/field.css';
import { vars } from '../../themes/contract.css';

export const levels = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(100px, 1fr))',
  gap: vars.space.small,
});

export const error = style([field.error, { marginTop: vars.space.xsmall }]);
