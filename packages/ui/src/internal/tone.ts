import { styleVariants, type StyleRule } from '@vanilla-extract/css';
import { vars } from '../themes/contract.css';
import { SOFT_HOVER_MIX, SOFT_MIX } from '../themes/palette';

/** Each tone's colour, and the colour of text and icons drawn on it. */
const tonePairs = {
  plain: [vars.color.text, vars.color.surface],
  brand: [vars.color.brand, vars.color.onBrand],
  accent: [vars.color.accent, vars.color.onAccent],
  positive: [vars.color.positive, vars.color.onPositive],
  critical: [vars.color.critical, vars.color.onCritical],
  caution: [vars.color.caution, vars.color.onCaution],
  neutral: [vars.color.neutral, vars.color.onNeutral],
} as const;

export type Tone = keyof typeof tonePairs;

/**
 * One class per tone of `tones` (called from a .css.ts file) that sets the component's
 * `toneColor` variable to the tone's colour and, when given, `onToneColor` to the colour
 * drawn on it; the component's variants paint with those variables.
 */
export function toneVariants<T extends Tone>(
  tones: readonly T[],
  toneColor: string,
  onToneColor?: string,
): Record<T, string> {
  const rules = {} as Record<T, StyleRule>;
  for (const tone of tones) {
    const [color, onColor] = tonePairs[tone];
    rules[tone] = {
      vars: onToneColor ? { [toneColor]: color, [onToneColor]: onColor } : { [toneColor]: color },
    };
  }
  return styleVariants(rules);
}

/** `color` washed into the surface at `share` (a soft fill: SOFT_MIX at rest, SOFT_HOVER_MIX on hover). */
export function softWash(color: string, share: number = SOFT_MIX): string {
  return `color-mix(in srgb, ${color} ${share * 100}%, ${vars.color.surface})`;
}

/**
 * The `soft` variant of a toned control: the tone's colour on a wash of it, a stronger wash
 * while hovered (`hover` is the selector of that state).
 */
export function softVariant(toneColor: string, hover: string): StyleRule {
  return {
    background: softWash(toneColor),
    color: toneColor,
    selectors: { [hover]: { background: softWash(toneColor, SOFT_HOVER_MIX) } },
  };
}

/** The colour of text and icons drawn in each foreground tone. */
const foregroundColors = {
  neutral: vars.color.text,
  muted: vars.color.textMuted,
  brand: vars.color.brand,
  accent: vars.color.accent,
  price: vars.color.price,
  critical: vars.color.critical,
  positive: vars.color.positive,
  caution: vars.color.caution,
  onBrand: vars.color.onBrand,
  inherit: 'inherit',
} as const;

/** A `color` rule per tone of `tones`, in their order, for the tone variants of text or icons. */
export function foregroundRules<T extends keyof typeof foregroundColors>(
  tones: readonly T[],
): Record<T, StyleRule> {
  const rules = {} as Record<T, StyleRule>;
  for (const tone of tones) rules[tone] = { color: foregroundColors[tone] };
  return rules;
}
