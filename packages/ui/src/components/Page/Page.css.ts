import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';

export const pageWidths = ['narrow', 'standard', 'wide'] as const;

export const page = style({
  display: 'grid',
  // One column that may shrink below its content's width: nothing wide pushes the page
  // wider than the screen (wide content scrolls inside its own box).
  gridTemplateColumns: 'minmax(0, 1fr)',
  alignContent: 'start',
  gap: vars.space.large,
  padding: vars.space.large,
  marginInline: 'auto',
  boxSizing: 'border-box',
});

export const width = styleVariants({
  narrow: { maxWidth: '480px' },
  standard: { maxWidth: '640px' },
  wide: { maxWidth: '720px' },
});

/** Room at the end of the page, so the fixed actions never hide its last lines. */
export const withActions = style({
  paddingBottom: `calc(${vars.layout.touchTarget} + ${vars.space.xxlarge} + ${vars.space.large})`,
});

/** The page's actions float above the bottom bar, as wide as the page. */
export const actions = style({
  position: 'fixed',
  insetInline: vars.space.small,
  maxWidth: `calc(720px - 2 * ${vars.space.small})`,
  marginInline: 'auto',
  bottom: `calc(${vars.layout.bottomBarHeight} + env(safe-area-inset-bottom) + ${vars.space.small})`,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  padding: vars.space.small,
  borderRadius: vars.radius.large,
  background: vars.color.surface,
  boxShadow: vars.shadow.medium,
  zIndex: vars.zIndex.appBar,
});
