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

/** maplibre makes its container `position: relative`, so the size comes from the frame. */
export const canvas = style({ width: '100%', height: '100%' });

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

export const overlay = style({
  position: 'absolute',
  inset: 0,
  zIndex: 3,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: vars.space.large,
  background: vars.color.background,
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

/** Where the device is: a blue dot with a white ring. */
export const position = style({
  width: '18px',
  height: '18px',
  borderRadius: '50%',
  border: '3px solid #ffffff',
  background: '#1a73e8',
  boxShadow: '0 0 0 6px rgba(26, 115, 232, 0.25)',
});
