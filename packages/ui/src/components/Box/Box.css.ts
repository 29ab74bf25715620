import { style } from '@vanilla-extract/css';
import { createSprinkles, defineProperties } from '@vanilla-extract/sprinkles';
import { vars } from '../../themes/contract.css';

/** Lists and headings laid out by a Box lose the browser's own margins and bullets. */
export const reset = style({ margin: 0, minWidth: 0, boxSizing: 'border-box' });
export const listReset = style({ listStyle: 'none', padding: 0 });
// Declared before the sprinkles, so that a padding prop wins over the list reset.

/** Layout properties a Box takes as props; space and radii come from the theme only. */
const layout = defineProperties({
  properties: {
    display: ['none', 'block', 'inline-block', 'flex', 'inline-flex', 'grid'],
    position: ['relative'],
    flexDirection: ['row', 'column'],
    flexWrap: ['wrap', 'nowrap'],
    alignItems: ['flex-start', 'center', 'flex-end', 'stretch', 'baseline'],
    justifyContent: ['flex-start', 'center', 'flex-end', 'space-between'],
    justifyItems: ['start', 'center', 'end', 'stretch'],
    flexGrow: [0, 1],
    flexShrink: [0],
    minWidth: [0],
    gap: vars.space,
    paddingTop: vars.space,
    paddingBottom: vars.space,
    paddingLeft: vars.space,
    paddingRight: vars.space,
    borderRadius: vars.radius,
    boxShadow: vars.shadow,
    overflow: ['hidden', 'auto'],
    textAlign: ['start', 'center', 'end'],
  },
  shorthands: {
    padding: ['paddingTop', 'paddingBottom', 'paddingLeft', 'paddingRight'],
    paddingX: ['paddingLeft', 'paddingRight'],
    paddingY: ['paddingTop', 'paddingBottom'],
  },
});

/** Surfaces and text colours a Box takes as props, from the theme's palette. */
const colours = defineProperties({
  properties: {
    background: {
      background: vars.color.background,
      surface: vars.color.surface,
      surfaceMuted: vars.color.surfaceMuted,
      brand: vars.color.brand,
    },
    color: {
      text: vars.color.text,
      textMuted: vars.color.textMuted,
      onBrand: vars.color.onBrand,
    },
    border: { none: 'none', standard: `1px solid ${vars.color.border}` },
  },
});

export const sprinkles = createSprinkles(layout, colours);
export type Sprinkles = Parameters<typeof sprinkles>[0];
