import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { singleLineEllipsis } from '../../internal/declarations';
import { vars } from '../../themes/contract.css';

export const appBarTones = ['surface', 'brand'] as const;

export const bar = style({
  top: 0,
  zIndex: vars.zIndex.appBar,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  minHeight: '56px',
  paddingInline: vars.space.xsmall,
  paddingTop: 'env(safe-area-inset-top)',
});

export const sticky = style({ position: 'sticky' });

export const tone = styleVariants({
  surface: {
    background: vars.color.surface,
    color: vars.color.text,
    borderBottom: `1px solid ${vars.color.border}`,
  },
  brand: { background: vars.color.brand, color: vars.color.onBrand },
});

export const title = style({
  flex: 1,
  minWidth: 0,
  margin: 0,
  paddingInline: vars.space.small,
  ...singleLineEllipsis,
  fontSize: vars.font.sizeLarge,
  fontWeight: vars.font.weightStrong,
});

export const actions = style({ display: 'flex', alignItems: 'center', gap: vars.space.xxsmall });

// Icon buttons on the brand fill take the fill's text colour.
globalStyle(`${tone.brand} button`, { color: vars.color.onBrand });
