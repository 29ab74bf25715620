import { insertMissing, syncSequence } from '../../lib/seeding.js';
import type { Db } from '../../db/database.js';
import { shops, type OpeningHoursEntry } from '../../db/schema/index.js';

/** Opening hours of the reference shops: Mon-Fri 9:30-20:00, Sat-Sun 8:30-21:00. */
export const referenceHours: OpeningHoursEntry[] = [
  { weekdays: [1, 2, 3, 4, 5], open: '09:30', close: '20:00' },
  { weekdays: [6, 7], open: '08:30', close: '21:00' },
];

export const shopBanner = (id: number) => `/static/items/shop-${id}.svg`;

export const seedShops = [
  {
    id: 1,
    name: '城市生活康巴什店',
    address: '内蒙古自治区鄂尔多斯市康巴什区康巴什大街 1 号',
    phone: '0477-8581234',
    openingHours: referenceHours,
    latitude: 39.812556,
    longitude: 108.628734,
    banner: shopBanner(1),
    expressFeeCents: 800,
    freeThresholdCents: 9900,
    deliveryTypes: ['self', 'express'],
  },
  {
    id: 2,
    name: '城市生活东胜店',
    address: '内蒙古自治区鄂尔多斯市东胜区鄂尔多斯西街 30 号',
    phone: '0477-8325678',
    openingHours: [{ weekdays: [1, 2, 3, 4, 5, 6, 7], open: '09:00', close: '21:30' }],
    latitude: 39.817784,
    longitude: 109.977707,
    banner: shopBanner(2),
    expressFeeCents: 1000,
    freeThresholdCents: 12800,
    deliveryTypes: ['self', 'express'],
  },
  {
    id: 3,
    name: '城市生活伊金霍洛店',
    address: '内蒙古自治区鄂尔多斯市伊金霍洛旗阿勒腾席热镇文明路 8 号',
    phone: '0477-8698866',
    openingHours: [{ weekdays: [1, 2, 3, 4, 5, 6], open: '08:00', close: '20:00' }],
    latitude: 39.564722,
    longitude: 109.748611,
    banner: shopBanner(3),
    expressFeeCents: 600,
    freeThresholdCents: null,
    deliveryTypes: ['self'],
  },
];

/** The reference shops that are missing. */
export async function seedShopRows(db: Db): Promise<void> {
  await insertMissing(db, shops, seedShops);
  await syncSequence(db, 'shops');
}
