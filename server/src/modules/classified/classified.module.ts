import { callerOf } from '../../http/caller.js';
import type { ServerModule } from '../registry.js';
import { seedClassified } from './classified.seed.js';
import { ClassifiedService } from './classified.service.js';
import en from './locales/en.json' with { type: 'json' };
import mn from './locales/mn.json' with { type: 'json' };
import zhHans from './locales/zh-Hans.json' with { type: 'json' };

export const classifiedModule: ServerModule = {
  name: 'classified',
  handlers: (ctx) => {
    const classified = new ClassifiedService(ctx.db, ctx.now);
    return {
      getClassifiedCategories: () => classified.categories(),
      searchClassifiedAds: ({ params, query, caller }) =>
        classified.search(params.categoryId, query, caller?.id),
      getLatestClassifiedAds: ({ query, caller }) => classified.latest(query, caller?.id),
      getClassifiedAd: ({ params, caller }) => classified.ad(params.id, caller?.id),
      postClassifiedAd: (request) => classified.post(callerOf(request).id, request.body),
      updateClassifiedAd: (request) =>
        classified.update(callerOf(request).id, request.params.id, request.body),
      getMyClassifiedAds: (request) => classified.mine(callerOf(request).id, request.query),
      getFavoriteClassifiedAds: (request) =>
        classified.favourites(callerOf(request).id, request.query),
      addClassifiedFavorite: (request) =>
        classified.addFavourite(callerOf(request).id, request.params.id),
      removeClassifiedFavorite: (request) =>
        classified.removeFavourite(callerOf(request).id, request.params.id),
    };
  },
  seed: seedClassified,
  messages: { 'zh-Hans': zhHans, en, mn },
};
