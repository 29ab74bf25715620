import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildServer } from './app.js';
import { readConfig, type ServerConfig } from './config.js';
import { openDatabase } from './db/database.js';
import { shutDown } from './http/shutdown.js';
import { seed } from './seed.js';

export interface StartOptions {
  /** The configuration; the environment's (`readConfig`) unless given. */
  config?: ServerConfig;
  /** The server's clock; the real one unless a test's launcher gives another. */
  now?: () => Date;
}

/**
 * Opens the database (migrated and seeded), builds the server and listens; on SIGINT and
 * SIGTERM drains and stops without failing a request already sent (`shutDown`), closes the
 * database and exits 0. Prints the address it serves.
 */
export async function startServer({ config = readConfig(), now }: StartOptions = {}): Promise<{
  app: FastifyInstance;
  url: string;
}> {
  const database = await openDatabase(
    config.databaseUrl
      ? { kind: 'postgres', url: config.databaseUrl }
      : { kind: 'pglite', dataDir: path.join(config.dataDir, 'pglite') },
    { seed: (db) => seed(db, now?.() ?? new Date()) },
  );
  const app = await buildServer({
    database,
    config,
    logger: { level: config.logLevel },
    now,
  });

  let stopping = false;
  // SIGTERM (an orchestrator, a deployment) drains: readiness fails at once, requests
  // already sent are answered within SHUTDOWN_TIMEOUT_MS, and the process exits 0. SIGINT
  // (Ctrl-C at a terminal) does the same.
  async function shutdown(signal: string) {
    if (stopping) return;
    stopping = true;
    app.log.info(
      { signal, drainMs: config.shutdownDrainMs, timeoutMs: config.shutdownTimeoutMs },
      'shutting down',
    );
    let code = 0;
    try {
      const { destroyed } = await shutDown(app, {
        drainMs: config.shutdownDrainMs,
        timeoutMs: config.shutdownTimeoutMs,
      });
      app.log.info({ destroyed }, 'stopped serving');
    } catch (error) {
      app.log.error({ err: error }, 'shutdown: the server did not close cleanly');
      code = 1;
    }
    try {
      await database.close();
    } catch (error) {
      app.log.error({ err: error }, 'shutdown: the database did not close cleanly');
      code = 1;
    }
    process.exit(code);
  }
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ host: config.host, port: config.port });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const shownHost = config.host.includes(':') ? `[${config.host}]` : config.host;
  const url = `http://${shownHost}:${port}`;
  const where =
    database.kind === 'pglite' ? path.join(config.dataDir, 'pglite') : 'PostgreSQL server';
  console.log(
    app.servesApp
      ? `City Life is running at ${url}/home (database: ${where})`
      : `City Life API is running at ${url} without the built app (database: ${where})`,
  );
  console.log(
    config.devTools
      ? 'Development mode: the passcode outbox (GET /dev/outbox/), captcha answers and the payment sandbox are on, for callers on this machine only.'
      : 'Production mode: no development calls and no payment sandbox (CITYLIFE_MODE=development turns them on for this machine).',
  );
  return { app, url };
}
