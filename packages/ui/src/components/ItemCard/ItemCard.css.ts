import { style } from '@vanilla-extract/css';
import { singleLineEllipsis, textButton } from '../../internal/declarations';
import { vars } from '../../themes/contract.css';

export const card = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
  overflow: 'hidden',
  borderRadius: vars.radius.large,
  background: vars.color.surface,
  color: vars.color.text,
  boxShadow: vars.shadow.small,
  transition: `box-shadow ${vars.motion.durationFast} ${vars.motion.easing}`,
  selectors: { '&:hover': { boxShadow: vars.shadow.medium } },
});

export const media = style({
  position: 'relative',
  aspectRatio: '1',
  background: vars.color.surfaceMuted,
});

export const picture = style({
  display: 'block',
  width: '100%',
  height: '100%',
  objectFit: 'cover',
});

export const flag = style({
  position: 'absolute',
  top: vars.space.small,
  left: vars.space.small,
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxsmall,
  padding: `${vars.space.xxsmall} ${vars.space.xsmall}`,
  borderRadius: vars.radius.small,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.font.sizeXsmall,
  fontWeight: vars.font.weightMedium,
  boxShadow: vars.shadow.small,
});

export const flagImage = style({
  display: 'block',
  width: '21px',
  height: '14px',
  objectFit: 'cover',
});

export const body = style({
  display: 'grid',
  gap: vars.space.xxsmall,
  flex: 1,
  padding: vars.space.small,
  paddingBottom: vars.space.xsmall,
});

export const name = style({
  margin: 0,
  fontSize: vars.font.sizeSmall,
  fontWeight: vars.font.weightMedium,
  lineHeight: vars.font.lineHeightTight,
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
});

/** Stretches the name's button over the whole card, so tapping anywhere opens the item. */
export const open = style({
  appearance: 'none',
  padding: 0,
  border: 'none',
  background: 'none',
  ...textButton,
  selectors: {
    '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: vars.radius.large },
    '&:focus-visible::after': {
      outline: `2px solid ${vars.color.focusRing}`,
      outlineOffset: '-2px',
    },
  },
});

export const excerpt = style({
  margin: 0,
  fontSize: vars.font.sizeXsmall,
  color: vars.color.textMuted,
  ...singleLineEllipsis,
});

export const footer = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.xsmall,
  padding: vars.space.small,
  paddingTop: 0,
});

export const cart = style({ position: 'relative', zIndex: 1 });
