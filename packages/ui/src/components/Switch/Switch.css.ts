import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';

export const root = style({
  appearance: 'none',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.medium,
  width: '100%',
  minHeight: vars.layout.touchTarget,
  padding: 0,
  border: 'none',
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  textAlign: 'start',
  cursor: 'pointer',
  selectors: { '&:disabled': { cursor: 'not-allowed', opacity: 0.5 } },
});

export const inline = style({ width: 'auto' });

export const track = style({
  position: 'relative',
  flexShrink: 0,
  width: '44px',
  height: '26px',
  borderRadius: vars.radius.full,
  background: vars.color.surfaceMuted,
  border: `2px solid ${vars.color.textMuted}`,
  transition: `background-color ${vars.motion.durationFast} ${vars.motion.easing}`,
  selectors: {
    [`${root}[aria-checked="true"] &`]: {
      background: vars.color.brand,
      borderColor: vars.color.brand,
    },
  },
});

export const thumb = style({
  position: 'absolute',
  top: '2px',
  left: '2px',
  width: '18px',
  height: '18px',
  borderRadius: vars.radius.full,
  background: vars.color.textMuted,
  transition: `transform ${vars.motion.durationFast} ${vars.motion.easing}`,
  selectors: {
    [`${root}[aria-checked="true"] &`]: {
      transform: 'translateX(18px)',
      background: vars.color.onBrand,
    },
  },
});
