import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { settings } from '../../db/schema.js';
import type { Handlers } from '../../http/operations.js';

export function settingsHandlers(db: Db): Handlers {
  return {
    async getSettings({ params }) {
      const keys = [...new Set(params.keys.split(','))];
      const rows = await db
        .select({ key: settings.key, value: settings.value })
        .from(settings)
        .where(inArray(settings.key, keys));
      return Object.fromEntries(rows.map((row) => [row.key, row.value]));
    },
  };
}
