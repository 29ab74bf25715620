import type { components, operations } from '@citylife/api-client';
import { api } from '../../api/client';

export type Category = components['schemas']['Category'];
export type CategoryItems = components['schemas']['CategoryItems'];
export type Item = components['schemas']['Item'];
export type ItemMeta = components['schemas']['ItemMeta'];
export type ItemListing = components['schemas']['ItemListing'];
export type ItemListQuery = components['schemas']['ItemListQuery'];
export type SkuAttributes = components['schemas']['SkuAttributes'];
export type Stock = components['schemas']['Stock'];
export type Review = components['schemas']['Review'];
export type ReviewSummary = components['schemas']['ReviewSummary'];

/** The root of the category tree. */
export const ROOT_CATEGORY = 'PRODUCT';

/** Items per page of the catalogue, category and tag lists. */
export const CATALOGUE_PAGE_SIZE = 12;
/** Items per page of the search results (10, like logs, favourites and classified). */
export const SEARCH_PAGE_SIZE = 10;
/** Reviews per page on the item screen. */
export const REVIEW_PAGE_SIZE = 10;

export function fetchSubcategories(id: string) {
  return api.call((client) => client.GET('/shop/getCategory/{id}', { params: { path: { id } } }));
}

export function fetchCategory(id: string) {
  return api.call((client) => client.GET('/category/getById/{id}', { params: { path: { id } } }));
}

/** The first items of each category, in the order given. */
export function fetchCategoryBlocks(ids: readonly string[]) {
  return api.call((client) =>
    client.GET('/item/getItemsByCategories/{ids}', { params: { path: { ids: ids.join(',') } } }),
  );
}

export function fetchItemsByCategory(id: string, query: ItemListQuery) {
  return api.call((client) =>
    client.POST('/item/getItemsByCategory/{id}', { params: { path: { id } }, body: query }),
  );
}

export function fetchItemsByTag(tag: string, query: ItemListQuery) {
  return api.call((client) =>
    client.POST('/item/getItemsByTag/{tag}', { params: { path: { tag } }, body: query }),
  );
}

export function fetchItemMetasByCategory(id: string, pageno: number, pagesize: number) {
  return api.call((client) =>
    client.GET('/item/getItemMetasByCategory/{id}', {
      params: { path: { id }, query: { pageno, pagesize } },
    }),
  );
}

export function searchItems(q: string, pageno: number, pagesize: number) {
  return api.call((client) =>
    client.GET('/search/item/{q}', { params: { path: { q }, query: { pageno, pagesize } } }),
  );
}

export function fetchItem(id: number) {
  return api.call((client) => client.GET('/item/getById/{id}', { params: { path: { id } } }));
}

export function fetchSkuAttributes(id: number) {
  return api.call((client) => client.GET('/item/skuAtts/{id}', { params: { path: { id } } }));
}

export function fetchStocks(id: number) {
  return api.call((client) => client.GET('/item/stocksOf/{id}', { params: { path: { id } } }));
}

/** Adds or removes a favourite; the answer says what the server now holds. */
export function setFavorite(id: number, favorite: boolean) {
  return api.call((client) =>
    favorite
      ? client.GET('/favorite/add/{id}', { params: { path: { id } } })
      : client.GET('/favorite/remove/{id}', { params: { path: { id } } }),
  );
}

export function fetchReviewSummary(itemId: number) {
  return api.call((client) =>
    client.GET('/review/summary/{a}/{b}', { params: { path: { a: 'item', b: itemId } } }),
  );
}

export function fetchReviews(itemId: number, pageno: number, pagesize: number) {
  return api.call((client) =>
    client.GET('/review/getByTarget/{a}/{b}', {
      params: { path: { a: 'item', b: itemId }, query: { pageno, pagesize } },
    }),
  );
}

export type ReviewStanding = components['schemas']['ReviewStanding'];
export type ReviewInput = operations['createReview']['requestBody']['content']['application/json'];

/** Whether the signed-in caller bought the item, and their review of it if any. */
export function fetchReviewStanding(itemId: number) {
  return api.call(
    (client) => client.GET('/review/mine/{a}/{b}', { params: { path: { a: 'item', b: itemId } } }),
    { alert: false },
  );
}

/** Publishes a review; its failures show on the form, not in a snackbar. */
export function createReview(body: ReviewInput) {
  return api.call((client) => client.POST('/review/create/', { body }), { alert: false });
}
