// Column definitions that many tables share, written once. Each helper builds exactly the
// column the tables spelled out before, so the migrations stay as they are.
import {
  doublePrecision,
  integer,
  jsonb,
  serial,
  text,
  timestamp,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';

/** A point in time with its time zone (`timestamp with time zone`). */
export const timestamptz = (name: string) => timestamp(name, { withTimezone: true });

/** When the row was written. */
export const createdAt = () => timestamptz('created_at').notNull();

/** When the row last changed. */
export const updatedAt = () => timestamptz('updated_at').notNull();

/** When the row stops counting. */
export const expiresAt = () => timestamptz('expires_at').notNull();

/** When something runs: the `start_time` and `end_time` columns, both required. */
export const period = () => ({
  startTime: timestamptz('start_time').notNull(),
  endTime: timestamptz('end_time').notNull(),
});

/** The row's id, numbered by the database. */
export const serialId = () => serial('id').primaryKey();

/** The display order (ascending). */
export const seq = () => integer('seq').notNull().default(0);

/** Text that is empty unless given. */
export const textOrEmpty = (name: string) => text(name).notNull().default('');

/** A list of texts, empty unless given. */
export const textArray = (name: string) => text(name).array().notNull().default([]);

/** A required reference to a row of another table; the row goes when the one it names goes. */
export const ownedBy = (name: string, column: () => AnyPgColumn) =>
  integer(name).notNull().references(column, { onDelete: 'cascade' });

/** A required reference to a row of another table, which cannot go while it is referred to. */
export const refersTo = (name: string, column: () => AnyPgColumn) =>
  integer(name).notNull().references(column);

/** A point in WGS 84 degrees, as the `latitude` and `longitude` columns. */
export const coordinates = () => ({
  latitude: doublePrecision('latitude').notNull(),
  longitude: doublePrecision('longitude').notNull(),
});

/** The languages content may be translated into; the original text is Chinese (zh-Hans). */
export type TranslatedLocale = 'en' | 'mn';

/** Texts of a row in other languages: per language, field name to text. */
export type Translations = Partial<Record<TranslatedLocale, Record<string, string>>>;

/**
 * A row's texts in other languages (`{ en: { name: '…' }, mn: { … } }`); a field or language
 * missing here reads in the original.
 */
export const translations = () => jsonb('translations').$type<Translations>().notNull().default({});
