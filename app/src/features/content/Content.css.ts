import { style } from '@vanilla-extract/css';
import { vars } from '@citylife/ui';

/** The about facts: names in one column as wide as the longest, values beside them. */
export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  gap: `${vars.space.small} ${vars.space.large}`,
});

/** The customer-service QR code: its own white margin on every theme, never scaled up. */
export const qr = style({
  display: 'block',
  maxWidth: '100%',
  height: 'auto',
  margin: 0,
  imageRendering: 'pixelated',
});
