import { style } from '@vanilla-extract/css';
import { vars } from '@citylife/ui';

export const page = style({
  display: 'grid',
  gap: vars.space.large,
  padding: vars.space.large,
  maxWidth: '480px',
  margin: '0 auto',
});

export const form = style({ display: 'grid', gap: vars.space.medium });

export const lead = style({ margin: 0, color: vars.color.textMuted });

export const formError = style({
  margin: 0,
  color: vars.color.critical,
  fontSize: vars.font.sizeSmall,
});

export const done = style({
  margin: 0,
  padding: vars.space.large,
  borderRadius: vars.radius.medium,
  background: vars.color.surface,
  boxShadow: vars.shadow.small,
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.small });
