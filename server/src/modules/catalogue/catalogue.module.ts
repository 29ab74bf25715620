import type { ServerModule } from '../registry.js';
import { answer, cachedAnswer } from './cachedReply.js';
import { seedCatalogue } from './catalogue.seed.js';
import { ROOT_CATEGORY } from './catalogue.service.js';
import en from './locales/en.json' with { type: 'json' };
import mn from './locales/mn.json' with { type: 'json' };
import zhHans from './locales/zh-Hans.json' with { type: 'json' };

export const catalogueModule: ServerModule = {
  name: 'catalogue',
  handlers: ({ catalogue, itemListings: listings }) => ({
    getCashierMenu: async ({ reply, locale }) =>
      cachedAnswer(reply, await catalogue.menu(ROOT_CATEGORY, locale)),
    getSubcategories: async ({ params, reply, locale }) =>
      cachedAnswer(reply, await catalogue.subcategories(params.id, locale)),
    getCategoryById: async ({ params, reply, locale }) =>
      cachedAnswer(reply, await catalogue.category(params.id, locale)),
    getItemMetasByCategory: async ({ params, query, reply, locale }) =>
      cachedAnswer(reply, await listings.metasByCategory(params.id, query, locale)),
    getItemMetasByTag: async ({ params, query, reply, locale }) =>
      cachedAnswer(reply, await listings.metasByTag(params.tag, query, locale)),
    getItemById: async ({ params, caller, reply, locale }) =>
      answer(reply, await catalogue.itemFor(params.id, locale, caller?.id)),
    getSkuAttributes: ({ params, caller, locale }) =>
      catalogue.skuAttributes(params.id, locale, caller?.id),
    getStockOf: ({ params }) => catalogue.stockFor(params.id, params.skuJson),
    getStocksOf: ({ params }) => catalogue.stocksOf(params.id),
    getStocksByIds: ({ params }) => catalogue.stocksByIds(params.ids.split(',').map(Number)),
    getItemsByCategories: ({ params, locale }) =>
      catalogue.firstItemsOf(params.ids.split(','), locale),
    getItemsByCategory: async ({ params, body, caller, reply, locale }) =>
      answer(reply, await listings.byCategory(params.id, body, locale, caller?.id)),
    getItemsByTag: async ({ params, body, caller, reply, locale }) =>
      answer(reply, await listings.byTag(params.tag, body, locale, caller?.id)),
    searchItems: async ({ params, query, reply, locale }) =>
      cachedAnswer(reply, await listings.search(params.q, query, locale)),
  }),
  seed: seedCatalogue,
  messages: { 'zh-Hans': zhHans, en, mn },
};
