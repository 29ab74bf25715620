import type { components } from '@citylife/api-client';
import { api } from '../../api/client';

export type ClassifiedAd = components['schemas']['ClassifiedAd'];
export type ClassifiedAdInput = components['schemas']['ClassifiedAdInput'];
export type ClassifiedCategory = components['schemas']['ClassifiedCategory'];

/** Ads per page of every classified list. */
export const AD_PAGE_SIZE = 10;

export function fetchCategories() {
  return api.call((client) => client.GET('/classified/getCategories/'));
}

/** One page (from 1) of a category's ads, newest first. */
export function fetchCategoryAds(categoryId: number, pageno: number, pagesize = AD_PAGE_SIZE) {
  return api.call((client) =>
    client.GET('/classified/search/{categoryId}', {
      params: { path: { categoryId }, query: { pageno, pagesize } },
    }),
  );
}

/** The `count` ads most recently posted or updated, of every category. */
export function fetchLatestAds(count: number) {
  return api.call((client) =>
    client.GET('/classified/latest/', { params: { query: { pageno: 1, pagesize: count } } }),
  );
}

/** A member's contact for a new ad: the profile's name (or the nickname) and the default address's phone. */
export interface MemberContact {
  contact: string;
  mobile: string;
}

/**
 * Where a new ad's contact fields start: the profile's name, else the default address's
 * contact, else the nickname; the default address's phone (kept when it is a mobile). A read that fails leaves the
 * fields empty rather than keeping the form from opening.
 */
export async function fetchMemberContact(nickname: string | undefined): Promise<MemberContact> {
  const [profile, address] = await Promise.all([
    api.call((client) => client.GET('/user/getProfile/'), { alert: false }).catch(() => undefined),
    api
      .call((client) => client.GET('/user/getDefaultAddress/'), { alert: false })
      .catch(() => null),
  ]);
  return {
    contact: profile?.name.trim() || address?.contact || nickname || '',
    mobile: address?.phone ?? '',
  };
}

export function fetchAd(id: number) {
  return api.call((client) => client.GET('/classified/getById/{id}', { params: { path: { id } } }));
}

export function fetchMyAds(pageno: number, pagesize = AD_PAGE_SIZE) {
  return api.call((client) =>
    client.GET('/classified/mine/', { params: { query: { pageno, pagesize } } }),
  );
}

export function fetchFavoriteAds(pageno: number, pagesize = AD_PAGE_SIZE) {
  return api.call((client) =>
    client.GET('/classified/favorites/', { params: { query: { pageno, pagesize } } }),
  );
}

/** Marks or unmarks an ad as favourite; answers the state the server keeps. */
export function setAdFavorite(id: number, favorited: boolean) {
  return favorited
    ? api.call((client) =>
        client.GET('/classified/favorite/add/{id}', { params: { path: { id } } }),
      )
    : api.call((client) =>
        client.GET('/classified/favorite/remove/{id}', { params: { path: { id } } }),
      );
}

/** Field errors show under the fields, so no alert. */
export function postAd(body: ClassifiedAdInput) {
  return api.call((client) => client.POST('/classified/post/', { body }), { alert: false });
}

/** Field errors show under the fields, so no alert. */
export function updateAd(id: number, body: ClassifiedAdInput) {
  return api.call(
    (client) => client.POST('/classified/update/{id}', { params: { path: { id } }, body }),
    { alert: false },
  );
}
