import type { ServerModule } from '../registry.js';
import { seedShopRows } from './shop.seed.js';
import { searchShops, shopById, shopDeliveryFee } from './shop.service.js';
import en from './locales/en.json' with { type: 'json' };
import mn from './locales/mn.json' with { type: 'json' };
import zhHans from './locales/zh-Hans.json' with { type: 'json' };

export const shopModule: ServerModule = {
  name: 'shop',
  handlers: (_services, { db }) => ({
    getShopById: ({ params }) => shopById(db, params.id),
    getShopDeliveryFee: ({ params }) => shopDeliveryFee(db, params.x),
    searchShops: ({ query }) => searchShops(db, query),
  }),
  seed: seedShopRows,
  messages: { 'zh-Hans': zhHans, en, mn },
};
