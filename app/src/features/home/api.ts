import type { components } from '@citylife/api-client';
import { api } from '../../api/client';

export type BannerGroup = components['schemas']['BannerGroup'];

/** Banners are decoration: a failure hides them instead of raising a message. */
export function fetchBanners(group: BannerGroup) {
  return api.call((client) => client.GET('/banner/search/', { params: { query: { group } } }), {
    alert: false,
    loading: false,
  });
}

export function fetchHomeMenu() {
  return api.call((client) => client.GET('/api/getMenu/'), { alert: false });
}

export type Banner = Awaited<ReturnType<typeof fetchBanners>>[number];
export type HomeMenuEntry = Awaited<ReturnType<typeof fetchHomeMenu>>[number];
