import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@citylife/ui';
import { DRAWING_COLOUR } from './drawing';

/** The map's window on the page: most of a phone's screen, with room for the controls. */
export const frame = style({
  position: 'relative',
  height: '60vh',
  minHeight: '320px',
  borderRadius: vars.radius.medium,
  overflow: 'hidden',
  background: vars.color.surfaceMuted,
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

/** A bubble over the map (above its point) in the theme's colours, light or dark. */
export const popup = style({});
globalStyle(`${popup} .maplibregl-popup-content`, {
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
});
globalStyle(`${popup} .maplibregl-popup-tip`, { borderTopColor: vars.color.surface });

/** The map's centre, where a point added without pointing goes: a cross over the map. */
export const crosshair = style({
  position: 'absolute',
  left: '50%',
  top: '50%',
  width: '28px',
  height: '28px',
  transform: 'translate(-50%, -50%)',
  pointerEvents: 'none',
  zIndex: 2,
  background:
    `linear-gradient(${DRAWING_COLOUR}, ${DRAWING_COLOUR}) center / 2px 100% no-repeat, ` +
    `linear-gradient(${DRAWING_COLOUR}, ${DRAWING_COLOUR}) center / 100% 2px no-repeat`,
  filter: 'drop-shadow(0 0 1px #ffffff) drop-shadow(0 0 1px #ffffff)',
});
