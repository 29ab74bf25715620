import { pageOf } from '../../lib/paging.js';
import { toCents } from '../../lib/money.js';
import { syncSequence } from '../../lib/seeding.js';
import type { Db } from '../../db/database.js';
import { shops } from '../../db/schema/index.js';
import { callerOf } from '../../http/caller.js';
import { registerMessages } from '../../i18n/translate.js';
import { orderServiceOf } from '../orders/orders.module.js';
import type { ServerModule } from '../registry.js';
import { seedShops } from './seedData.js';
import {
  deliveryFeeView,
  expressFeeCents,
  findShop,
  searchShops,
  shopView,
} from './shop.service.js';
import en from './locales/en.json' with { type: 'json' };
import mn from './locales/mn.json' with { type: 'json' };
import zhHans from './locales/zh-Hans.json' with { type: 'json' };

registerMessages('shop', { 'zh-Hans': zhHans, en, mn });

async function seedShopRows(db: Db) {
  await db.insert(shops).values(seedShops).onConflictDoNothing();
  await syncSequence(db, 'shops');
}

export const shopModule: ServerModule = {
  name: 'shop',
  handlers: (ctx) => {
    const { db } = ctx;
    return {
      getShopById: async ({ params }) => shopView(await findShop(db, params.id)),
      async getShopDeliveryFee({ params }) {
        const shop = await findShop(db, params.x);
        return deliveryFeeView(shop, expressFeeCents(shop, 0));
      },
      searchShops: ({ query }) =>
        searchShops(db, {
          ...(query?.keyword !== undefined ? { keyword: query.keyword } : {}),
          ...(query?.lat !== undefined ? { lat: query.lat } : {}),
          ...(query?.lng !== undefined ? { lng: query.lng } : {}),
          ...pageOf(query, 10),
        }),
      async diyCheckout(request) {
        const caller = callerOf(request);
        const { shopId, amount, memo } = request.body;
        const shop = await findShop(db, shopId);
        const cents = toCents(amount);
        const orders = orderServiceOf(ctx);
        const now = ctx.now();
        const order = await db.transaction((tx) =>
          orders.insertOrder(
            tx,
            {
              userId: caller.id,
              type: 'DiyOrder',
              shopId: shop.id,
              goodsCents: cents,
              totalCents: cents,
              payCents: cents,
              memo: memo ?? '',
            },
            [],
            now,
          ),
        );
        return { order_sn: order.orderSn };
      },
    };
  },
  seed: seedShopRows,
};
