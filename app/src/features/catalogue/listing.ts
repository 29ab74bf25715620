import type { ItemListQuery } from './api';

/** The orders a listing can be sorted in; `seq` descending, the catalogue's own, is the default. */
export const sortKeys = ['seq', 'priceAsc', 'priceDesc', 'name'] as const;
export type SortKey = (typeof sortKeys)[number];

const sorts: Record<SortKey, Pick<ItemListQuery, 'sortby' | 'sortorder'>> = {
  seq: { sortby: 'seq', sortorder: 'desc' },
  priceAsc: { sortby: 'price', sortorder: 'asc' },
  priceDesc: { sortby: 'price', sortorder: 'desc' },
  name: { sortby: 'name', sortorder: 'asc' },
};

export function isSortKey(value: string): value is SortKey {
  return (sortKeys as readonly string[]).includes(value);
}

/** The body of a listing call: one page, the chosen tags (any of them), the order. */
export function listQuery(
  pageno: number,
  pagesize: number,
  tags: readonly string[],
  sort: SortKey,
): ItemListQuery {
  return {
    pageno,
    pagesize,
    filter: tags.length > 0 ? { tags: [...tags] } : {},
    ...sorts[sort],
  };
}

/** Adds a tag to the chosen ones, or takes it away. */
export function toggleTag(chosen: readonly string[], tag: string, on: boolean): string[] {
  const without = chosen.filter((entry) => entry !== tag);
  return on ? [...without, tag] : without;
}
