import en from './locales/en.json';
import mn from './locales/mn.json';
import zhHans from './locales/zh-Hans.json';

export const kitLocales = ['zh-Hans', 'en', 'mn'] as const;
export type KitLocale = (typeof kitLocales)[number];

/** The fallback locale of the product. */
export const defaultKitLocale: KitLocale = 'zh-Hans';

export type KitMessageKey = keyof typeof en;
export type KitMessages = Record<KitMessageKey, string>;
export type MessageValues = Record<string, string | number>;

/** The kit's own catalogues; every locale has exactly the keys of `en` (checked by a test). */
export const kitCatalogues: Record<KitLocale, KitMessages> = {
  'zh-Hans': zhHans,
  en,
  mn,
};

/** Maps any BCP 47 tag the app uses (`zh`, `zh-CN`, `en-GB`, `mn-MN`) to a kit locale. */
export function resolveKitLocale(locale: string | undefined): KitLocale {
  const tag = (locale ?? '').toLowerCase();
  if (tag.startsWith('en')) return 'en';
  if (tag.startsWith('mn')) return 'mn';
  return defaultKitLocale;
}

/** Replaces `{name}` placeholders with `values[name]`; unknown placeholders stay as written. */
export function formatMessage(template: string, values?: MessageValues): string {
  if (!values) return template;
  return template.replace(/\{(\w+)\}/g, (match, name: string) =>
    name in values ? String(values[name]) : match,
  );
}
