import { style } from '@vanilla-extract/css';
import { vars } from '@citylife/ui';

export const page = style({
  display: 'grid',
  gap: vars.space.large,
  padding: vars.space.large,
  maxWidth: '640px',
  margin: '0 auto',
});

export const header = style({
  display: 'grid',
  gap: vars.space.xsmall,
});

export const title = style({
  margin: 0,
  fontSize: vars.font.sizeXxlarge,
  lineHeight: vars.font.lineHeightTight,
  color: vars.color.brand,
});

export const lead = style({ margin: 0, color: vars.color.textMuted });

export const card = style({
  display: 'grid',
  gap: vars.space.medium,
  padding: vars.space.large,
  borderRadius: vars.radius.large,
  background: vars.color.surface,
  boxShadow: vars.shadow.small,
});

export const cardTitle = style({
  margin: 0,
  fontSize: vars.font.sizeLarge,
});

export const phone = style({
  margin: 0,
  fontSize: vars.font.sizeXlarge,
  fontWeight: vars.font.weightStrong,
  letterSpacing: '0.02em',
});

export const muted = style({ margin: 0, color: vars.color.textMuted });

export const languages = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.small,
  border: 0,
  margin: 0,
  padding: 0,
});
