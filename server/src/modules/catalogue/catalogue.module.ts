import { pageOf } from '../../lib/paging.js';
import { registerMessages } from '../../i18n/translate.js';
import type { ServerModule } from '../registry.js';
import { cachedAnswer } from './cachedReply.js';
import { catalogueOf, parseSkuJson, ROOT_CATEGORY } from './catalogue.service.js';
import { seedCatalogue } from './seed.js';
import en from './locales/en.json' with { type: 'json' };
import mn from './locales/mn.json' with { type: 'json' };
import zhHans from './locales/zh-Hans.json' with { type: 'json' };

registerMessages('catalogue', { 'zh-Hans': zhHans, en, mn });

export const catalogueModule: ServerModule = {
  name: 'catalogue',
  handlers: ({ db }) => {
    const catalogue = catalogueOf(db);
    return {
      getCashierMenu: async ({ reply }) => cachedAnswer(reply, await catalogue.menu(ROOT_CATEGORY)),
      getSubcategories: async ({ params, reply }) =>
        cachedAnswer(reply, await catalogue.subcategories(params.id)),
      getCategoryById: async ({ params, reply }) =>
        cachedAnswer(reply, await catalogue.category(params.id)),
      async getItemMetasByCategory({ params, query, reply }) {
        const { pageno, pagesize } = pageOf(query, 12);
        return cachedAnswer(reply, await catalogue.metasByCategory(params.id, pageno, pagesize));
      },
      async getItemMetasByTag({ params, query, reply }) {
        const { pageno, pagesize } = pageOf(query, 12);
        return cachedAnswer(reply, await catalogue.metasByTag(params.tag, pageno, pagesize));
      },
      async getItemById({ params, caller, reply }) {
        const item = await catalogue.item(params.id);
        if (!caller) return cachedAnswer(reply, item);
        const [withFlag] = await catalogue.withFavorites([item], caller.id);
        return withFlag!;
      },
      async getSkuAttributes({ params, caller }) {
        const { skus, item } = await catalogue.skuAttributes(params.id);
        const [withFlag] = await catalogue.withFavorites([item], caller?.id);
        return { skus, item: withFlag! };
      },
      getStockOf: ({ params }) => catalogue.stockFor(params.id, parseSkuJson(params.skuJson)),
      getStocksOf: ({ params }) => catalogue.stocksOf(params.id),
      getStocksByIds: ({ params }) => catalogue.stocksByIds(params.ids.split(',').map(Number)),
      getItemsByCategories: ({ params }) => catalogue.firstItemsOf(params.ids.split(',')),
      async getItemsByCategory({ params, body, caller, reply }) {
        const listing = await catalogue.listByCategory(params.id, body);
        if (!caller) return cachedAnswer(reply, listing);
        return { ...listing, items: await catalogue.withFavorites(listing.items, caller.id) };
      },
      async getItemsByTag({ params, body, caller, reply }) {
        const listing = await catalogue.listByTag(params.tag, body);
        if (!caller) return cachedAnswer(reply, listing);
        return { ...listing, items: await catalogue.withFavorites(listing.items, caller.id) };
      },
      async searchItems({ params, query, reply }) {
        const { pageno, pagesize } = pageOf(query, 10);
        return cachedAnswer(reply, await catalogue.search(params.q, pageno, pagesize));
      },
    };
  },
  seed: seedCatalogue,
};
