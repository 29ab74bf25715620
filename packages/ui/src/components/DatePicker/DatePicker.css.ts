import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';

export const columns = style({
  display: 'grid',
  gridTemplateColumns: '1.4fr 1fr 1fr',
  gap: vars.space.small,
  paddingTop: vars.space.xsmall,
});
