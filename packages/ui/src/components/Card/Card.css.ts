import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';

export const cardPaddings = ['none', 'small', 'standard'] as const;
export const cardElevations = ['flat', 'raised'] as const;

export const card = style({
  display: 'block',
  minWidth: 0,
  background: vars.color.surface,
  color: vars.color.text,
  borderRadius: vars.radius.large,
  overflow: 'hidden',
});

export const padding = styleVariants({
  none: { padding: 0 },
  small: { padding: vars.space.medium },
  standard: { padding: vars.space.large },
});

export const elevation = styleVariants({
  flat: { border: `1px solid ${vars.color.border}` },
  raised: { boxShadow: vars.shadow.small },
});

export const interactive = style({
  appearance: 'none',
  width: '100%',
  border: 'none',
  font: 'inherit',
  textAlign: 'start',
  cursor: 'pointer',
  transition: `box-shadow ${vars.motion.durationFast} ${vars.motion.easing}`,
  selectors: { '&:hover': { boxShadow: vars.shadow.medium } },
});

export const header = style({
  display: 'flex',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space.small,
  marginBottom: vars.space.small,
});

export const title = style({
  margin: 0,
  fontSize: vars.font.sizeLarge,
  fontWeight: vars.font.weightStrong,
  lineHeight: vars.font.lineHeightTight,
});
