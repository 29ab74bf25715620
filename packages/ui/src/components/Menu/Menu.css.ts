import { style } from '@vanilla-extract/css';
import { outlinedControl, textButton } from '../../internal/declarations';
import { vars } from '../../themes/contract.css';

export const trigger = style({
  appearance: 'none',
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  ...outlinedControl,
  font: 'inherit',
  cursor: 'pointer',
});

export const menu = style({
  zIndex: vars.zIndex.tooltip,
  minWidth: '180px',
  maxWidth: 'calc(100vw - 16px)',
  padding: vars.space.xsmall,
  borderRadius: vars.radius.medium,
  background: vars.color.surface,
  color: vars.color.text,
  boxShadow: vars.shadow.large,
  outline: 'none',
});

export const item = style({
  appearance: 'none',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  width: '100%',
  minHeight: vars.layout.touchTarget,
  paddingInline: vars.space.medium,
  border: 'none',
  borderRadius: vars.radius.small,
  background: 'transparent',
  ...textButton,
  selectors: {
    '&:focus-visible, &:hover': { background: vars.color.surfaceMuted },
    '&[aria-disabled="true"]': { cursor: 'not-allowed', opacity: 0.5 },
  },
});

export const critical = style({ color: vars.color.critical });
