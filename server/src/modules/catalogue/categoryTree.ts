import { type DbOrTx } from '../../lib/db.js';
import type { components } from '@citylife/api-client/schema';
import { categories } from '../../db/schema/index.js';
import { localized } from '../../i18n/localized.js';
import type { Locale } from '../../i18n/translate.js';

type Category = components['schemas']['Category'];

/** The category tree, loaded once per cache generation. */
export interface CategoryTree {
  byId: Map<string, Category>;
  children: Map<string, Category[]>;
  /** A category and all its descendants. */
  subtree(id: string): string[];
  /** From the root down to the category. */
  path(id: string): Category[];
  /** The top-level category (a child of the root) a category belongs to. */
  topLevelOf(id: string): string | undefined;
}

/** The tree with the categories' names in `locale`. */
export async function loadTree(db: DbOrTx, locale: Locale): Promise<CategoryTree> {
  const rows = await db.select().from(categories);
  const byId = new Map<string, Category>(
    rows.map((original) => {
      const row = localized(original, locale, ['name']);
      return [
        row.id,
        { id: row.id, name: row.name, parentId: row.parentId, pic: row.pic, seq: row.seq },
      ];
    }),
  );
  const children = new Map<string, Category[]>();
  for (const category of byId.values()) {
    if (!category.parentId) continue;
    const list = children.get(category.parentId) ?? [];
    list.push(category);
    children.set(category.parentId, list);
  }
  for (const list of children.values()) {
    list.sort((a, b) => b.seq - a.seq || a.id.localeCompare(b.id));
  }
  const subtree = (id: string): string[] => [
    id,
    ...(children.get(id) ?? []).flatMap((child) => subtree(child.id)),
  ];
  const path = (id: string): Category[] => {
    const result: Category[] = [];
    for (let node = byId.get(id); node && result.length < 10;) {
      result.unshift(node);
      node = node.parentId ? byId.get(node.parentId) : undefined;
    }
    return result;
  };
  const topLevelOf = (id: string) => path(id)[1]?.id;
  return { byId, children, subtree, path, topLevelOf };
}
