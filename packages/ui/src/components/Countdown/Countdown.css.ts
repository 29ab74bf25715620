import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';

export const root = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  color: vars.color.text,
  fontVariantNumeric: 'tabular-nums',
});

export const label = style({ color: vars.color.textMuted, fontSize: vars.font.sizeSmall });

export const time = style({ fontWeight: vars.font.weightStrong, color: vars.color.critical });

export const ended = style({ color: vars.color.textMuted, fontWeight: vars.font.weightMedium });
