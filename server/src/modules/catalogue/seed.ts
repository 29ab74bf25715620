import { syncSequence } from '../../lib/seeding.js';
import type { Db } from '../../db/database.js';
import { categories, items, stocks, tags } from '../../db/schema/index.js';
import {
  categoryPicture,
  hotWords,
  itemPicture,
  otherTags,
  seedCategories,
  seedItems,
  seedStocks,
} from './seedData.js';

/** Categories, tags, items and their stock entries (missing rows only). */
export async function seedCatalogue(db: Db, now: Date): Promise<void> {
  await db
    .insert(categories)
    .values(
      seedCategories.map((category) => ({
        id: category.id,
        name: category.name,
        parentId: category.parentId,
        seq: category.seq,
        pic: category.parentId ? categoryPicture(category.id) : '',
      })),
    )
    .onConflictDoNothing();

  await db
    .insert(tags)
    .values([
      ...hotWords.map((name, index) => ({ name, hot: true, seq: 100 - index })),
      ...otherTags.map((name, index) => ({ name, hot: false, seq: 50 - index })),
    ])
    .onConflictDoNothing();

  await db
    .insert(items)
    .values(
      seedItems.map((item) => ({
        id: item.id,
        categoryId: item.categoryId,
        name: item.name,
        description: item.description,
        mainpic: itemPicture(item.key),
        pics: [itemPicture(item.key), itemPicture(item.key, 2)],
        country: item.country,
        unit: item.unit,
        priceCents: Math.min(...item.variants.map((variant) => variant.priceCents)),
        seq: item.seq,
        tags: item.tags,
        skuAttributes: item.attributes,
        createdAt: now,
      })),
    )
    .onConflictDoNothing();
  await db.insert(stocks).values(seedStocks()).onConflictDoNothing();
  await syncSequence(db, 'items');
  await syncSequence(db, 'stocks');
}
