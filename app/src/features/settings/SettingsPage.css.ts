import { style } from '@vanilla-extract/css';
import { vars } from '@citylife/ui';

export const page = style({
  display: 'grid',
  gap: vars.space.xlarge,
  padding: vars.space.large,
  maxWidth: '640px',
  margin: '0 auto',
});

export const section = style({ display: 'grid', gap: vars.space.medium });
