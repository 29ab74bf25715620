import { api } from '../../api/client';

/** A day's price list: every item for an admin, only the approved ones for anyone else. */
export function fetchPricelist(id: number) {
  return api.call((client) => client.GET('/pricelist/getById/{id}', { params: { path: { id } } }));
}

/** Today's list: the newest one not dated after today. */
export function fetchLatestPricelist() {
  return api.call((client) => client.GET('/pricelist/getLatest/'));
}

/** The approved prices whose name contains `name` on every day, nearest to `date` first. */
export function fetchPriceDays(name: string, date: string) {
  return api.call((client) =>
    client.GET('/pricelist/priceDays/', { params: { query: { name, date } } }),
  );
}

/** The tags of a list's approved items, for the tag filter. */
export function fetchPricelistTags(id: number) {
  return api.call((client) => client.GET('/pricelist/getTags/{id}', { params: { path: { id } } }));
}

/**
 * The items of a list waiting for review (the first 100). The server refuses anyone but an
 * admin (403), so the screen learns from the answer whether the caller may review.
 */
export function fetchPendingItems(pricelistId: number) {
  return api.call(
    (client) =>
      client.GET('/pricelist/searchItem/', {
        params: { query: { pricelistId, state: 'pending', pagesize: 100 } },
      }),
    { alert: false },
  );
}

/** Approves or rejects the items in one call (admins only; all or nothing). */
export function reviewItems(items: number[], decision: 'approve' | 'reject') {
  return api.call((client) =>
    decision === 'approve'
      ? client.POST('/pricelist/approveItem/', { body: { items } })
      : client.POST('/pricelist/rejectItem/', { body: { items } }),
  );
}
