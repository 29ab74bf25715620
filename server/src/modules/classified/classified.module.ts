import type { ServerModule } from '../registry.js';
import { seedClassified } from './classified.seed.js';
import en from './locales/en.json' with { type: 'json' };
import mn from './locales/mn.json' with { type: 'json' };
import zhHans from './locales/zh-Hans.json' with { type: 'json' };

export const classifiedModule: ServerModule = {
  name: 'classified',
  handlers: ({ classified }) => ({
    getClassifiedCategories: () => classified.categories(),
    searchClassifiedAds: ({ params, query, caller }) =>
      classified.search(params.categoryId, query, caller?.id),
    getLatestClassifiedAds: ({ query, caller }) => classified.latest(query, caller?.id),
    getClassifiedAd: ({ params, caller }) => classified.ad(params.id, caller?.id),
    postClassifiedAd: (request) => classified.post(request.caller.id, request.body),
    updateClassifiedAd: (request) =>
      classified.update(request.caller.id, request.params.id, request.body),
    getMyClassifiedAds: (request) => classified.mine(request.caller.id, request.query),
    getFavoriteClassifiedAds: (request) => classified.favourites(request.caller.id, request.query),
    addClassifiedFavorite: (request) =>
      classified.addFavourite(request.caller.id, request.params.id),
    removeClassifiedFavorite: (request) =>
      classified.removeFavourite(request.caller.id, request.params.id),
  }),
  seed: seedClassified,
  messages: { 'zh-Hans': zhHans, en, mn },
};
