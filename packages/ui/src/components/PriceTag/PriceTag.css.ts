import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';

export const priceSizes = ['small', 'standard', 'large'] as const;

export const root = style({
  display: 'inline-flex',
  alignItems: 'baseline',
  flexWrap: 'wrap',
  columnGap: vars.space.xsmall,
});

export const price = style({
  color: vars.color.price,
  fontWeight: vars.font.weightStrong,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
});

export const size = styleVariants({
  small: { fontSize: vars.font.sizeSmall },
  standard: { fontSize: vars.font.sizeLarge },
  large: { fontSize: vars.font.sizeXxlarge },
});

export const symbol = style({ fontSize: '0.7em', marginInlineEnd: '1px' });

export const fraction = style({ fontSize: '0.75em' });

export const unit = style({
  color: vars.color.textMuted,
  fontSize: vars.font.sizeXsmall,
  fontWeight: vars.font.weightRegular,
});

export const original = style({ color: vars.color.textMuted, fontSize: vars.font.sizeXsmall });
