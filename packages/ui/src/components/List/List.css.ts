import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';

export const list = style({
  margin: 0,
  padding: 0,
  listStyle: 'none',
  background: vars.color.surface,
  borderRadius: vars.radius.medium,
  overflow: 'hidden',
});

export const item = style({
  selectors: { '& + &': { borderTop: `1px solid ${vars.color.border}` } },
});

export const row = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.medium,
  width: '100%',
  minHeight: '52px',
  padding: `${vars.space.small} ${vars.space.large}`,
  border: 'none',
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  textAlign: 'start',
  textDecoration: 'none',
});

export const interactive = style({
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.surfaceMuted },
    '&:disabled': { cursor: 'not-allowed', opacity: 0.5 },
  },
});

export const leading = style({
  display: 'inline-flex',
  flexShrink: 0,
  color: vars.color.textMuted,
});

export const text = style({ display: 'grid', flex: 1, minWidth: 0, gap: vars.space.xxsmall });

export const title = style({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  fontSize: vars.font.sizeStandard,
  lineHeight: vars.font.lineHeightTight,
});

export const description = style({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  fontSize: vars.font.sizeSmall,
  color: vars.color.textMuted,
});

export const trailing = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  flexShrink: 0,
  color: vars.color.textMuted,
  fontSize: vars.font.sizeSmall,
});
