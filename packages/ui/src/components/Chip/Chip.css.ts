import { createVar, style } from '@vanilla-extract/css';
import { softWash, toneVariants } from '../../internal/tone';
import { vars } from '../../themes/contract.css';
import { SOFT_HOVER_MIX } from '../../themes/palette';

export const chipTones = ['neutral', 'brand', 'accent', 'positive', 'critical', 'caution'] as const;

const toneColor = createVar();

export const chip = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  minHeight: '32px',
  maxWidth: '100%',
  paddingInline: vars.space.medium,
  borderRadius: vars.radius.full,
  border: `1px solid ${toneColor}`,
  background: softWash(toneColor),
  color: toneColor,
  fontSize: vars.font.sizeSmall,
  fontWeight: vars.font.weightMedium,
  lineHeight: vars.font.lineHeightTight,
  whiteSpace: 'nowrap',
});

export const chipLabel = style({ overflow: 'hidden', textOverflow: 'ellipsis' });

export const tone = toneVariants(chipTones, toneColor);

export const removeButton = style({
  display: 'inline-grid',
  placeItems: 'center',
  width: '24px',
  height: '24px',
  marginInlineEnd: `calc(-1 * ${vars.space.small})`,
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.full,
  background: 'transparent',
  color: 'inherit',
  cursor: 'pointer',
});

export const toggle = style({
  appearance: 'none',
  minHeight: '36px',
  font: 'inherit',
  fontSize: vars.font.sizeSmall,
  cursor: 'pointer',
  vars: { [toneColor]: vars.color.textMuted },
  background: vars.color.surface,
  color: vars.color.text,
  transition: `background-color ${vars.motion.durationFast} ${vars.motion.easing}`,
  selectors: {
    '&:hover:not(:disabled)': {
      background: softWash(vars.color.brand),
    },
    '&[aria-pressed="true"]': {
      vars: { [toneColor]: vars.color.brand },
      background: softWash(vars.color.brand, SOFT_HOVER_MIX),
      color: vars.color.brand,
    },
    '&:disabled': { cursor: 'not-allowed', opacity: 0.45, textDecoration: 'line-through' },
  },
});
