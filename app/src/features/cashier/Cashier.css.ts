import { style } from '@vanilla-extract/css';
import { vars } from '@citylife/ui';

/** The outcome's mark: an icon in a round badge of a fixed size. */
export const outcomeIcon = style({ width: '56px', height: '56px' });

/** A paid order's mark is on the positive colour. */
export const outcomeIconDone = style({
  background: vars.color.positive,
  color: vars.color.onPositive,
});
