import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@citylife/ui';

export const app = style({ minHeight: '100dvh', fontFamily: vars.font.family });

/** Room under the last screen line for the fixed bottom bar. */
export const main = style({
  paddingBottom: `calc(${vars.layout.bottomBarHeight} + env(safe-area-inset-bottom) + ${vars.space.large})`,
  overflowX: 'hidden',
});

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

/** The offline banner sits on the bottom bar. */
export const offlineBanner = style({
  position: 'fixed',
  insetInline: 0,
  bottom: `calc(${vars.layout.bottomBarHeight} + env(safe-area-inset-bottom))`,
  zIndex: vars.zIndex.appBar,
});
