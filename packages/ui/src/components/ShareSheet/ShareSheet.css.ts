import { style } from '@vanilla-extract/css';
import { tileButton } from '../../internal/tile.css';
import { vars } from '../../themes/contract.css';

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(4, minmax(0, 1fr))',
  gap: vars.space.small,
  margin: 0,
  padding: 0,
  paddingTop: vars.space.xsmall,
  listStyle: 'none',
});

export const target = style([
  tileButton,
  {
    display: 'grid',
    justifyItems: 'center',
    alignContent: 'start',
    gap: vars.space.xsmall,
    minHeight: '84px',
    borderRadius: vars.radius.medium,
    color: vars.color.text,
    textAlign: 'center',
    selectors: { '&:hover': { background: vars.color.surfaceMuted } },
  },
]);

export const icon = style({
  display: 'grid',
  placeItems: 'center',
  width: '48px',
  height: '48px',
  borderRadius: vars.radius.full,
  background: `color-mix(in srgb, ${vars.color.brand} 12%, ${vars.color.surface})`,
  color: vars.color.brand,
});

export const label = style({ overflowWrap: 'anywhere', lineHeight: vars.font.lineHeightTight });
