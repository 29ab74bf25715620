import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@citylife/ui';

/** The shell's bottom bar: sticky parts of a screen stay above it. */
const BOTTOM_BAR_HEIGHT = '56px';

export const page = style({
  display: 'grid',
  gap: vars.space.large,
  padding: vars.space.large,
  maxWidth: '720px',
  margin: '0 auto',
});

export const toolbar = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
});

export const searchForm = style({
  flex: 1,
  display: 'flex',
  alignItems: 'flex-end',
  gap: vars.space.small,
  minWidth: 0,
});

export const grow = style({ flex: 1, minWidth: 0 });

export const section = style({ display: 'grid', gap: vars.space.medium });

export const sectionHeader = style({
  display: 'flex',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space.small,
});

export const sectionTitle = style({
  margin: 0,
  fontSize: vars.font.sizeLarge,
  fontWeight: vars.font.weightStrong,
});

export const link = style({
  color: vars.color.brand,
  fontSize: vars.font.sizeSmall,
  textDecoration: 'none',
  selectors: { '&:hover': { textDecoration: 'underline' } },
});

export const muted = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.font.sizeSmall,
});

export const categoryGrid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(4, minmax(0, 1fr))',
  gap: vars.space.medium,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const categoryTile = style({
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space.xsmall,
  padding: vars.space.xsmall,
  borderRadius: vars.radius.medium,
  color: vars.color.text,
  textDecoration: 'none',
  fontSize: vars.font.sizeSmall,
  textAlign: 'center',
  minHeight: vars.layout.touchTarget,
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}` } },
});

export const categoryPic = style({
  width: '48px',
  height: '48px',
  borderRadius: vars.radius.full,
  background: vars.color.surfaceMuted,
  objectFit: 'cover',
});

export const chipRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.small,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const chipLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '32px',
  padding: `0 ${vars.space.medium}`,
  borderRadius: vars.radius.full,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.font.sizeSmall,
  textDecoration: 'none',
  selectors: {
    '&[aria-current="page"]': {
      background: vars.color.brand,
      borderColor: vars.color.brand,
      color: vars.color.onBrand,
    },
  },
});

export const breadcrumb = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xsmall,
  listStyle: 'none',
  margin: 0,
  padding: 0,
  fontSize: vars.font.sizeSmall,
  color: vars.color.textMuted,
});

globalStyle(`${breadcrumb} li + li::before`, { content: '"›"', marginRight: vars.space.xsmall });

export const listHeader = style({
  display: 'flex',
  alignItems: 'flex-end',
  justifyContent: 'space-between',
  gap: vars.space.medium,
});

export const itemGrid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.medium,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const listFooter = style({
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space.small,
  paddingBlock: vars.space.medium,
});

export const gallery = style({
  display: 'flex',
  overflowX: 'auto',
  scrollSnapType: 'x mandatory',
  borderRadius: vars.radius.large,
  background: vars.color.surfaceMuted,
  scrollbarWidth: 'none',
  selectors: { '&::-webkit-scrollbar': { display: 'none' } },
});

export const galleryPicture = style({
  flex: '0 0 100%',
  scrollSnapAlign: 'start',
  aspectRatio: '1 / 1',
  objectFit: 'contain',
  width: '100%',
});

export const galleryFrame = style({ position: 'relative' });

export const galleryCounter = style({
  position: 'absolute',
  right: vars.space.small,
  bottom: vars.space.small,
  padding: `0 ${vars.space.small}`,
  borderRadius: vars.radius.full,
  background: vars.color.surface,
  color: vars.color.text,
  boxShadow: vars.shadow.small,
  fontSize: vars.font.sizeXsmall,
});

export const itemHeader = style({ display: 'grid', gap: vars.space.small });

export const itemName = style({
  margin: 0,
  fontSize: vars.font.sizeXlarge,
  fontWeight: vars.font.weightStrong,
  lineHeight: vars.font.lineHeightTight,
});

export const itemActions = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
});

export const paragraph = style({
  margin: 0,
  lineHeight: vars.font.lineHeightStandard,
  whiteSpace: 'pre-line',
});

/** Room at the end of a screen with fixed actions, so they never hide its last lines. */
export const withFixedActions = style({ paddingBottom: '88px' });

export const fixedActions = style({
  position: 'fixed',
  insetInline: vars.space.small,
  maxWidth: '704px',
  marginInline: 'auto',
  bottom: `calc(${BOTTOM_BAR_HEIGHT} + env(safe-area-inset-bottom) + ${vars.space.small})`,
  display: 'flex',
  gap: vars.space.small,
  alignItems: 'center',
  padding: vars.space.small,
  borderRadius: vars.radius.large,
  background: vars.color.surface,
  boxShadow: vars.shadow.medium,
  zIndex: vars.zIndex.appBar,
});

export const reviewSummary = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  gap: vars.space.large,
  alignItems: 'center',
});

export const average = style({
  fontSize: vars.font.sizeXxlarge,
  fontWeight: vars.font.weightStrong,
  color: vars.color.price,
});

export const distribution = style({
  display: 'grid',
  gap: vars.space.xxsmall,
  listStyle: 'none',
  margin: 0,
  padding: 0,
  fontSize: vars.font.sizeXsmall,
});

export const distributionRow = style({
  display: 'grid',
  gridTemplateColumns: '3.5em 1fr 2em',
  gap: vars.space.small,
  alignItems: 'center',
});

export const bar = style({
  height: '6px',
  borderRadius: vars.radius.full,
  background: vars.color.surfaceMuted,
  overflow: 'hidden',
});

export const barFill = style({ height: '100%', background: vars.color.caution });

export const reviewList = style({
  display: 'grid',
  gap: vars.space.medium,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const review = style({
  display: 'grid',
  gap: vars.space.xsmall,
  paddingBottom: vars.space.medium,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const reviewHeader = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  fontSize: vars.font.sizeSmall,
});

export const stars = style({ color: vars.color.caution, letterSpacing: '1px' });

export const reviewPictures = style({
  display: 'flex',
  gap: vars.space.xsmall,
  flexWrap: 'wrap',
});

export const reviewPicture = style({
  width: '64px',
  height: '64px',
  objectFit: 'cover',
  borderRadius: vars.radius.small,
});
