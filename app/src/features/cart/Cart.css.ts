import { style } from '@vanilla-extract/css';
import { vars } from '@citylife/ui';

const BOTTOM_BAR_HEIGHT = '56px';

export const page = style({
  display: 'grid',
  gap: vars.space.large,
  padding: vars.space.large,
  maxWidth: '720px',
  margin: '0 auto',
});

/** Room for the fixed footer, so it never hides the last line. */
export const withFooter = style({ paddingBottom: '132px' });

export const visuallyHidden = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  padding: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
});

export const lines = style({
  display: 'grid',
  gap: vars.space.medium,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const line = style({
  display: 'grid',
  gridTemplateColumns: 'auto 72px minmax(0, 1fr)',
  gap: vars.space.medium,
  alignItems: 'start',
  padding: vars.space.medium,
  borderRadius: vars.radius.large,
  background: vars.color.surface,
  boxShadow: vars.shadow.small,
});

export const picture = style({
  width: '72px',
  height: '72px',
  borderRadius: vars.radius.medium,
  objectFit: 'cover',
  background: vars.color.surfaceMuted,
});

export const lineBody = style({ display: 'grid', gap: vars.space.xsmall, minWidth: 0 });

export const lineTitle = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.xsmall,
});

export const name = style({
  margin: 0,
  fontSize: vars.font.sizeStandard,
  fontWeight: vars.font.weightMedium,
  color: vars.color.text,
  textDecoration: 'none',
});

export const muted = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.font.sizeSmall,
});

export const lineFooter = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.small,
  flexWrap: 'wrap',
});

export const footer = style({
  position: 'fixed',
  insetInline: 0,
  bottom: `calc(${BOTTOM_BAR_HEIGHT} + env(safe-area-inset-bottom))`,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.medium,
  padding: `${vars.space.small} ${vars.space.large}`,
  background: vars.color.surface,
  borderTop: `1px solid ${vars.color.border}`,
  zIndex: vars.zIndex.appBar,
});

export const footerTotals = style({
  flex: 1,
  display: 'grid',
  justifyItems: 'end',
  minWidth: 0,
  fontSize: vars.font.sizeSmall,
});

export const total = style({
  fontSize: vars.font.sizeLarge,
  fontWeight: vars.font.weightStrong,
  color: vars.color.price,
});

export const section = style({
  display: 'grid',
  gap: vars.space.medium,
  padding: vars.space.large,
  borderRadius: vars.radius.large,
  background: vars.color.surface,
  boxShadow: vars.shadow.small,
});

export const sectionTitle = style({
  margin: 0,
  fontSize: vars.font.sizeLarge,
  fontWeight: vars.font.weightStrong,
});

export const row = style({
  display: 'flex',
  gap: vars.space.medium,
  alignItems: 'flex-start',
});

export const grow = style({ flex: 1, minWidth: 0 });

export const summary = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  gap: vars.space.small,
  margin: 0,
});

export const summaryLabel = style({ color: vars.color.textMuted });

export const summaryValue = style({ margin: 0, textAlign: 'right' });

export const payable = style({
  fontSize: vars.font.sizeLarge,
  fontWeight: vars.font.weightStrong,
  color: vars.color.price,
});

export const link = style({ color: vars.color.brand, fontSize: vars.font.sizeSmall });

export const error = style({
  margin: 0,
  color: vars.color.critical,
  fontSize: vars.font.sizeSmall,
});
