import { style } from '@vanilla-extract/css';
import { vars } from '../themes/contract.css';

// Shared parts of the on/off and one-of-many controls (Checkbox, Radio, Switch).

/** A tappable row: the control and its label, dimmed and not clickable when disabled. */
export const row = style({
  display: 'inline-flex',
  gap: vars.space.small,
  minHeight: vars.layout.touchTarget,
  cursor: 'pointer',
  color: vars.color.text,
  selectors: { '&[data-disabled="true"]': { cursor: 'not-allowed', opacity: 0.5 } },
});

/** A native input drawn by the kit: a 2 px muted outline on the surface colour. */
export const input = style({
  appearance: 'none',
  margin: 0,
  border: `2px solid ${vars.color.textMuted}`,
  background: vars.color.surface,
  cursor: 'inherit',
});

/** The label over its description. */
export const text = style({ display: 'grid', gap: vars.space.xxsmall });

export const description = style({ fontSize: vars.font.sizeSmall, color: vars.color.textMuted });
