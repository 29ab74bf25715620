// Build-time colour derivation for the themes (evaluated by vanilla-extract, never shipped).
import { darken, getContrast, lighten, mix, rgba } from 'polished';

/** WCAG AA for normal text. */
export const AA = 4.5;

/** Darkens (or lightens) `color` in small steps until it reaches `ratio` against `background`. */
function ensureContrast(color: string, background: string, ratio = AA + 0.3): string {
  const backgroundIsLight = getContrast(background, '#000') > getContrast(background, '#fff');
  let result = color;
  for (let step = 0; step < 50 && getContrast(result, background) < ratio; step += 1) {
    result = backgroundIsLight ? darken(0.02, result) : lighten(0.02, result);
  }
  return result;
}

/** Share of a tone mixed into the surface behind soft (tinted) controls, at rest and on hover. */
export const SOFT_MIX = 0.1;
export const SOFT_HOVER_MIX = 0.16;
/**
 * Share of the text colour mixed into a solid (filled) control on hover: text is dark in
 * light mode and light in dark mode, the opposite of the text on a fill, so the hover
 * fill moves away from its text and keeps its contrast.
 */
export const SOLID_HOVER_MIX = 0.14;

/** A tone readable on `surface` and on its own soft tints of that surface. */
function ensureToneContrast(color: string, surface: string): string {
  let result = ensureContrast(color, surface);
  for (let step = 0; step < 50; step += 1) {
    if (getContrast(result, mix(SOFT_HOVER_MIX, result, surface)) >= AA + 0.2) break;
    result = ensureContrast(result, mix(SOFT_HOVER_MIX, result, surface), AA + 0.2);
  }
  return result;
}

export interface ThemeSeed {
  brand: string;
  accent: string;
  positive: string;
  critical: string;
  caution: string;
  neutral: string;
  price: string;
  /** Tint mixed into the light background and surfaces. */
  tint: string;
}

export interface ColorTokens {
  background: string;
  surface: string;
  surfaceMuted: string;
  border: string;
  text: string;
  textMuted: string;
  brand: string;
  brandHover: string;
  onBrand: string;
  accent: string;
  onAccent: string;
  positive: string;
  onPositive: string;
  critical: string;
  onCritical: string;
  caution: string;
  onCaution: string;
  neutral: string;
  onNeutral: string;
  price: string;
  focusRing: string;
  overlay: string;
}

const TONES = ['brand', 'accent', 'positive', 'critical', 'caution', 'neutral'] as const;
type Tones = Record<(typeof TONES)[number], string>;

/** Each tone's colour in one palette, derived from the tone's name. */
function toneColors(colorOf: (tone: (typeof TONES)[number]) => string): Tones {
  return Object.fromEntries(TONES.map((tone) => [tone, colorOf(tone)])) as Tones;
}

/** The colours of a palette that are not a tone or the colour on one. */
type BaseColors = Omit<ColorTokens, (typeof TONES)[number] | `on${string}` | 'focusRing'>;

/**
 * A palette: its base colours, each tone with `onTone` (the text and icons on a tone fill)
 * on it, and the focus ring in the brand tone.
 */
function paletteTokens(base: BaseColors, tones: Tones, onTone: string): ColorTokens {
  return {
    background: base.background,
    surface: base.surface,
    surfaceMuted: base.surfaceMuted,
    border: base.border,
    text: base.text,
    textMuted: base.textMuted,
    brand: tones.brand,
    brandHover: base.brandHover,
    onBrand: onTone,
    accent: tones.accent,
    onAccent: onTone,
    positive: tones.positive,
    onPositive: onTone,
    critical: tones.critical,
    onCritical: onTone,
    caution: tones.caution,
    onCaution: onTone,
    neutral: tones.neutral,
    onNeutral: onTone,
    price: base.price,
    focusRing: tones.brand,
    overlay: base.overlay,
  };
}

/** Light palette: tones dark enough for white text, tinted near-white surfaces. */
export function lightPalette(seed: ThemeSeed): ColorTokens {
  const background = mix(0.04, seed.tint, '#ffffff');
  const onTone = '#ffffff';
  const tones = toneColors((tone) => ensureToneContrast(seed[tone], onTone));
  return paletteTokens(
    {
      background,
      surface: '#ffffff',
      surfaceMuted: mix(0.06, seed.tint, '#f4f4f4'),
      border: mix(0.1, seed.tint, '#d0d0d0'),
      text: ensureContrast(mix(0.1, seed.tint, '#1a1a1a'), background, 12),
      textMuted: ensureContrast(mix(0.1, seed.tint, '#666666'), background),
      brandHover: darken(0.06, tones.brand),
      price: ensureContrast(seed.price, background),
      overlay: rgba('#000000', 0.45),
    },
    tones,
    onTone,
  );
}

/** Dark palette: light tones on near-black surfaces, dark text on tone fills. */
export function darkPalette(seed: ThemeSeed): ColorTokens {
  const surface = mix(0.06, seed.tint, '#1e1e1e');
  const onTone = '#111111';
  const tones = toneColors((tone) =>
    ensureContrast(ensureToneContrast(lighten(0.15, seed[tone]), surface), onTone),
  );
  return paletteTokens(
    {
      background: mix(0.06, seed.tint, '#121212'),
      surface,
      surfaceMuted: mix(0.06, seed.tint, '#2a2a2a'),
      border: mix(0.1, seed.tint, '#3d3d3d'),
      text: ensureContrast('#ececec', surface, 12),
      textMuted: ensureContrast('#a8a8a8', surface),
      brandHover: lighten(0.06, tones.brand),
      price: ensureContrast(lighten(0.1, seed.price), surface),
      overlay: rgba('#000000', 0.6),
    },
    tones,
    onTone,
  );
}
