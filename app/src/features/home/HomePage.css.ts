import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@citylife/ui';

export const page = style({
  display: 'grid',
  gap: vars.space.large,
  padding: vars.space.large,
  maxWidth: '640px',
  margin: '0 auto',
});

export const lead = style({ margin: 0, color: vars.color.textMuted });

export const card = style({
  display: 'grid',
  gap: vars.space.medium,
  padding: vars.space.large,
  borderRadius: vars.radius.large,
  background: vars.color.surface,
  boxShadow: vars.shadow.small,
});

export const cardTitle = style({
  margin: 0,
  fontSize: vars.font.sizeLarge,
});

export const phone = style({
  margin: 0,
  fontSize: vars.font.sizeXlarge,
  fontWeight: vars.font.weightStrong,
  letterSpacing: '0.02em',
});

export const muted = style({ margin: 0, color: vars.color.textMuted });

export const phoneLoading = style({ display: 'grid', gap: vars.space.medium });

export const languages = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.small,
  border: 0,
  margin: 0,
  padding: 0,
});

export const slider = style({
  display: 'grid',
  gap: vars.space.small,
  borderRadius: vars.radius.large,
  overflow: 'hidden',
});

export const sliderTrack = style({
  display: 'flex',
  overflowX: 'auto',
  scrollSnapType: 'x mandatory',
  scrollbarWidth: 'none',
  borderRadius: vars.radius.large,
  selectors: { '&::-webkit-scrollbar': { display: 'none' } },
});

export const slide = style({
  flex: '0 0 100%',
  scrollSnapAlign: 'start',
  aspectRatio: '2 / 1',
  background: vars.color.surfaceMuted,
});

export const bannerImage = style({
  display: 'block',
  width: '100%',
  height: '100%',
  // Where the height is not set by the slide (the sale strip), keep the pictures' shape.
  aspectRatio: '750 / 400',
  objectFit: 'cover',
});

export const dots = style({
  display: 'flex',
  justifyContent: 'center',
  minHeight: '24px',
});

/** A 24 px target around the visible 8 px dot (WCAG target size). */
export const dot = style({
  display: 'grid',
  placeItems: 'center',
  minWidth: '24px',
  height: '24px',
  padding: 0,
  border: 'none',
  background: 'transparent',
  cursor: 'pointer',
  '::before': {
    content: '""',
    width: '8px',
    height: '8px',
    borderRadius: vars.radius.full,
    background: vars.color.border,
  },
  selectors: {
    '&[aria-current="true"]::before': { background: vars.color.brand, width: '20px' },
    '&:focus-visible': {
      outline: `2px solid ${vars.color.focusRing}`,
      borderRadius: vars.radius.full,
    },
  },
  '@media': {
    '(prefers-reduced-motion: no-preference)': {
      selectors: { '&::before': { transition: 'width 0.2s' } },
    },
  },
});

export const menu = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(4, minmax(0, 1fr))',
  gap: vars.space.medium,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const menuEntry = style({
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space.xsmall,
  padding: vars.space.xsmall,
  borderRadius: vars.radius.medium,
  color: vars.color.text,
  fontSize: vars.font.sizeSmall,
  textAlign: 'center',
  textDecoration: 'none',
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}` } },
});

/** Names take two lines at most and always two lines of room, so rows keep one height. */
export const menuName = style({
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
  minHeight: `calc(2em * ${vars.font.lineHeightTight})`,
  lineHeight: vars.font.lineHeightTight,
});

export const menuIcon = style({
  width: '44px',
  height: '44px',
  objectFit: 'contain',
  borderRadius: vars.radius.medium,
  background: vars.color.surfaceMuted,
});

/** One row that scrolls sideways: its height never depends on how many sales there are. */
export const saleStrip = style({
  display: 'grid',
  gridAutoFlow: 'column',
  gridAutoColumns: '45%',
  gap: vars.space.small,
  overflowX: 'auto',
  scrollSnapType: 'x mandatory',
  scrollbarWidth: 'none',
  borderRadius: vars.radius.medium,
  selectors: { '&::-webkit-scrollbar': { display: 'none' } },
});

globalStyle(`${saleStrip} > *`, {
  scrollSnapAlign: 'start',
  borderRadius: vars.radius.medium,
  overflow: 'hidden',
});

export const salePlaceholder = style({
  aspectRatio: '750 / 400',
  background: vars.color.surfaceMuted,
});
