import { style } from '@vanilla-extract/css';
import { vars } from '@citylife/ui';

const APP_BAR_HEIGHT = '56px';

/** The map fills the screen between the app bar and the bottom bar. */
export const frame = style({
  position: 'relative',
  height: `calc(100dvh - ${APP_BAR_HEIGHT} - env(safe-area-inset-top) - ${vars.layout.bottomBarHeight} - env(safe-area-inset-bottom))`,
  minHeight: '320px',
  // The shell leaves room under every screen; the map uses it instead of scrolling.
  marginBottom: `calc(-1 * ${vars.space.large})`,
  overflow: 'hidden',
});

/** Controls float over the map's corners, above its canvas. */
export const topStart = style({
  position: 'absolute',
  top: vars.space.small,
  insetInlineStart: vars.space.small,
  zIndex: 2,
});

export const topEnd = style({
  position: 'absolute',
  top: vars.space.small,
  insetInlineEnd: vars.space.small,
  zIndex: 2,
});

/** An attraction's marker: its type's icon on a round button. */
export const marker = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '36px',
  height: '36px',
  padding: 0,
  border: `2px solid ${vars.color.surface}`,
  borderRadius: '50%',
  background: vars.color.surface,
  boxShadow: '0 1px 4px rgba(0, 0, 0, 0.35)',
  cursor: 'pointer',
  ':focus-visible': { outline: `3px solid ${vars.color.brand}`, outlineOffset: '2px' },
});

export const markerIcon = style({ width: '28px', height: '28px', objectFit: 'contain' });
