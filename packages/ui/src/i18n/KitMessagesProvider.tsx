import { createContext, useContext, useMemo, type ReactNode } from 'react';
import {
  formatMessage,
  kitCatalogues,
  resolveKitLocale,
  defaultKitLocale,
  type KitLocale,
  type KitMessageKey,
  type KitMessages,
  type MessageValues,
} from './messages';

export interface KitMessagesState {
  locale: KitLocale;
  /** The message for `key` in the current locale, with `{placeholders}` filled from `values`. */
  t: (key: KitMessageKey, values?: MessageValues) => string;
}

function createState(locale: KitLocale, overrides?: Partial<KitMessages>): KitMessagesState {
  const catalogue = { ...kitCatalogues[locale], ...overrides };
  return { locale, t: (key, values) => formatMessage(catalogue[key], values) };
}

const fallbackState = createState(defaultKitLocale);
const KitMessagesContext = createContext<KitMessagesState>(fallbackState);

export interface KitMessagesProviderProps {
  /** The app's current locale; any tag starting with `zh`, `en` or `mn` (zh-Hans otherwise). */
  locale?: string;
  /** Messages that replace the kit's defaults, e.g. taken from the app's own translations. */
  messages?: Partial<KitMessages>;
  children: ReactNode;
}

/** Supplies the kit's texts in the app's locale; without it the kit speaks zh-Hans. */
export function KitMessagesProvider({ locale, messages, children }: KitMessagesProviderProps) {
  const resolved = resolveKitLocale(locale);
  const value = useMemo(() => createState(resolved, messages), [resolved, messages]);
  return <KitMessagesContext.Provider value={value}>{children}</KitMessagesContext.Provider>;
}

/** The kit's message lookup for the nearest `KitMessagesProvider`. */
export function useKitMessages(): KitMessagesState {
  return useContext(KitMessagesContext);
}
