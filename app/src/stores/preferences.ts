import { proxy, subscribe } from 'valtio/vanilla';
import { colorModes, themeNames, type ColorMode, type ThemeName } from '@citylife/ui';
import { fallbackLocale, isLocale, type Locale } from '../i18n/i18n';
import { browserCookieJar, createCookieStore, type CookieStore } from './cookies';

const STORAGE_KEY = 'citylife.preferences';
/** The site's default theme as last served, so a later visit starts in it. */
const SITE_THEME_KEY = 'citylife.siteTheme';

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

function readStorage(storage: Storage | undefined, key: string): string | null {
  try {
    return storage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

function parseSaved(storage: Storage | undefined): Partial<Record<keyof Preferences, unknown>> {
  try {
    return JSON.parse(readStorage(storage, STORAGE_KEY) ?? '{}') ?? {};
  } catch {
    return {};
  }
}

/** The theme the visitor chose (its cookie, or an older saved choice), if any. */
function chosenTheme(storage: Storage | undefined, themeCookie: string | undefined) {
  if (isTheme(themeCookie)) return themeCookie;
  const { theme } = parseSaved(storage);
  return isTheme(theme) ? theme : undefined;
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
  const saved = parseSaved(storage);
  const siteTheme = readStorage(storage, SITE_THEME_KEY);
  return {
    locale: isLocale(saved.locale) ? saved.locale : defaults.locale,
    theme: chosenTheme(storage, themeCookie) ?? (isTheme(siteTheme) ? siteTheme : defaults.theme),
    mode: colorModes.includes(saved.mode as ColorMode) ? (saved.mode as ColorMode) : defaults.mode,
    music: typeof saved.music === 'boolean' ? saved.music : defaults.music,
    debugging: typeof saved.debugging === 'boolean' ? saved.debugging : defaults.debugging,
  };
}

/** The visitor's locale, appearance, music and debugging choices, saved on this device. */
export function createPreferences(storage: Storage | undefined, cookies: CookieStore) {
  const state = proxy<Preferences>(readPreferences(storage, cookies.get('theme')));
  // Only an explicit choice is kept; until then the site's default theme applies.
  let themeChosen = chosenTheme(storage, cookies.get('theme')) !== undefined;

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
      try {
        storage?.setItem(SITE_THEME_KEY, value);
      } catch {
        // No storage: the next visit starts in the kit's default until the settings arrive.
      }
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
