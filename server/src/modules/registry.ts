import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.js';
import type { Db } from '../db/database.js';
import type { Handlers } from '../http/operations.js';
import type { Services } from '../services.js';
import { registerMessages, type Catalogue, type Locale } from '../i18n/translate.js';

/**
 * One area of the server: contract handlers, optional extra routes, optional seed data and
 * its server messages.
 */
export interface ServerModule {
  name: string;
  /** The module's handlers, calling the services built once for the server. */
  handlers?: (services: Services, ctx: AppContext) => Handlers;
  /** Routes outside the contract (sockets, static files). */
  register?: (app: FastifyInstance, ctx: AppContext, services: Services) => Promise<void> | void;
  /**
   * Inserts the module's seed rows that are missing; runs on every start. Times in the seed
   * are relative to `now`, the server's clock at seeding.
   */
  seed?: (db: Db, now: Date) => Promise<void>;
  /**
   * The module's messages in every locale (its `locales/` folder), registered under the
   * module's name: a key `k` is translated as `<name>.k`.
   */
  messages?: Record<Locale, Catalogue>;
}

/** Registers the messages of every module under its name (once for the process). */
export function registerModuleMessages(modules: ServerModule[]): void {
  for (const module of modules) {
    if (module.messages) registerMessages(module.name, module.messages);
  }
}

/** Merges the handlers of every module; an operation may have one handler only. */
export function mergeHandlers(
  modules: ServerModule[],
  services: Services,
  ctx: AppContext,
): Handlers {
  const merged: Record<string, unknown> = {};
  for (const module of modules) {
    for (const [operationId, handler] of Object.entries(module.handlers?.(services, ctx) ?? {})) {
      if (merged[operationId]) throw new Error(`${operationId} has a handler in two modules`);
      merged[operationId] = handler;
    }
  }
  return merged as Handlers;
}
