import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from './locales/en.json';
import mn from './locales/mn.json';
import zhHans from './locales/zh-Hans.json';

export const locales = ['zh-Hans', 'en', 'mn'] as const;
export type Locale = (typeof locales)[number];
export const fallbackLocale: Locale = 'zh-Hans';

export const resources = {
  'zh-Hans': { translation: zhHans },
  en: { translation: en },
  mn: { translation: mn },
} as const;

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value);
}

/** Starts i18next in `locale` and keeps `<html lang>` in step with it. */
export async function initI18n(locale: Locale) {
  i18next.on('languageChanged', (language) => {
    document.documentElement.lang = language;
  });
  await i18next.use(initReactI18next).init({
    resources,
    lng: locale,
    fallbackLng: fallbackLocale,
    supportedLngs: [...locales],
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  return i18next;
}

type Catalogue = { [key: string]: string | Catalogue };

/**
 * Adds a feature's own catalogues (its `locales/` folder, identical keys in zh-Hans, en
 * and mn) when its code loads, so a feature's texts ship with its chunk. Keys merge into
 * the one `translation` namespace; features use their own top-level key.
 */
export function registerFeatureMessages(messages: Record<Locale, Catalogue>): void {
  for (const locale of locales) {
    i18next.addResourceBundle(locale, 'translation', messages[locale], true, false);
  }
}
