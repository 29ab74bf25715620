/** Money is kept in integer cents (fen) and answered in yuan with two decimals. */

/** Cents to a yuan number (2990 -> 29.9). */
export const toYuan = (cents: number): number => Math.round(cents) / 100;

/** A yuan number from a request (already checked to be a multiple of 0.01) to cents. */
export const toCents = (yuan: number): number => Math.round(yuan * 100);

/** A yuan amount written as text (`29.9`, `100`, `0.5`) to cents, without floating point. */
export function textToCents(text: string): number | undefined {
  const match = /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) return undefined;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** Cents as yuan text with two decimals, for messages and memos (2990 -> "29.90"). */
export const formatYuan = (cents: number): string =>
  `${cents < 0 ? '-' : ''}${Math.floor(Math.abs(cents) / 100)}.${String(Math.abs(cents) % 100).padStart(2, '0')}`;
