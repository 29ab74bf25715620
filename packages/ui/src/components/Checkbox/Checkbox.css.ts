import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';

export const root = style({
  display: 'inline-flex',
  alignItems: 'flex-start',
  gap: vars.space.small,
  minHeight: vars.layout.touchTarget,
  paddingBlock: vars.space.small,
  cursor: 'pointer',
  color: vars.color.text,
  selectors: { '&[data-disabled="true"]': { cursor: 'not-allowed', opacity: 0.5 } },
});

export const box = style({
  position: 'relative',
  display: 'inline-grid',
  placeItems: 'center',
  flexShrink: 0,
  width: '22px',
  height: '22px',
  marginTop: '1px',
});

export const input = style({
  appearance: 'none',
  position: 'absolute',
  inset: 0,
  margin: 0,
  border: `2px solid ${vars.color.textMuted}`,
  borderRadius: vars.radius.small,
  background: vars.color.surface,
  cursor: 'inherit',
  transition: `background-color ${vars.motion.durationFast} ${vars.motion.easing}`,
  selectors: {
    '&:checked': { background: vars.color.brand, borderColor: vars.color.brand },
    '&[aria-invalid="true"]': { borderColor: vars.color.critical },
  },
});

export const check = style({
  position: 'relative',
  width: '16px',
  height: '16px',
  color: vars.color.onBrand,
  opacity: 0,
  pointerEvents: 'none',
  strokeWidth: 3,
  selectors: { [`${input}:checked + &`]: { opacity: 1 } },
});

export const text = style({
  display: 'grid',
  gap: vars.space.xxsmall,
  lineHeight: vars.font.lineHeightStandard,
});

export const description = style({ fontSize: vars.font.sizeSmall, color: vars.color.textMuted });
