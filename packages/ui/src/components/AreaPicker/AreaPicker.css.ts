import { style } from '@vanilla-extract/css';
import * as field from '../../internal/field.css';
import { vars } from '../../themes/contract.css';

// Each select is wide enough for the longest province name (内蒙古自治区) with its arrow;
// on a phone the levels wrap rather than cut a name.
export const levels = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 9.5em), 1fr))',
  gap: vars.space.small,
});

export const error = style([field.error, { marginTop: vars.space.xsmall }]);
