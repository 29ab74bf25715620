// Content in the reader's language: rows that hold published or built-in texts keep their
// other languages in a `translations` column (`{ en: { title: '…' }, mn: { … } }`); every
// view reads them through `localized`, every write through `keptTranslations`.
import type { Translations } from '../db/schema/columns.js';
import type { Locale } from './translate.js';

export type { Translations } from '../db/schema/columns.js';

/** The names of the text fields of a row (optional texts included). */
export type TextField<T> = {
  [K in keyof T]: NonNullable<T[K]> extends string ? K : never;
}[keyof T] &
  string;

/**
 * `row` as a reader in `locale` sees it: each of its text `fields` that has a non-empty
 * translation into that language reads in it; the rest (and everything in zh-Hans, the
 * original) stays as written. The `translations` column itself is left out.
 */
export function localized<T extends { translations: Translations }>(
  row: T,
  locale: Locale,
  fields: readonly TextField<T>[],
): Omit<T, 'translations'> {
  const { translations, ...rest } = row;
  const texts = locale === 'zh-Hans' ? undefined : translations[locale];
  if (!texts) return rest;
  const out: Record<string, unknown> = { ...rest };
  for (const field of fields) {
    const text = texts[field];
    if (typeof text === 'string' && text.trim() !== '') out[field] = text;
  }
  return out as Omit<T, 'translations'>;
}

/** The translations a write body gives, of the kind's text `fields` only (others are dropped). */
export function keptTranslations(
  given: Translations | undefined,
  fields: readonly string[],
): Translations {
  const kept: Translations = {};
  for (const locale of ['en', 'mn'] as const) {
    const texts = Object.entries(given?.[locale] ?? {}).filter(
      ([field, text]) => fields.includes(field) && text.trim() !== '',
    );
    if (texts.length) kept[locale] = Object.fromEntries(texts);
  }
  return kept;
}
