import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';

export const skeletonShapes = ['text', 'rect', 'circle'] as const;

const pulse = keyframes({ '0%, 100%': { opacity: 1 }, '50%': { opacity: 0.45 } });

export const bone = style({
  display: 'block',
  background: vars.color.surfaceMuted,
  animation: `${pulse} 1.4s ${vars.motion.easing} infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});

export const shape = styleVariants({
  text: { height: '0.9em', borderRadius: vars.radius.small, marginBlock: '0.3em' },
  rect: { borderRadius: vars.radius.medium },
  circle: { borderRadius: vars.radius.full },
});

export const lines = style({ display: 'grid' });
