import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';

export const radioOrientations = ['vertical', 'horizontal'] as const;

export const group = style({ margin: 0, padding: 0, border: 'none', minWidth: 0 });

export const legend = style({
  padding: 0,
  marginBottom: vars.space.xsmall,
  fontSize: vars.font.sizeSmall,
  fontWeight: vars.font.weightMedium,
  color: vars.color.text,
});

export const options = styleVariants({
  vertical: { display: 'grid' },
  horizontal: { display: 'flex', flexWrap: 'wrap', columnGap: vars.space.large },
});

export const option = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.small,
  minHeight: vars.layout.touchTarget,
  cursor: 'pointer',
  color: vars.color.text,
  selectors: { '&[data-disabled="true"]': { cursor: 'not-allowed', opacity: 0.5 } },
});

export const input = style({
  appearance: 'none',
  flexShrink: 0,
  width: '22px',
  height: '22px',
  margin: 0,
  border: `2px solid ${vars.color.textMuted}`,
  borderRadius: vars.radius.full,
  background: vars.color.surface,
  cursor: 'inherit',
  transition: `box-shadow ${vars.motion.durationFast} ${vars.motion.easing}`,
  selectors: {
    '&:checked': {
      borderColor: vars.color.brand,
      background: vars.color.brand,
      boxShadow: `inset 0 0 0 4px ${vars.color.surface}`,
    },
  },
});

export const error = style({
  margin: 0,
  fontSize: vars.font.sizeXsmall,
  color: vars.color.critical,
});
