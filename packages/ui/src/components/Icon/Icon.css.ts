import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';

export const iconSizes = ['small', 'standard', 'large'] as const;
export const iconTones = [
  'inherit',
  'muted',
  'brand',
  'accent',
  'positive',
  'critical',
  'caution',
] as const;

export const base = style({
  display: 'inline-block',
  flexShrink: 0,
  verticalAlign: 'middle',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
});

export const size = styleVariants({
  small: { width: vars.font.sizeSmall, height: vars.font.sizeSmall },
  standard: { width: '20px', height: '20px' },
  large: { width: '32px', height: '32px' },
});

export const tone = styleVariants({
  inherit: {},
  muted: { color: vars.color.textMuted },
  brand: { color: vars.color.brand },
  accent: { color: vars.color.accent },
  positive: { color: vars.color.positive },
  critical: { color: vars.color.critical },
  caution: { color: vars.color.caution },
});
