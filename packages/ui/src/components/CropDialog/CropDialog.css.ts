import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';

export const stage = style({
  position: 'relative',
  width: '100%',
  aspectRatio: '1',
  overflow: 'hidden',
  borderRadius: vars.radius.medium,
  background: vars.color.surfaceMuted,
});

// The cropping library's own stylesheet is not injected; these classes replace it
// with the theme's colours.
export const container = style({
  position: 'absolute',
  inset: 0,
  overflow: 'hidden',
  userSelect: 'none',
  touchAction: 'none',
  cursor: 'move',
  display: 'flex',
  justifyContent: 'center',
  alignItems: 'center',
});

export const media = style({
  position: 'absolute',
  inset: 0,
  maxWidth: '100%',
  maxHeight: '100%',
  margin: 'auto',
  willChange: 'transform',
});

export const cropArea = style({
  position: 'absolute',
  left: '50%',
  top: '50%',
  transform: 'translate(-50%, -50%)',
  border: `2px solid ${vars.color.surface}`,
  boxShadow: `0 0 0 9999em ${vars.color.overlay}`,
  overflow: 'hidden',
  selectors: {
    '&::before, &::after': {
      content: '""',
      position: 'absolute',
      border: `1px solid ${vars.color.surface}`,
      opacity: 0.6,
    },
    '&::before': { top: 0, bottom: 0, left: '33.33%', right: '33.33%', borderBlock: 'none' },
    '&::after': { left: 0, right: 0, top: '33.33%', bottom: '33.33%', borderInline: 'none' },
    '&:focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});

export const zoom = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  alignItems: 'center',
  gap: vars.space.medium,
  marginTop: vars.space.medium,
  fontSize: vars.font.sizeSmall,
});

export const range = style({ width: '100%', accentColor: vars.color.brand });
