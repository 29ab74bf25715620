import { style } from '@vanilla-extract/css';
import * as choice from '../../internal/choice.css';
import { vars } from '../../themes/contract.css';

export const root = style([
  choice.row,
  { alignItems: 'flex-start', paddingBlock: vars.space.small },
]);

export const box = style({
  position: 'relative',
  display: 'inline-grid',
  placeItems: 'center',
  flexShrink: 0,
  width: '22px',
  height: '22px',
  marginTop: '1px',
});

export const input = style([
  choice.input,
  {
    position: 'absolute',
    inset: 0,
    borderRadius: vars.radius.small,
    transition: `background-color ${vars.motion.durationFast} ${vars.motion.easing}`,
    selectors: {
      '&:checked': { background: vars.color.brand, borderColor: vars.color.brand },
      '&[aria-invalid="true"]': { borderColor: vars.color.critical },
    },
  },
]);

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

export const text = style({ lineHeight: vars.font.lineHeightStandard });
