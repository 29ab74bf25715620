import { style } from '@vanilla-extract/css';
import { tileButton } from '../../internal/tile.css';
import { singleLineEllipsis } from '../../internal/declarations';
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

export const button = style([
  tileButton,
  {
    position: 'relative',
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.xxsmall,
    minHeight: '56px',
    color: vars.color.textMuted,
    textDecoration: 'none',
    selectors: { '&[aria-current="page"]': { color: vars.color.brand } },
  },
]);

export const label = style({
  maxWidth: '100%',
  ...singleLineEllipsis,
});

export const badge = style({ position: 'absolute', top: vars.space.xxsmall, left: '55%' });
