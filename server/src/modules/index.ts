import type { ServerModule } from './registry.js';
import { settingsModule } from './settings/settings.module.js';

/** Every module of the reference server, in seeding order. */
export const modules: ServerModule[] = [settingsModule];
