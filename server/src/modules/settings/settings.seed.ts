import { insertMissing } from '../../lib/seeding.js';
import type { Db } from '../../db/database.js';
import { settings } from '../../db/schema/index.js';

/** Site settings: background music, copyright, customer-service phone, QR code and email, ICP number, theme. */
export const seedSettings: Record<string, string> = {
  cstel: '400-820-0163',
  csemail: 'service@citylife.example',
  csqr: '/static/cs-qr.png',
  copyright: '© 2026 City Life',
  beian: '蒙ICP备2026000163号',
  bgmusic: '/static/bgmusic.mp3',
  theme: 'default',
};

/** The site settings that are missing. */
export async function seedSiteSettings(db: Db, now: Date): Promise<void> {
  await insertMissing(
    db,
    settings,
    Object.entries(seedSettings).map(([key, value]) => ({ key, value, updatedAt: now })),
  );
}
