import type { FastifyBaseLogger } from 'fastify';
import type { Database, Db } from './db/database.js';
import type { TrustProxy } from './http/proxies.js';

/** Settings of the running server that modules read. */
export interface AppConfig {
  /** Directory for local state (uploads, generated tiles) next to the database. */
  dataDir: string;
  /**
   * Development mode: the development calls (the outbox of sent passcodes, captcha answers)
   * and the payment sandbox, answering callers on this machine only. Off unless chosen.
   */
  devTools: boolean;
  /** Secret for signatures (upload policies, passcodes, the sandbox gateway's notifications). */
  secret: string;
  /** Origins of other sites allowed to call the API from a browser (CORS). */
  corsOrigins: string[];
  /**
   * Origins besides this server whose pictures the pictures fields take (PICTURE_ORIGINS),
   * e.g. a CDN; pages may show pictures from them.
   */
  pictureOrigins: string[];
  /** Ask browsers to use HTTPS only (HSTS). */
  hsts: boolean;
  /** How much one client address may do (see `ADDRESS_LIMITS`). */
  addressLimits: AddressLimits;
  /** Public origin of this server, for absolute URLs (upload CDN, payment callbacks). */
  publicUrl: string;
  /** Where uploaded files are kept: the database, or `<dataDir>/uploads` (UPLOAD_STORE). */
  uploadStore: 'database' | 'directory';
}

/**
 * What one client address may do, whatever the accounts or numbers it tries: within an
 * hour, passcodes sent and password-reset links asked for; within 15 minutes, failed
 * sign-ins (then its sign-ins are locked 15 minutes); within a minute, captchas and chat
 * messages (of all its accounts and sockets together).
 */
export interface AddressLimits {
  passcodesPerHour: number;
  resetsPerHour: number;
  signInFailures: number;
  captchasPerMinute: number;
  chatMessagesPerMinute: number;
}

export const ADDRESS_LIMITS: AddressLimits = {
  passcodesPerHour: 10,
  resetsPerHour: 5,
  signInFailures: 10,
  captchasPerMinute: 120,
  chatMessagesPerMinute: 60,
};

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
}
