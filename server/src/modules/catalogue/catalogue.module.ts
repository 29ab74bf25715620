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
    getCashierMenu: async ({ reply }) => cachedAnswer(reply, await catalogue.menu(ROOT_CATEGORY)),
    getSubcategories: async ({ params, reply }) =>
      cachedAnswer(reply, await catalogue.subcategories(params.id)),
    getCategoryById: async ({ params, reply }) =>
      cachedAnswer(reply, await catalogue.category(params.id)),
    getItemMetasByCategory: async ({ params, query, reply }) =>
      cachedAnswer(reply, await listings.metasByCategory(params.id, query)),
    getItemMetasByTag: async ({ params, query, reply }) =>
      cachedAnswer(reply, await listings.metasByTag(params.tag, query)),
    getItemById: async ({ params, caller, reply }) =>
      answer(reply, await catalogue.itemFor(params.id, caller?.id)),
    getSkuAttributes: ({ params, caller }) => catalogue.skuAttributes(params.id, caller?.id),
    getStockOf: ({ params }) => catalogue.stockFor(params.id, params.skuJson),
    getStocksOf: ({ params }) => catalogue.stocksOf(params.id),
    getStocksByIds: ({ params }) => catalogue.stocksByIds(params.ids.split(',').map(Number)),
    getItemsByCategories: ({ params }) => catalogue.firstItemsOf(params.ids.split(',')),
    getItemsByCategory: async ({ params, body, caller, reply }) =>
      answer(reply, await listings.byCategory(params.id, body, caller?.id)),
    getItemsByTag: async ({ params, body, caller, reply }) =>
      answer(reply, await listings.byTag(params.tag, body, caller?.id)),
    searchItems: async ({ params, query, reply }) =>
      cachedAnswer(reply, await listings.search(params.q, query)),
  }),
  seed: seedCatalogue,
  messages: { 'zh-Hans': zhHans, en, mn },
};
