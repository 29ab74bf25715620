import { style, styleVariants } from '@vanilla-extract/css';
import { foregroundRules } from '../../internal/tone';
import { vars } from '../../themes/contract.css';

export const textSizes = ['xsmall', 'small', 'standard', 'large', 'xlarge', 'xxlarge'] as const;
export const textWeights = ['regular', 'medium', 'strong'] as const;
export const textTones = [
  'neutral',
  'muted',
  'brand',
  'price',
  'critical',
  'positive',
  'caution',
  'onBrand',
  'inherit',
] as const;
export const textAligns = ['start', 'center', 'end'] as const;

export const text = style({ margin: 0, minWidth: 0 });

export const size = styleVariants({
  xsmall: { fontSize: vars.font.sizeXsmall },
  small: { fontSize: vars.font.sizeSmall },
  standard: { fontSize: vars.font.sizeStandard },
  large: { fontSize: vars.font.sizeLarge },
  xlarge: { fontSize: vars.font.sizeXlarge },
  xxlarge: { fontSize: vars.font.sizeXxlarge },
});

export const weight = styleVariants({
  regular: { fontWeight: vars.font.weightRegular },
  medium: { fontWeight: vars.font.weightMedium },
  strong: { fontWeight: vars.font.weightStrong },
});

export const tone = styleVariants(foregroundRules(textTones));

export const align = styleVariants({
  start: { textAlign: 'start' },
  center: { textAlign: 'center' },
  end: { textAlign: 'end' },
});

export const lineHeight = styleVariants({
  tight: { lineHeight: vars.font.lineHeightTight },
  standard: { lineHeight: vars.font.lineHeightStandard },
});

/** Figures keep one width, so columns of amounts line up. */
export const tabularNumbers = style({ fontVariantNumeric: 'tabular-nums' });

/** Long words and numbers without spaces break instead of widening the screen. */
export const breakWord = style({ overflowWrap: 'anywhere' });

/** Line breaks in the text are kept (text someone typed). */
export const keepLineBreaks = style({ whiteSpace: 'pre-line' });

export const truncated = style({
  display: '-webkit-box',
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
});

export const maxLines = styleVariants({
  1: [truncated, { WebkitLineClamp: 1 }],
  2: [truncated, { WebkitLineClamp: 2 }],
  3: [truncated, { WebkitLineClamp: 3 }],
});
