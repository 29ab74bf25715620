import { style } from '@vanilla-extract/css';
import { vars } from '@citylife/ui';

export const page = style({
  display: 'grid',
  gap: vars.space.large,
  padding: vars.space.large,
  maxWidth: '640px',
  margin: '0 auto',
});

export const searchForm = style({
  display: 'flex',
  alignItems: 'flex-end',
  gap: vars.space.small,
});

export const grow = style({ flex: 1, minWidth: 0 });

export const muted = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.font.sizeSmall,
});

export const banner = style({
  width: '100%',
  aspectRatio: '2 / 1',
  objectFit: 'cover',
  borderRadius: vars.radius.large,
  background: vars.color.surfaceMuted,
});

export const card = style({
  display: 'grid',
  gap: vars.space.small,
  padding: vars.space.large,
  borderRadius: vars.radius.large,
  background: vars.color.surface,
  boxShadow: vars.shadow.small,
});

export const title = style({
  margin: 0,
  fontSize: vars.font.sizeXlarge,
  fontWeight: vars.font.weightStrong,
});

export const subtitle = style({
  margin: 0,
  fontSize: vars.font.sizeStandard,
  fontWeight: vars.font.weightStrong,
});

export const hours = style({ margin: 0, paddingLeft: vars.space.large });

export const open = style({ color: vars.color.positive, fontWeight: vars.font.weightMedium });

export const closed = style({ color: vars.color.textMuted, fontWeight: vars.font.weightMedium });

export const actions = style({ display: 'grid', gap: vars.space.small });

export const footer = style({
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space.small,
  paddingBlock: vars.space.medium,
});

export const form = style({ display: 'grid', gap: vars.space.medium });

export const error = style({
  margin: 0,
  fontSize: vars.font.sizeSmall,
  color: vars.color.critical,
});

export const link = style({ color: vars.color.brand });
