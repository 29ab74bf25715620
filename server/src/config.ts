import { fileURLToPath } from 'node:url';
import path from 'node:path';

/** The repository root: two levels above this file in both src/ and dist/. */
export const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

export interface ServerConfig {
  host: string;
  port: number;
  /** postgres:// URL of a PostgreSQL server; when absent the embedded PGlite is used. */
  databaseUrl: string | undefined;
  /** Directory holding the PGlite data directory and other local state. */
  dataDir: string;
  /** Built app to serve, or undefined to serve the API only. */
  appDist: string | undefined;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = Number(env.PORT ?? 8080);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`PORT must be a whole number from 0 to 65535, not "${env.PORT}"`);
  }
  return {
    host: env.HOST ?? '127.0.0.1',
    port,
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: path.resolve(env.DATA_DIR ?? path.join(repoRoot, '.data')),
    appDist:
      env.APP_DIST === ''
        ? undefined
        : path.resolve(env.APP_DIST ?? path.join(repoRoot, 'app', 'dist')),
  };
}
