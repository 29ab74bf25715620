import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@citylife/ui';

export const sliderTrack = style({
  display: 'flex',
  overflowX: 'auto',
  scrollSnapType: 'x mandatory',
  scrollbarWidth: 'none',
  borderRadius: vars.radius.large,
  selectors: { '&::-webkit-scrollbar': { display: 'none' } },
});

export const slide = style({ flex: '0 0 100%', scrollSnapAlign: 'start', aspectRatio: '2 / 1' });

export const bannerImage = style({
  display: 'block',
  width: '100%',
  height: '100%',
  // Where the height is not set by the slide (the sale strip), keep the pictures' shape.
  aspectRatio: '750 / 400',
  objectFit: 'cover',
});

/** A banner: the picture with its caption laid over it (the caption never adds height). */
export const banner = style({
  position: 'relative',
  display: 'block',
  height: '100%',
  containerType: 'inline-size',
  color: '#fff',
  textDecoration: 'none',
});

/**
 * The caption over the picture's band (its bottom fifth), sized to the banner's width as
 * the pictures once drew it (38 px of 750), never below a legible size.
 */
export const bannerCaption = style({
  position: 'absolute',
  insetInline: 0,
  bottom: 0,
  height: '20%',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  paddingInline: vars.space.small,
  fontSize: 'max(11px, 5.07cqi)',
  fontWeight: 700,
  lineHeight: 1.2,
  textShadow: '0 1px 2px rgb(0 0 0 / 0.6)',
});

/** One line: a language's longer words end in an ellipsis rather than a second line. */
export const bannerCaptionText = style({
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

/** The dots' row keeps its height while the banners load. */
export const dots = style({ minHeight: '24px' });

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

/** Names take two lines at most and always two lines of room, so rows keep one height. */
export const menuName = style({ minHeight: `calc(2em * ${vars.font.lineHeightTight})` });

export const menuIcon = style({ width: '44px', height: '44px', objectFit: 'contain' });

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

export const salePlaceholder = style({ aspectRatio: '750 / 400' });
