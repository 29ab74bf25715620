import { style } from '@vanilla-extract/css';
import { vars } from '@citylife/ui';

export const page = style({
  display: 'grid',
  gap: vars.space.large,
  padding: vars.space.large,
  maxWidth: '640px',
  margin: '0 auto',
});

export const form = style({ display: 'grid', gap: vars.space.medium });

export const lead = style({ margin: 0, color: vars.color.textMuted });

export const error = style({
  margin: 0,
  fontSize: vars.font.sizeSmall,
  color: vars.color.critical,
});
