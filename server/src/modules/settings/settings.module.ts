import { inArray } from 'drizzle-orm';
import { settings } from '../../db/schema/index.js';
import type { ServerModule } from '../registry.js';

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

export const settingsModule: ServerModule = {
  name: 'settings',
  handlers: ({ db }) => ({
    async getSettings({ params }) {
      const keys = [...new Set(params.keys.split(','))];
      const rows = await db
        .select({ key: settings.key, value: settings.value })
        .from(settings)
        .where(inArray(settings.key, keys));
      return Object.fromEntries(rows.map((row) => [row.key, row.value]));
    },
  }),
  async seed(db, now) {
    await db
      .insert(settings)
      .values(Object.entries(seedSettings).map(([key, value]) => ({ key, value, updatedAt: now })))
      .onConflictDoNothing();
  },
};
