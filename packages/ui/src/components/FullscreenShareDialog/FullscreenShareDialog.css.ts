import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';

export const layer = style({
  flex: 1,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-end',
  justifyContent: 'flex-start',
  gap: vars.space.large,
  padding: vars.space.large,
  background: vars.color.overlay,
  cursor: 'pointer',
});

export const arrow = style({
  width: '64px',
  height: '64px',
  marginInlineEnd: vars.space.small,
  color: vars.color.surface,
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 3,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
});

export const bubble = style({
  alignSelf: 'stretch',
  display: 'grid',
  gap: vars.space.small,
  padding: vars.space.large,
  borderRadius: vars.radius.large,
  background: vars.color.surface,
  color: vars.color.text,
  boxShadow: vars.shadow.large,
});

export const title = style({
  margin: 0,
  fontSize: vars.font.sizeLarge,
  fontWeight: vars.font.weightStrong,
});

export const hint = style({ margin: 0, fontSize: vars.font.sizeStandard });

export const close = style({ alignSelf: 'center', marginTop: 'auto' });
