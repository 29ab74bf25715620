import type { ClassifiedAd, ClassifiedCategory } from './api';

/** How many categories the index reads for its "latest ads" list, and how many it shows. */
export const LATEST_CATEGORIES = 4;
export const LATEST_COUNT = 6;

/** The categories worth reading for the latest ads: those with ads, in display order. */
export function categoriesWithAds(categories: readonly ClassifiedCategory[]) {
  return categories.filter((category) => category.adCount > 0).slice(0, LATEST_CATEGORIES);
}

/** The newest ads of several categories' first pages, most recently updated first. */
export function latestAds(pages: readonly (readonly ClassifiedAd[])[], count = LATEST_COUNT) {
  return pages
    .flat()
    .toSorted((a, b) => Date.parse(b.updatedTime) - Date.parse(a.updatedTime) || b.id - a.id)
    .slice(0, count);
}

/** The price field's text as a number for the server, or `undefined` for negotiable. */
export function parsePrice(text: string): number | undefined | 'invalid' {
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  if (!/^\d{1,8}(\.\d{1,2})?$/.test(trimmed)) return 'invalid';
  return Number(trimmed);
}
