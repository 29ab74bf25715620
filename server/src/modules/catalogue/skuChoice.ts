import { toYuan } from '../../lib/money.js';
import type { components } from '@citylife/api-client/schema';
import type { stocks } from '../../db/schema/index.js';
import { fail } from '../../http/errors.js';

type Stock = components['schemas']['Stock'];

export function stockOf(row: typeof stocks.$inferSelect): Stock {
  // The attribute values sit next to id, qty and price (the contract's Stock shape).
  return { ...row.sku, id: row.id, qty: row.qty, price: toYuan(row.priceCents) } as Stock;
}

export function sameChoice(a: Record<string, string>, b: Record<string, string>): boolean {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => a[key] === b[key]);
}

/**
 * Checks a SKU choice against an item's attributes: every attribute chosen once with one
 * of its values. `missing` says how a left-out attribute is reported: `select` gives
 * `Please select {attribute}` (the cart), `invalid` gives `{attribute} invalid`.
 */
export function checkChoice(
  attributes: { name: string; values: string[] }[],
  choice: Record<string, string>,
  missing: 'select' | 'invalid',
): void {
  const names = new Set(attributes.map((attribute) => attribute.name));
  for (const name of Object.keys(choice)) {
    if (!names.has(name))
      throw fail.unprocessable('catalogue.attributeInvalid', { attribute: name });
  }
  for (const attribute of attributes) {
    const value = choice[attribute.name];
    if (value === undefined) {
      throw missing === 'select'
        ? fail.unprocessable('catalogue.selectAttribute', { attribute: attribute.name })
        : fail.unprocessable('catalogue.attributeInvalid', { attribute: attribute.name });
    }
    if (!attribute.values.includes(value)) {
      throw fail.unprocessable('catalogue.attributeInvalid', { attribute: attribute.name });
    }
  }
}

/** Parses the `skuJson` path parameter: a JSON object whose values are strings. */
export function parseSkuJson(text: string): Record<string, string> {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw fail.badRequest('catalogue.skuJsonInvalid');
  }
  if (
    typeof value !== 'object' ||
    value === null ||
    Array.isArray(value) ||
    Object.values(value).some((v) => typeof v !== 'string')
  ) {
    throw fail.badRequest('catalogue.skuJsonInvalid');
  }
  return value as Record<string, string>;
}
