import type { ServerModule } from '../registry.js';
import en from './locales/en.json' with { type: 'json' };
import mn from './locales/mn.json' with { type: 'json' };
import zhHans from './locales/zh-Hans.json' with { type: 'json' };
import { seedPricelists } from './pricelist.seed.js';

export const pricelistModule: ServerModule = {
  name: 'pricelist',
  handlers: ({ pricelists }) => ({
    getPricelist: ({ params, caller }) => pricelists.list(params.id, caller),
    searchPricelistItems: ({ query, caller }) => pricelists.search(query, caller),
    getLatestPricelist: ({ caller }) => pricelists.latest(caller),
    getPricelistTags: ({ params }) => pricelists.tags(params.id),
    getPricelistPriceDays: ({ query }) => pricelists.priceDays(query.name, query.date),
    getPricelistsForReview: () => pricelists.forReview(),
    approvePricelistItems: (request) =>
      pricelists.review(request.body.items, 'approved', request.caller.id),
    rejectPricelistItems: (request) =>
      pricelists.review(request.body.items, 'rejected', request.caller.id),
  }),
  seed: seedPricelists,
  messages: { 'zh-Hans': zhHans, en, mn },
};
