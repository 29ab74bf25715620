import { style } from '@vanilla-extract/css';
import { singleLineEllipsis } from '../../internal/declarations';
import { vars } from '../../themes/contract.css';

export const root = style({ display: 'grid', gap: vars.space.small });

export const row = style({ display: 'flex', alignItems: 'center', gap: vars.space.medium });

export const preview = style({
  width: '64px',
  height: '64px',
  flexShrink: 0,
  borderRadius: vars.radius.medium,
  objectFit: 'cover',
  background: vars.color.surfaceMuted,
});

export const picker = style({
  position: 'relative',
  selectors: {
    '&:focus-within': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
    '&:has(input:disabled)': { opacity: 0.5, cursor: 'not-allowed' },
  },
});

export const status = style({ display: 'grid', gap: vars.space.xsmall, flex: 1, minWidth: 0 });

export const fileName = style({
  ...singleLineEllipsis,
  fontSize: vars.font.sizeSmall,
});

export const done = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  margin: 0,
  color: vars.color.positive,
  fontSize: vars.font.sizeSmall,
});

export const failed = style({
  display: 'flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  gap: vars.space.small,
  margin: 0,
  color: vars.color.critical,
  fontSize: vars.font.sizeSmall,
});
