import { proxy, subscribe } from 'valtio/vanilla';
import { colorModes, themeNames, type ColorMode, type ThemeName } from '@citylife/ui';
import { fallbackLocale, isLocale, type Locale } from '../i18n/i18n';
import { browserCookieJar, createCookieStore, type CookieStore } from './cookies';

const STORAGE_KEY = 'citylife.preferences';

export interface Preferences {
  locale: Locale;
  theme: ThemeName;
  mode: ColorMode;
  /** Whether the background music plays (it starts on the first tap when it may). */
  music: boolean;
  /** Shows the debug menu with the beta links (toggled on /setting). */
  debugging: boolean;
}

const defaults: Preferences = {
  locale: fallbackLocale,
  theme: 'default',
  mode: 'system',
  music: false,
  debugging: false,
};

function isTheme(value: unknown): value is ThemeName {
  return themeNames.includes(value as ThemeName);
}

/**
 * Reads saved preferences, dropping anything that is not a known value. The theme choice
 * lives in a cookie of its own (30 days); the rest in local storage.
 */
export function readPreferences(
  storage: Storage | undefined,
  themeCookie?: string | undefined,
): Preferences {
  let saved: Partial<Record<keyof Preferences, unknown>> = {};
  try {
    saved = JSON.parse(storage?.getItem(STORAGE_KEY) ?? '{}') ?? {};
  } catch {
    saved = {};
  }
  return {
    locale: isLocale(saved.locale) ? saved.locale : defaults.locale,
    theme: isTheme(themeCookie) ? themeCookie : isTheme(saved.theme) ? saved.theme : defaults.theme,
    mode: colorModes.includes(saved.mode as ColorMode) ? (saved.mode as ColorMode) : defaults.mode,
    music: typeof saved.music === 'boolean' ? saved.music : defaults.music,
    debugging: typeof saved.debugging === 'boolean' ? saved.debugging : defaults.debugging,
  };
}

/** The visitor's locale, appearance, music and debugging choices, saved on this device. */
export function createPreferences(storage: Storage | undefined, cookies: CookieStore) {
  const state = proxy<Preferences>(readPreferences(storage, cookies.get('theme')));

  subscribe(state, () => {
    const { theme: _theme, ...rest } = state;
    storage?.setItem(STORAGE_KEY, JSON.stringify(rest));
  });

  return {
    state,
    setLocale(locale: Locale) {
      state.locale = locale;
    },
    setAppearance(next: { theme: ThemeName; mode: ColorMode }) {
      if (next.theme !== state.theme) cookies.set('theme', next.theme);
      state.theme = next.theme;
      state.mode = next.mode;
    },
    setMusic(on: boolean) {
      state.music = on;
    },
    setDebugging(on: boolean) {
      state.debugging = on;
    },
  };
}

const store = createPreferences(
  typeof localStorage === 'undefined' ? undefined : localStorage,
  createCookieStore(browserCookieJar),
);

export const preferences = store.state;
export const { setLocale, setAppearance, setMusic, setDebugging } = store;
