import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { retryableImport } from '../lib/retryableImport';
import enName from './languages/locales/en.json';
import mnName from './languages/locales/mn.json';
import zhHansName from './languages/locales/zh-Hans.json';

export const locales = ['zh-Hans', 'en', 'mn'] as const;
export type Locale = (typeof locales)[number];
export const fallbackLocale: Locale = 'zh-Hans';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value);
}

type Catalogue = { [key: string]: string | Catalogue };

/**
 * The shell's own catalogues, one chunk per language, so a visitor downloads only the
 * language in use (index.html starts fetching it before the app's code has even run).
 */
const shellCatalogues: Record<Locale, () => Promise<{ default: Catalogue }>> = {
  'zh-Hans': retryableImport(() => import('./locales/zh-Hans.json')),
  en: retryableImport(() => import('./locales/en.json')),
  mn: retryableImport(() => import('./locales/mn.json')),
};

const loadedShellCatalogues = new Map<Locale, Promise<void>>();

/** Loads the shell's catalogue of `locale` once; a failed load is tried again next time. */
function loadShellCatalogue(locale: Locale): Promise<void> {
  let loading = loadedShellCatalogues.get(locale);
  if (!loading) {
    loading = shellCatalogues[locale]().then(
      ({ default: catalogue }) => {
        // Merged under what features registered already, without overwriting it.
        i18next.addResourceBundle(locale, 'translation', catalogue, true, false);
      },
      (error: unknown) => {
        loadedShellCatalogues.delete(locale);
        throw error;
      },
    );
    loadedShellCatalogues.set(locale, loading);
  }
  return loading;
}

/**
 * Starts i18next in `locale`, with its catalogue, and keeps `<html lang>` in step with it.
 * Once started, it only switches the language: starting again would drop the catalogues
 * that features registered when their code loaded.
 */
export async function initI18n(locale: Locale) {
  if (i18next.isInitialized) {
    await switchLocale(locale);
    return i18next;
  }
  const catalogue = loadShellCatalogue(locale);
  i18next.on('languageChanged', (language) => {
    document.documentElement.lang = language;
  });
  await i18next.use(initReactI18next).init({
    // Each language's own name is always here, for the language switches. i18next merges
    // later catalogues into the objects it is given, so it gets copies, not the modules'.
    resources: {
      'zh-Hans': { translation: structuredClone(zhHansName) },
      en: { translation: structuredClone(enName) },
      mn: { translation: structuredClone(mnName) },
    },
    partialBundledLanguages: true,
    lng: locale,
    fallbackLng: fallbackLocale,
    supportedLngs: [...locales],
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  await catalogue;
  return i18next;
}

/** Switches the language once its catalogue is here (rejects when it cannot be loaded). */
export async function switchLocale(locale: Locale): Promise<void> {
  await loadShellCatalogue(locale);
  await i18next.changeLanguage(locale);
}

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
