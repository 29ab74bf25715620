import { style } from '@vanilla-extract/css';

/** maplibre makes its container `position: relative`, so the size comes from the frame. */
export const canvas = style({ width: '100%', height: '100%' });

/** Loading and failure cover the whole map, above its canvas and its controls. */
export const overlay = style({ position: 'absolute', inset: 0, zIndex: 3 });

/** Where the device is: a blue dot with a white ring. */
export const position = style({
  width: '18px',
  height: '18px',
  borderRadius: '50%',
  border: '3px solid #ffffff',
  background: '#1a73e8',
  boxShadow: '0 0 0 6px rgba(26, 115, 232, 0.25)',
});
