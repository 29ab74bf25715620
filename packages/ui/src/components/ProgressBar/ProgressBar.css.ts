import { createVar, keyframes, style } from '@vanilla-extract/css';
import { toneVariants } from '../../internal/tone';
import { vars } from '../../themes/contract.css';

export const progressTones = ['brand', 'positive', 'critical', 'caution'] as const;

const toneColor = createVar();
const slide = keyframes({
  from: { transform: 'translateX(-100%)' },
  to: { transform: 'translateX(250%)' },
});

export const root = style({ display: 'grid', gap: vars.space.xsmall });

export const header = style({
  display: 'flex',
  justifyContent: 'space-between',
  fontSize: vars.font.sizeSmall,
  color: vars.color.text,
});

export const value = style({ color: vars.color.textMuted, fontVariantNumeric: 'tabular-nums' });

export const track = style({
  position: 'relative',
  height: '6px',
  overflow: 'hidden',
  borderRadius: vars.radius.full,
  background: vars.color.surfaceMuted,
});

export const bar = style({
  height: '100%',
  borderRadius: vars.radius.full,
  background: toneColor,
  transition: `width ${vars.motion.durationStandard} ${vars.motion.easing}`,
});

export const indeterminate = style({
  width: '40%',
  animation: `${slide} 1.2s ${vars.motion.easing} infinite`,
  '@media': {
    '(prefers-reduced-motion: reduce)': { animation: 'none', width: '100%', opacity: 0.5 },
  },
});

export const tone = toneVariants(progressTones, toneColor);
