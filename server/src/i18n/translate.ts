import en from './locales/en.json' with { type: 'json' };
import mn from './locales/mn.json' with { type: 'json' };
import zhHans from './locales/zh-Hans.json' with { type: 'json' };

export const locales = ['zh-Hans', 'en', 'mn'] as const;
export type Locale = (typeof locales)[number];
export const fallbackLocale: Locale = 'zh-Hans';

export type Catalogue = { [key: string]: string | Catalogue };

const catalogues: Record<Locale, Catalogue> = {
  'zh-Hans': { ...zhHans },
  en: { ...en },
  mn: { ...mn },
};

/**
 * Adds a module's messages under `namespace` (keys become `namespace.key`). Each module
 * keeps its catalogues in its own `locales/` folder with identical keys in every locale.
 */
export function registerMessages(namespace: string, messages: Record<Locale, Catalogue>): void {
  for (const locale of locales) {
    if (namespace in catalogues[locale])
      throw new Error(`Messages for ${namespace} registered twice`);
    catalogues[locale][namespace] = messages[locale];
  }
}

/** The locale a request asked for in X-Request-Locale (zh-Hans when absent or unknown). */
export function localeOf(header: string | string[] | undefined): Locale {
  const value = Array.isArray(header) ? header[0] : header;
  return (locales as readonly string[]).includes(value ?? '') ? (value as Locale) : fallbackLocale;
}

function lookup(catalogue: Catalogue, key: string): string | undefined {
  let node: string | Catalogue | undefined = catalogue;
  for (const part of key.split('.')) {
    if (typeof node !== 'object') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

export function hasMessage(key: string): boolean {
  return lookup(catalogues[fallbackLocale], key) !== undefined;
}

/** The message `key` in `locale`, with `{name}` placeholders filled; the key itself when unknown. */
export function translate(locale: Locale, key: string, vars: Record<string, string | number> = {}) {
  const template =
    lookup(catalogues[locale], key) ?? lookup(catalogues[fallbackLocale], key) ?? key;
  return template.replace(/\{(\w+)\}/g, (match, name: string) =>
    vars[name] === undefined ? match : String(vars[name]),
  );
}
