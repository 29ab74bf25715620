import { createVar, style, styleVariants } from '@vanilla-extract/css';
import { inlineCentered } from '../../internal/declarations';
import { softVariant, toneVariants } from '../../internal/tone';
import { vars } from '../../themes/contract.css';
import { SOFT_MIX } from '../../themes/palette';

export const iconButtonTones = ['plain', 'brand', 'accent', 'critical'] as const;
export const iconButtonVariants = ['ghost', 'soft', 'solid'] as const;
export const iconButtonSizes = ['small', 'standard'] as const;

const toneColor = createVar();
const onToneColor = createVar();

export const base = style({
  position: 'relative',
  appearance: 'none',
  ...inlineCentered,
  flexShrink: 0,
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.full,
  cursor: 'pointer',
  transition: `background-color ${vars.motion.durationFast} ${vars.motion.easing}`,
  selectors: {
    '&:disabled, &[aria-disabled="true"]': { cursor: 'not-allowed', opacity: 0.5 },
  },
});

export const tone = toneVariants(iconButtonTones, toneColor, onToneColor);

export const variant = styleVariants({
  ghost: {
    background: 'transparent',
    color: toneColor,
    selectors: {
      '&:hover:not(:disabled)': {
        background: `color-mix(in srgb, ${toneColor} ${SOFT_MIX * 100}%, transparent)`,
      },
    },
  },
  soft: softVariant(toneColor, '&:hover:not(:disabled)'),
  solid: {
    background: toneColor,
    color: onToneColor,
    boxShadow: vars.shadow.medium,
  },
});

export const size = styleVariants({
  small: { width: '32px', height: '32px' },
  standard: { width: vars.layout.touchTarget, height: vars.layout.touchTarget },
});

export const badge = style({
  position: 'absolute',
  top: '2px',
  right: '2px',
  minWidth: '18px',
  height: '18px',
  padding: `0 ${vars.space.xsmall}`,
  borderRadius: vars.radius.full,
  background: vars.color.critical,
  color: vars.color.onCritical,
  fontSize: '11px',
  fontWeight: vars.font.weightStrong,
  lineHeight: '18px',
  textAlign: 'center',
});
