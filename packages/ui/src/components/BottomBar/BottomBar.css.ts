import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';

export const bar = style({
  zIndex: vars.zIndex.appBar,
  background: vars.color.surface,
  borderTop: `1px solid ${vars.color.border}`,
  paddingBottom: 'env(safe-area-inset-bottom)',
});

export const fixed = style({ position: 'fixed', insetInline: 0, bottom: 0 });

export const list = style({ display: 'flex', margin: 0, padding: 0, listStyle: 'none' });

export const entry = style({ flex: 1, minWidth: 0 });

export const button = style({
  appearance: 'none',
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xxsmall,
  width: '100%',
  minHeight: '56px',
  padding: vars.space.xsmall,
  border: 'none',
  background: 'transparent',
  color: vars.color.textMuted,
  font: 'inherit',
  fontSize: vars.font.sizeXsmall,
  textDecoration: 'none',
  cursor: 'pointer',
  selectors: { '&[aria-current="page"]': { color: vars.color.brand } },
});

export const label = style({
  maxWidth: '100%',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const badge = style({ position: 'absolute', top: vars.space.xxsmall, left: '55%' });
