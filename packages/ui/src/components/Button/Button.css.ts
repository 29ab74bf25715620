import { createVar, keyframes, style, styleVariants } from '@vanilla-extract/css';
import { inlineCentered } from '../../internal/declarations';
import { softVariant, toneVariants } from '../../internal/tone';
import { vars } from '../../themes/contract.css';
import { SOLID_HOVER_MIX } from '../../themes/palette';

export const buttonTones = ['brand', 'accent', 'positive', 'critical', 'neutral'] as const;
export const buttonVariants = ['solid', 'soft', 'ghost'] as const;
export const buttonSizes = ['small', 'standard'] as const;

const toneColor = createVar();
const onToneColor = createVar();

export const base = style({
  appearance: 'none',
  ...inlineCentered,
  gap: vars.space.small,
  border: '1px solid transparent',
  borderRadius: vars.radius.medium,
  fontFamily: 'inherit',
  fontWeight: vars.font.weightMedium,
  lineHeight: vars.font.lineHeightTight,
  textDecoration: 'none',
  cursor: 'pointer',
  userSelect: 'none',
  transition: `background-color ${vars.motion.durationFast} ${vars.motion.easing}, opacity ${vars.motion.durationFast} ${vars.motion.easing}`,
  selectors: {
    '&[aria-disabled="true"]': { cursor: 'not-allowed', opacity: 0.5 },
    '&[aria-busy="true"]': { cursor: 'progress' },
  },
});

export const tone = toneVariants(buttonTones, toneColor, onToneColor);

export const variant = styleVariants({
  solid: {
    background: toneColor,
    color: onToneColor,
    selectors: {
      // Darker in light mode, lighter in dark mode: the label's contrast only grows.
      '&:hover:not([aria-disabled="true"])': {
        background: `color-mix(in srgb, ${vars.color.text} ${SOLID_HOVER_MIX * 100}%, ${toneColor})`,
      },
    },
  },
  soft: softVariant(toneColor, '&:hover:not([aria-disabled="true"])'),
  ghost: {
    background: 'transparent',
    color: toneColor,
    borderColor: toneColor,
  },
});

export const size = styleVariants({
  small: {
    minHeight: '32px',
    padding: `${vars.space.xsmall} ${vars.space.medium}`,
    fontSize: vars.font.sizeSmall,
  },
  standard: {
    minHeight: vars.layout.touchTarget,
    padding: `${vars.space.small} ${vars.space.large}`,
    fontSize: vars.font.sizeStandard,
  },
});

export const fullWidth = style({ width: '100%' });

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const spinner = style({
  width: '1em',
  height: '1em',
  flexShrink: 0,
  borderRadius: vars.radius.full,
  border: '2px solid currentColor',
  borderRightColor: 'transparent',
  animation: `${spin} 0.8s linear infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animationDuration: '2.4s' } },
});
