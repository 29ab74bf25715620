import type { ThemeSeed } from './palette';

export const themeNames = ['default', 'christmas', 'green', 'green2', 'mono'] as const;
export type ThemeName = (typeof themeNames)[number];

const shared = {
  positive: '#2e7d32',
  critical: '#d32f2f',
  caution: '#e65100',
  neutral: '#616161',
};

/** The seed colours each theme's light and dark palettes are derived from. */
export const themeSeeds: Record<ThemeName, ThemeSeed> = {
  default: { ...shared, brand: '#1769e0', accent: '#f57c00', price: '#e4393c', tint: '#1769e0' },
  christmas: { ...shared, brand: '#c62828', accent: '#1b7f3a', price: '#c62828', tint: '#c62828' },
  green: { ...shared, brand: '#2e7d32', accent: '#f9a825', price: '#e4393c', tint: '#2e7d32' },
  green2: { ...shared, brand: '#00796b', accent: '#8e24aa', price: '#e4393c', tint: '#00796b' },
  mono: {
    positive: '#424242',
    critical: '#212121',
    caution: '#424242',
    neutral: '#616161',
    brand: '#212121',
    accent: '#424242',
    price: '#212121',
    tint: '#000000',
  },
};
