import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@citylife/ui';

/** The map's window on the page: most of a phone's screen, with room for the controls. */
export const frame = style({
  position: 'relative',
  height: '60vh',
  minHeight: '320px',
  borderRadius: vars.radius.medium,
  overflow: 'hidden',
  background: vars.color.surfaceMuted,
});

/** maplibre makes its container `position: relative`, so the size comes from the frame. */
export const canvas = style({ width: '100%', height: '100%' });

/** Loading and failure shown over the map. */
export const overlay = style({
  position: 'absolute',
  inset: 0,
  zIndex: 3,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: vars.space.medium,
  background: vars.color.surface,
});

/** A dropped marker: a numbered pin. */
export const pin = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '28px',
  height: '28px',
  borderRadius: '50% 50% 50% 0',
  transform: 'rotate(-45deg)',
  border: '2px solid #ffffff',
  background: '#c62828',
  boxShadow: '0 1px 4px rgba(0, 0, 0, 0.35)',
});

export const pinLabel = style({
  transform: 'rotate(45deg)',
  color: '#ffffff',
  fontSize: '12px',
  fontWeight: 700,
});

/** Where the device is: a blue dot with a white ring. */
export const position = style({
  width: '18px',
  height: '18px',
  borderRadius: '50%',
  border: '3px solid #ffffff',
  background: '#1a73e8',
  boxShadow: '0 0 0 6px rgba(26, 115, 232, 0.25)',
});

/** A bubble over the map (above its point) in the theme's colours, light or dark. */
export const popup = style({});
globalStyle(`${popup} .maplibregl-popup-content`, {
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
});
globalStyle(`${popup} .maplibregl-popup-tip`, { borderTopColor: vars.color.surface });
