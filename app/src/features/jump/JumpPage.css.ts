import { style } from '@vanilla-extract/css';
import { vars } from '@citylife/ui';

export const page = style({
  display: 'grid',
  placeItems: 'center',
  minHeight: '40vh',
  padding: vars.space.large,
});
