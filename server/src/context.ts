import type { FastifyBaseLogger } from 'fastify';
import type { CallerCache } from './auth/callerCache.js';
import type { AppConfig } from './config.js';
import type { Database, Db } from './db/database.js';
import type { Tally } from './http/metrics.js';
import type { TrustProxy } from './http/proxies.js';
import type { CatalogueCache } from './lib/catalogueCache.js';

/** What every module gets: the database, configuration, a clock and the logger. */
export interface AppContext {
  db: Db;
  config: AppConfig;
  /** The current time; tests may replace it. */
  now: () => Date;
  log: FastifyBaseLogger;
  /** Hears the database's change notices, from every instance on the same database. */
  listen: Database['listen'];
  /** The PostgreSQL connection pool when the database is a server (absent on PGlite). */
  pool?: Database['pool'];
  /**
   * Which peers are proxies whose forwarded headers name the client (TRUST_PROXY): the
   * function Fastify's `request.ip` uses, for raw requests (`requestAddress` of
   * `http/proxies.ts`).
   */
  trustProxy: TrustProxy;
  /** Callers recently read from their tokens (`findCaller`), one cache per server. */
  callerCache: CallerCache;
  /**
   * Answers that are the same for everyone (the catalogue, shops, top-up amounts), one cache
   * per server; whoever edits them empties it.
   */
  catalogueCache: CatalogueCache;
  /** Counts the business's events for the metrics (orders paid, sign-in failures, ...). */
  tally: Tally;
}

/**
 * What a service is built with, as one object: the parts of the context it reads (`Keys`)
 * and the services it calls (`Uses`). `createServices` (`services.ts`) builds each service
 * once, at start-up, with its own.
 */
export type ServiceDeps<Keys extends keyof AppContext, Uses extends object = object> = Pick<
  AppContext,
  Keys
> &
  Uses;

/**
 * The base of the services that read and write the database and read the clock: both come
 * from the context, so tests can give a fixed `now`.
 */
export abstract class ClockedDbService {
  protected readonly db: Db;
  protected readonly now: () => Date;

  constructor({ db, now }: ServiceDeps<'db' | 'now'>) {
    this.db = db;
    this.now = now;
  }
}
