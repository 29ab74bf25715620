import { style, styleVariants } from '@vanilla-extract/css';
import { foregroundRules } from '../../internal/tone';
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

// `inherit` keeps its place first but sets nothing: the glyph takes the surrounding colour.
export const tone = styleVariants({ ...foregroundRules(iconTones), inherit: {} });
