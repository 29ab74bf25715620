import { style } from '@vanilla-extract/css';
import { vars } from '@citylife/ui';

export const categoryPic = style({
  width: '48px',
  height: '48px',
  borderRadius: vars.radius.full,
  background: vars.color.surfaceMuted,
  objectFit: 'cover',
});

/** Label, bar and count in fixed columns, so the bars of every star level line up. */
export const distributionRow = style({
  display: 'grid',
  gridTemplateColumns: '3.5em 1fr 2em',
  gap: vars.space.small,
  alignItems: 'center',
});

/** Reviews are separated by a rule under each. */
export const review = style({ borderBottom: `1px solid ${vars.color.border}` });
