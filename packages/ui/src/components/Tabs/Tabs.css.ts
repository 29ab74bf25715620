import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';

export const tabList = style({
  display: 'flex',
  overflowX: 'auto',
  borderBottom: `1px solid ${vars.color.border}`,
  scrollbarWidth: 'none',
});

export const tab = style({
  appearance: 'none',
  position: 'relative',
  flex: '1 0 auto',
  minHeight: vars.layout.touchTarget,
  paddingInline: vars.space.large,
  border: 'none',
  background: 'transparent',
  color: vars.color.textMuted,
  font: 'inherit',
  fontSize: vars.font.sizeSmall,
  fontWeight: vars.font.weightMedium,
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  selectors: {
    '&[aria-selected="true"]': { color: vars.color.brand },
    '&[aria-selected="true"]::after': {
      content: '""',
      position: 'absolute',
      insetInline: vars.space.large,
      bottom: 0,
      height: '3px',
      borderRadius: vars.radius.small,
      background: vars.color.brand,
    },
    '&:disabled': { cursor: 'not-allowed', opacity: 0.5 },
  },
});

export const count = style({
  marginInlineStart: vars.space.xsmall,
  fontSize: vars.font.sizeXsmall,
});

export const panel = style({ paddingBlock: vars.space.medium, outline: 'none' });
