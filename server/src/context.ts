import type { FastifyBaseLogger } from 'fastify';
import type { Db } from './db/database.js';

/** Settings of the running server that modules read. */
export interface AppConfig {
  /** Directory for local state (uploads, generated tiles) next to the database. */
  dataDir: string;
  /** Development helpers (the SMS dev outbox, captcha answers, the payment sandbox page). */
  devTools: boolean;
  /** Secret for signatures (upload policies, reset links); set CITYLIFE_SECRET in production. */
  secret: string;
  /** Public origin of this server, for absolute URLs (upload CDN, payment callbacks). */
  publicUrl: string;
}

/** What every module gets: the database, configuration, a clock and the logger. */
export interface AppContext {
  db: Db;
  config: AppConfig;
  /** The current time; tests may replace it. */
  now: () => Date;
  log: FastifyBaseLogger;
}
