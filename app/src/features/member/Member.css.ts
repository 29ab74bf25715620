import { style } from '@vanilla-extract/css';
import { vars } from '@citylife/ui';

export const page = style({
  display: 'grid',
  gap: vars.space.large,
  padding: vars.space.large,
  maxWidth: '640px',
  margin: '0 auto',
});

export const sectionTitle = style({
  margin: 0,
  fontSize: vars.font.sizeSmall,
  fontWeight: vars.font.weightMedium,
  color: vars.color.textMuted,
});

export const section = style({ display: 'grid', gap: vars.space.small });

export const profile = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.medium,
});

export const profileText = style({ display: 'grid', gap: vars.space.xxsmall, minWidth: 0 });

export const name = style({
  margin: 0,
  fontSize: vars.font.sizeLarge,
  fontWeight: vars.font.weightStrong,
  overflowWrap: 'anywhere',
});

export const muted = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.font.sizeSmall,
});

export const figures = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(3, 1fr)',
  gap: vars.space.small,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const figure = style({
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space.xxsmall,
  padding: vars.space.medium,
  borderRadius: vars.radius.medium,
  background: vars.color.surface,
  boxShadow: vars.shadow.small,
  color: vars.color.text,
  textDecoration: 'none',
  textAlign: 'center',
});

export const figureValue = style({
  fontSize: vars.font.sizeLarge,
  fontWeight: vars.font.weightStrong,
  fontVariantNumeric: 'tabular-nums',
});

export const figureName = style({ fontSize: vars.font.sizeXsmall, color: vars.color.textMuted });

export const balance = style({
  margin: 0,
  fontSize: vars.font.sizeXxlarge,
  fontWeight: vars.font.weightStrong,
  fontVariantNumeric: 'tabular-nums',
  color: vars.color.price,
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.small });

export const amountIn = style({ color: vars.color.positive, fontVariantNumeric: 'tabular-nums' });

export const amountOut = style({ color: vars.color.critical, fontVariantNumeric: 'tabular-nums' });

export const logRow = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.medium,
  padding: vars.space.medium,
  borderRadius: vars.radius.medium,
  background: vars.color.surface,
});

export const logText = style({ display: 'grid', gap: vars.space.xxsmall, minWidth: 0 });

export const logMemo = style({ margin: 0, overflowWrap: 'anywhere' });

export const error = style({
  margin: 0,
  color: vars.color.critical,
  fontSize: vars.font.sizeSmall,
});

export const form = style({ display: 'grid', gap: vars.space.medium });

export const cards = style({
  display: 'grid',
  gap: vars.space.medium,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const addressHead = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.small,
});

export const addressText = style({ margin: `${vars.space.small} 0`, overflowWrap: 'anywhere' });

export const orderHead = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.small,
});

export const orderLink = style({
  color: vars.color.text,
  fontWeight: vars.font.weightMedium,
  textDecoration: 'none',
  overflowWrap: 'anywhere',
  selectors: { '&:hover': { textDecoration: 'underline' } },
});

export const orderFoot = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.small,
  marginTop: vars.space.small,
  fontWeight: vars.font.weightMedium,
});

export const facts = style({ display: 'grid', gap: vars.space.xsmall, margin: 0 });

export const fact = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.medium,
});

export const factName = style({ color: vars.color.textMuted, flexShrink: 0 });

export const factValue = style({ margin: 0, textAlign: 'end', overflowWrap: 'anywhere' });

export const lines = style({
  display: 'grid',
  gap: vars.space.medium,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const line = style({ display: 'flex', alignItems: 'center', gap: vars.space.medium });

export const linePicture = style({
  width: '56px',
  height: '56px',
  flexShrink: 0,
  objectFit: 'cover',
  borderRadius: vars.radius.small,
  background: vars.color.surfaceMuted,
});

export const favorite = style({ display: 'grid', gap: vars.space.xsmall, justifyItems: 'end' });

export const privileges = style({
  display: 'grid',
  gap: vars.space.small,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const memberCard = style({
  display: 'grid',
  gap: vars.space.small,
  aspectRatio: '1.586',
  padding: vars.space.xlarge,
  borderRadius: vars.radius.large,
  background: vars.color.brand,
  color: vars.color.onBrand,
  boxShadow: vars.shadow.medium,
});

export const memberCardBrand = style({ margin: 0, fontWeight: vars.font.weightStrong });

export const memberCardLevel = style({ margin: 0, fontSize: vars.font.sizeSmall });

export const memberCardNumber = style({
  margin: 0,
  alignSelf: 'center',
  fontSize: vars.font.sizeXlarge,
  letterSpacing: '0.08em',
  fontVariantNumeric: 'tabular-nums',
});

export const memberCardFoot = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.small,
  fontSize: vars.font.sizeXsmall,
});
