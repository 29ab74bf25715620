import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';

export const captchaStatuses = ['verifying', 'verified', 'failed'] as const;

export const row = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  minHeight: '42px',
});

export const tone = styleVariants({
  verifying: { display: 'inline-flex', color: vars.color.brand },
  verified: { display: 'inline-flex', color: vars.color.positive },
  failed: { display: 'inline-flex', color: vars.color.critical },
});

export const text = style({
  flex: 1,
  margin: 0,
  fontSize: vars.font.sizeSmall,
  color: vars.color.text,
});
