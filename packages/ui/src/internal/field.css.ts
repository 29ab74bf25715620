import { style } from '@vanilla-extract/css';
import { vars } from '../themes/contract.css';
import { chromelessControl, outlinedControl } from './declarations';

export const field = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.xsmall,
  minWidth: 0,
});

export const label = style({
  fontSize: vars.font.sizeSmall,
  fontWeight: vars.font.weightMedium,
  color: vars.color.text,
});

/** A fieldset of several controls (radio buttons, linked selects) with a legend as its label. */
export const group = style({ margin: 0, padding: 0, border: 'none', minWidth: 0 });

export const legend = style({
  padding: 0,
  marginBottom: vars.space.xsmall,
  fontSize: vars.font.sizeSmall,
  fontWeight: vars.font.weightMedium,
  color: vars.color.text,
});

export const requiredMark = style({
  color: vars.color.critical,
  marginInlineStart: vars.space.xxsmall,
});

export const control = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  ...outlinedControl,
  transition: `border-color ${vars.motion.durationFast} ${vars.motion.easing}`,
  selectors: {
    '&:focus-within': { borderColor: vars.color.brand, boxShadow: `0 0 0 1px ${vars.color.brand}` },
    '&[data-invalid="true"]': { borderColor: vars.color.critical },
    '&[data-disabled="true"]': { background: vars.color.surfaceMuted, opacity: 0.7 },
  },
});

export const input = style({
  flex: 1,
  minWidth: 0,
  height: '100%',
  minHeight: '42px',
  padding: 0,
  ...chromelessControl,
  selectors: { '&::placeholder': { color: vars.color.textMuted, opacity: 1 } },
});

export const hint = style({
  margin: 0,
  fontSize: vars.font.sizeXsmall,
  color: vars.color.textMuted,
});

export const error = style({
  margin: 0,
  fontSize: vars.font.sizeXsmall,
  color: vars.color.critical,
});
