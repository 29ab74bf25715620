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
  /** The site's default theme as last served: the theme until one is chosen. */
  siteTheme?: ThemeName | undefined;
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

type Saved = Partial<Record<keyof Preferences, unknown>>;

function readSaved(storage: Storage | undefined): Saved {
  try {
    return JSON.parse(storage?.getItem(STORAGE_KEY) ?? '{}') ?? {};
  } catch {
    return {};
  }
}

/** The theme the visitor chose (its cookie, or an older saved choice), if any. */
function chosenTheme(saved: Saved, themeCookie: string | undefined) {
  return isTheme(themeCookie) ? themeCookie : isTheme(saved.theme) ? saved.theme : undefined;
}

/**
 * Reads saved preferences, dropping anything that is not a known value. The theme choice
 * lives in a cookie of its own (30 days); the rest in local storage. Without a choice the
 * theme is the site's default as last served, else the kit's default.
 */
export function readPreferences(
  storage: Storage | undefined,
  themeCookie?: string | undefined,
): Preferences {
  const saved = readSaved(storage);
  const siteTheme = isTheme(saved.siteTheme) ? saved.siteTheme : undefined;
  return {
    locale: isLocale(saved.locale) ? saved.locale : defaults.locale,
    theme: chosenTheme(saved, themeCookie) ?? siteTheme ?? defaults.theme,
    siteTheme,
    mode: colorModes.includes(saved.mode as ColorMode) ? (saved.mode as ColorMode) : defaults.mode,
    music: typeof saved.music === 'boolean' ? saved.music : defaults.music,
    debugging: typeof saved.debugging === 'boolean' ? saved.debugging : defaults.debugging,
  };
}

/** The visitor's locale, appearance, music and debugging choices, saved on this device. */
export function createPreferences(storage: Storage | undefined, cookies: CookieStore) {
  const state = proxy<Preferences>(readPreferences(storage, cookies.get('theme')));
  // Only an explicit choice is kept; until then the site's default theme applies.
  let themeChosen = chosenTheme(readSaved(storage), cookies.get('theme')) !== undefined;

  subscribe(state, () => {
    const { theme: _theme, ...rest } = state;
    storage?.setItem(STORAGE_KEY, JSON.stringify(rest));
  });

  return {
    state,
    setLocale(locale: Locale) {
      state.locale = locale;
    },
    /** The site's default theme from the server: applies until the visitor chooses one. */
    applySiteTheme(value: unknown) {
      if (!isTheme(value)) return;
      state.siteTheme = value;
      if (!themeChosen) state.theme = value;
    },
    setAppearance(next: { theme: ThemeName; mode: ColorMode }) {
      if (next.theme !== state.theme) {
        cookies.set('theme', next.theme);
        themeChosen = true;
      }
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
export const { setLocale, setAppearance, applySiteTheme, setMusic, setDebugging } = store;
