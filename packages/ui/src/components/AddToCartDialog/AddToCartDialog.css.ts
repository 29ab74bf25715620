import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';

export const summary = style({
  display: 'flex',
  gap: vars.space.medium,
  alignItems: 'flex-end',
  paddingBottom: vars.space.medium,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const picture = style({
  width: '80px',
  height: '80px',
  flexShrink: 0,
  borderRadius: vars.radius.medium,
  objectFit: 'cover',
  background: vars.color.surfaceMuted,
});

export const summaryText = style({ display: 'grid', gap: vars.space.xxsmall, minWidth: 0 });

export const itemName = style({
  margin: 0,
  fontSize: vars.font.sizeStandard,
  fontWeight: vars.font.weightMedium,
  overflowWrap: 'anywhere',
});

export const stock = style({
  margin: 0,
  fontSize: vars.font.sizeXsmall,
  color: vars.color.textMuted,
});

export const outOfStock = style({ color: vars.color.critical });

export const attribute = style({
  margin: 0,
  marginTop: vars.space.medium,
  padding: 0,
  border: 'none',
  minWidth: 0,
});

// Floated so the legend lays out like a normal heading instead of sitting in the border.
export const attributeName = style({
  float: 'left',
  width: '100%',
  padding: 0,
  marginBottom: vars.space.small,
  fontSize: vars.font.sizeSmall,
  fontWeight: vars.font.weightMedium,
});

export const values = style({
  clear: 'both',
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.small,
});

export const quantityRow = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  paddingTop: vars.space.large,
  fontSize: vars.font.sizeSmall,
  fontWeight: vars.font.weightMedium,
});

export const tip = style({
  margin: 0,
  marginTop: vars.space.medium,
  padding: `${vars.space.small} ${vars.space.medium}`,
  borderRadius: vars.radius.medium,
  background: `color-mix(in srgb, ${vars.color.critical} 10%, ${vars.color.surface})`,
  color: vars.color.critical,
  fontSize: vars.font.sizeSmall,
});

export const loading = style({ display: 'grid', placeItems: 'center', minHeight: '160px' });

export const confirm = style({ marginTop: vars.space.large });
