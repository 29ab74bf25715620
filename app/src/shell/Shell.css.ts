import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@citylife/ui';

const BOTTOM_BAR_HEIGHT = '56px';

export const app = style({
  minHeight: '100dvh',
  background: vars.color.background,
  color: vars.color.text,
  fontFamily: vars.font.family,
});

export const main = style({
  paddingBottom: `calc(${BOTTOM_BAR_HEIGHT} + env(safe-area-inset-bottom) + ${vars.space.large})`,
  overflowX: 'hidden',
});

export const screenPadding = style({ padding: vars.space.large });

const enterFromRight = keyframes({
  from: { transform: 'translateX(40%)', opacity: 0 },
  to: { transform: 'none', opacity: 1 },
});

const enterFromLeft = keyframes({
  from: { transform: 'translateX(-40%)', opacity: 0 },
  to: { transform: 'none', opacity: 1 },
});

const slideBase = style({
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});

/** `left`: the new page slides in to the left (deeper); `right`: back to a shallower one. */
export const slide = styleVariants({
  left: [
    slideBase,
    { animation: `${enterFromRight} ${vars.motion.durationSlow} ${vars.motion.easing}` },
  ],
  right: [
    slideBase,
    { animation: `${enterFromLeft} ${vars.motion.durationSlow} ${vars.motion.easing}` },
  ],
  none: {},
});

export const loadingBar = style({
  position: 'fixed',
  insetInline: 0,
  top: 0,
  zIndex: vars.zIndex.snackbar,
  pointerEvents: 'none',
});

export const offlineBanner = style({
  position: 'fixed',
  insetInline: 0,
  bottom: `calc(${BOTTOM_BAR_HEIGHT} + env(safe-area-inset-bottom))`,
  zIndex: vars.zIndex.appBar,
});

export const drawerUser = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.medium,
  padding: vars.space.medium,
});

export const drawerUserName = style({
  margin: 0,
  fontWeight: vars.font.weightStrong,
});

export const drawerSection = style({
  display: 'grid',
  gap: vars.space.small,
  marginBlock: vars.space.large,
});

export const drawerHeading = style({
  margin: 0,
  paddingInline: vars.space.medium,
  fontSize: vars.font.sizeSmall,
  color: vars.color.textMuted,
  fontWeight: vars.font.weightMedium,
});

export const languages = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.small,
  paddingInline: vars.space.medium,
});

export const version = style({
  margin: 0,
  fontSize: vars.font.sizeXsmall,
  color: vars.color.textMuted,
});

export const alertDetail = style({
  margin: 0,
  fontSize: vars.font.sizeSmall,
  color: vars.color.textMuted,
  wordBreak: 'break-all',
});
