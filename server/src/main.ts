import path from 'node:path';
import { buildServer } from './app.js';
import { readConfig } from './config.js';
import { openDatabase } from './db/database.js';

const config = readConfig();
const database = await openDatabase(
  config.databaseUrl
    ? { kind: 'postgres', url: config.databaseUrl }
    : { kind: 'pglite', dataDir: path.join(config.dataDir, 'pglite') },
);
const app = await buildServer({
  database,
  appDist: config.appDist,
  logger: { level: process.env.LOG_LEVEL ?? 'info' },
  config: {
    dataDir: config.dataDir,
    devTools: process.env.DEV_TOOLS !== 'off',
    secret: process.env.CITYLIFE_SECRET ?? 'citylife-development-secret',
    publicUrl: process.env.PUBLIC_URL ?? '',
  },
});

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  app.log.info({ signal }, 'shutting down');
  await app.close();
  await database.close();
  process.exit(0);
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
