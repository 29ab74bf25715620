import { getContrast, mix } from 'polished';
import { describe, expect, it } from 'vitest';
import { AA, SOFT_HOVER_MIX, SOFT_MIX, SOLID_HOVER_MIX } from './palette';
import { themeNames } from './seeds';
import { themeTokens } from './tokens';
import type { ColorTokens } from './palette';

/** Foreground/background pairs that carry text or mark an interactive control. */
const pairs: [keyof ColorTokens, keyof ColorTokens][] = [
  ['text', 'background'],
  ['text', 'surface'],
  ['text', 'surfaceMuted'],
  ['textMuted', 'background'],
  ['textMuted', 'surface'],
  ['onBrand', 'brand'],
  ['onAccent', 'accent'],
  ['onPositive', 'positive'],
  ['onCritical', 'critical'],
  ['onCaution', 'caution'],
  ['onNeutral', 'neutral'],
  ['brand', 'surface'],
  ['brand', 'background'],
  ['critical', 'surface'],
  ['price', 'surface'],
  ['price', 'background'],
  // Pairs the kit's components also use: field errors and upload results on the page,
  // muted and brand text on muted rows (hovered menu items, placeholders, tabs).
  ['critical', 'background'],
  ['critical', 'surfaceMuted'],
  ['positive', 'background'],
  ['positive', 'surface'],
  ['caution', 'surface'],
  ['accent', 'surface'],
  ['textMuted', 'surfaceMuted'],
  ['brand', 'surfaceMuted'],
];

const tones = ['brand', 'accent', 'positive', 'critical', 'caution', 'neutral'] as const;

describe.each(themeNames)('theme %s', (name) => {
  const tokens = themeTokens(name);
  describe.each([
    ['light', tokens.light.color],
    ['dark', tokens.dark],
  ] as const)('%s mode', (_mode, color) => {
    it.each(pairs)('%s on %s meets WCAG AA (4.5:1)', (fg, bg) => {
      expect(getContrast(color[fg], color[bg])).toBeGreaterThanOrEqual(AA);
    });

    it.each(tones)('text on a hovered solid %s fill meets WCAG AA', (tone) => {
      const onTone = color[`on${tone[0]!.toUpperCase()}${tone.slice(1)}` as keyof ColorTokens];
      const hovered = mix(SOLID_HOVER_MIX, color.text, color[tone]);
      expect(getContrast(onTone, hovered)).toBeGreaterThanOrEqual(getContrast(onTone, color[tone]));
      expect(getContrast(onTone, hovered)).toBeGreaterThanOrEqual(AA);
    });

    it.each(tones)('%s text on its soft tint of the surface meets WCAG AA', (tone) => {
      for (const share of [SOFT_MIX, SOFT_HOVER_MIX]) {
        const tint = mix(share, color[tone], color.surface);
        expect(getContrast(color[tone], tint)).toBeGreaterThanOrEqual(AA);
      }
    });
  });
});

it('derives different palettes for different themes', () => {
  const brands = new Set(themeNames.map((name) => themeTokens(name).light.color.brand));
  expect(brands.size).toBe(themeNames.length);
});
