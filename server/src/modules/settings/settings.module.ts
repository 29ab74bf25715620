import type { ServerModule } from '../registry.js';
import { seedSiteSettings } from './settings.seed.js';
import { settingsOf } from './settings.service.js';

// Until server/src/seed.test.ts imports it from settings.seed.js.
export { seedSettings } from './settings.seed.js';

export const settingsModule: ServerModule = {
  name: 'settings',
  handlers: (_services, { db }) => ({
    getSettings: ({ params }) => settingsOf(db, params.keys.split(',')),
  }),
  seed: seedSiteSettings,
};
