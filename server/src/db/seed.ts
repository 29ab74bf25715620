import type { Db } from './database.js';
import { settings } from './schema.js';

/** Site settings of spec section 3. */
export const seedSettings: Record<string, string> = {
  cstel: '400-820-0163',
  csemail: 'service@citylife.example',
  csqr: '/static/cs-qr.png',
  copyright: '© 2026 City Life',
  beian: '蒙ICP备2026000163号',
  bgmusic: '/static/bgmusic.mp3',
  theme: 'default',
};

/**
 * Inserts seed rows that are missing. Rows already present are left alone, so data
 * changed after the first start survives every restart.
 */
export async function seed(db: Db): Promise<void> {
  await db
    .insert(settings)
    .values(Object.entries(seedSettings).map(([key, value]) => ({ key, value })))
    .onConflictDoNothing();
}
