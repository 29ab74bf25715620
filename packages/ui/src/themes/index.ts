import './global.css';
import { defaultTheme } from './default.css';
import { christmasTheme } from './christmas.css';
import { greenTheme } from './green.css';
import { green2Theme } from './green2.css';
import { monoTheme } from './mono.css';
import type { ThemeName } from './seeds';

export { vars } from './contract.css';
export { themeNames, type ThemeName } from './seeds';

/** The class name of each theme; put one on the root element. */
export const themeClassNames: Record<ThemeName, string> = {
  default: defaultTheme,
  christmas: christmasTheme,
  green: greenTheme,
  green2: green2Theme,
  mono: monoTheme,
};

export const colorModes = ['system', 'light', 'dark'] as const;
/** `system` follows the device; `light` and `dark` force a palette. */
export type ColorMode = (typeof colorModes)[number];
