import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';

export const avatarSizes = ['small', 'standard', 'large'] as const;

export const avatar = style({
  position: 'relative',
  display: 'inline-grid',
  placeItems: 'center',
  flexShrink: 0,
  overflow: 'hidden',
  borderRadius: vars.radius.full,
  background: vars.color.brand,
  color: vars.color.onBrand,
  fontWeight: vars.font.weightStrong,
  userSelect: 'none',
});

export const size = styleVariants({
  small: { width: '32px', height: '32px', fontSize: vars.font.sizeXsmall },
  standard: { width: '48px', height: '48px', fontSize: vars.font.sizeStandard },
  large: { width: '80px', height: '80px', fontSize: vars.font.sizeXxlarge },
});

export const image = style({ width: '100%', height: '100%', objectFit: 'cover' });

export const button = style({
  appearance: 'none',
  padding: 0,
  border: 'none',
  font: 'inherit',
  cursor: 'pointer',
});
