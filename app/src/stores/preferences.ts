import { proxy, subscribe } from 'valtio/vanilla';
import { colorModes, themeNames, type ColorMode, type ThemeName } from '@citylife/ui';
import { fallbackLocale, isLocale, type Locale } from '../i18n/i18n';

const STORAGE_KEY = 'citylife.preferences';

export interface Preferences {
  locale: Locale;
  theme: ThemeName;
  mode: ColorMode;
}

const defaults: Preferences = { locale: fallbackLocale, theme: 'default', mode: 'system' };

/** Reads saved preferences, dropping anything that is not a known value. */
export function readPreferences(storage: Storage | undefined): Preferences {
  let saved: Partial<Record<keyof Preferences, unknown>> = {};
  try {
    saved = JSON.parse(storage?.getItem(STORAGE_KEY) ?? '{}') ?? {};
  } catch {
    saved = {};
  }
  return {
    locale: isLocale(saved.locale) ? saved.locale : defaults.locale,
    theme: themeNames.includes(saved.theme as ThemeName)
      ? (saved.theme as ThemeName)
      : defaults.theme,
    mode: colorModes.includes(saved.mode as ColorMode) ? (saved.mode as ColorMode) : defaults.mode,
  };
}

const storage = typeof localStorage === 'undefined' ? undefined : localStorage;

/** The visitor's locale, theme and colour mode, saved on this device. */
export const preferences = proxy<Preferences>(readPreferences(storage));

subscribe(preferences, () => {
  storage?.setItem(STORAGE_KEY, JSON.stringify(preferences));
});

export function setLocale(locale: Locale) {
  preferences.locale = locale;
}

export function setAppearance(next: { theme: ThemeName; mode: ColorMode }) {
  preferences.theme = next.theme;
  preferences.mode = next.mode;
}
