import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';

export const spinnerSizes = ['small', 'standard', 'large'] as const;

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const root = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.small,
  color: vars.color.brand,
});

export const ring = style({
  display: 'inline-block',
  borderRadius: vars.radius.full,
  borderStyle: 'solid',
  borderColor: 'currentColor',
  borderRightColor: 'transparent',
  animation: `${spin} 0.8s linear infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animationDuration: '2.4s' } },
});

export const size = styleVariants({
  small: { width: '16px', height: '16px', borderWidth: '2px' },
  standard: { width: '24px', height: '24px', borderWidth: '3px' },
  large: { width: '40px', height: '40px', borderWidth: '4px' },
});

export const label = style({ color: vars.color.textMuted, fontSize: vars.font.sizeSmall });
