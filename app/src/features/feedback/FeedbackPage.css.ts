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

export const field = style({ display: 'grid', gap: vars.space.xsmall });

export const label = style({ fontSize: vars.font.sizeSmall, fontWeight: vars.font.weightMedium });

export const textarea = style({
  minHeight: '140px',
  padding: vars.space.medium,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  resize: 'vertical',
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '1px' },
    '&[aria-invalid="true"]': { borderColor: vars.color.critical },
  },
});

export const counter = style({
  justifySelf: 'end',
  fontSize: vars.font.sizeXsmall,
  color: vars.color.textMuted,
});

export const error = style({
  margin: 0,
  fontSize: vars.font.sizeSmall,
  color: vars.color.critical,
});
