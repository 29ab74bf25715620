import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { ADDRESS_LIMITS, type AddressLimits } from './context.js';

/** The repository root: two levels above this file in both src/ and dist/. */
export const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

/** A setting of the environment the server cannot run with; its message says which. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

export interface ServerConfig {
  host: string;
  port: number;
  /** postgres:// URL of a PostgreSQL server; when absent the embedded PGlite is used. */
  databaseUrl: string | undefined;
  /** Directory holding the PGlite data directory and other local state. */
  dataDir: string;
  /** Built app to serve, or undefined to serve the API only. */
  appDist: string | undefined;
  /** The AR runtime's build (drop-in script and examples), or undefined to leave /ar/ out. */
  arDist: string | undefined;
  /**
   * `development` turns on the development calls (the outbox of sent passcodes, captcha
   * answers) and the payment sandbox, for callers on this machine only; `production`, the
   * default, has none of them.
   */
  mode: 'development' | 'production';
  /** The signing secret when configured (CITYLIFE_SECRET); else the server makes its own. */
  secret: string | undefined;
  /** Origins of other sites allowed to call the API from a browser (CORS); none by default. */
  corsOrigins: string[];
  /** Origins besides this server whose pictures the picture fields take (PICTURE_ORIGINS). */
  pictureOrigins: string[];
  /** Whether answers ask browsers to use HTTPS only (HSTS): when served over TLS. */
  hsts: boolean;
  /** Limits per client address changed from the defaults (ADDRESS_LIMITS). */
  addressLimits: Partial<AddressLimits>;
  /** Proxies in front of the server whose X-Forwarded-For names the client (TRUST_PROXY). */
  trustProxy: string[];
  /**
   * Where uploaded files are kept (UPLOAD_STORE): `database`, the default with a PostgreSQL
   * server, so that every instance serves them; `directory`, `<dataDir>/uploads`, the default
   * on the embedded database (one process), or a volume that every instance mounts.
   */
  uploadStore: 'database' | 'directory';
}

/**
 * Reads `ADDRESS_LIMITS`, e.g. `passcodesPerHour=50,signInFailures=30`: for many people
 * behind one address (a campus, a company network), or a test run from one machine.
 */
function readAddressLimits(text: string | undefined): Partial<AddressLimits> {
  const limits: Partial<AddressLimits> = {};
  for (const entry of (text ?? '').split(',').filter((part) => part.trim())) {
    const [name = '', value = ''] = entry.split('=').map((part) => part.trim());
    if (!(name in ADDRESS_LIMITS) || !/^[1-9]\d*$/.test(value)) {
      throw new ConfigError(
        `ADDRESS_LIMITS takes ${Object.keys(ADDRESS_LIMITS).join(', ')} = a whole number above 0, not "${entry}"`,
      );
    }
    limits[name as keyof AddressLimits] = Number(value);
  }
  return limits;
}

/** Whether an address (to listen on, or a caller's) is this machine only. */
export function isLoopbackHost(host: string): boolean {
  const bare = host.replace(/^\[|\]$/g, '').toLowerCase();
  return bare === 'localhost' || bare === '::1' || /^(::ffff:)?127(\.\d{1,3}){3}$/.test(bare);
}

/**
 * Whether a request's Host header names this machine: localhost or a name under
 * `.localhost`, an address of 127.0.0.0/8 or ::1, with any port. A page of another site
 * whose name was made to lead here (DNS rebinding) still sends its own name.
 */
export function isLoopbackHostHeader(header: string | undefined): boolean {
  if (!header) return false;
  let hostname: string;
  try {
    hostname = new URL(`http://${header}`).hostname;
  } catch {
    return false;
  }
  return hostname === 'localhost' || hostname.endsWith('.localhost') || isLoopbackHost(hostname);
}

/** A list of origins (`https://cdn.example.com,...`) of the setting `name`. */
function readOrigins(name: string, text: string | undefined): string[] {
  const origins = (text ?? '')
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean);
  for (const origin of origins) {
    if (!/^https?:\/\/[^/]+$/.test(origin)) {
      throw new ConfigError(
        `${name} takes origins such as https://shop.example.com, not "${origin}"`,
      );
    }
  }
  // As browsers write them: the host in lower case, no default port.
  return origins.map((origin) => new URL(origin).origin);
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = Number(env.PORT ?? 8080);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new ConfigError(`PORT must be a whole number from 0 to 65535, not "${env.PORT}"`);
  }
  const host = env.HOST ?? '127.0.0.1';
  const mode = env.CITYLIFE_MODE ?? 'production';
  if (mode !== 'development' && mode !== 'production') {
    throw new ConfigError(`CITYLIFE_MODE must be development or production, not "${mode}"`);
  }
  if (mode === 'development' && !isLoopbackHost(host)) {
    throw new ConfigError(
      `Development mode answers this machine only: HOST must be a loopback address (127.0.0.1, ::1, localhost), not "${host}"`,
    );
  }
  const corsOrigins = readOrigins('CORS_ORIGINS', env.CORS_ORIGINS);
  const pictureOrigins = readOrigins('PICTURE_ORIGINS', env.PICTURE_ORIGINS);
  const publicUrl = env.PUBLIC_URL ?? '';
  const databaseUrl = env.DATABASE_URL || undefined;
  const uploadStore = env.UPLOAD_STORE || (databaseUrl ? 'database' : 'directory');
  if (uploadStore !== 'database' && uploadStore !== 'directory') {
    throw new ConfigError(`UPLOAD_STORE must be database or directory, not "${uploadStore}"`);
  }
  return {
    host,
    port,
    databaseUrl,
    dataDir: path.resolve(env.DATA_DIR ?? path.join(repoRoot, '.data')),
    appDist:
      env.APP_DIST === ''
        ? undefined
        : path.resolve(env.APP_DIST ?? path.join(repoRoot, 'app', 'dist')),
    arDist:
      env.AR_DIST === ''
        ? undefined
        : path.resolve(env.AR_DIST ?? path.join(repoRoot, 'packages', 'ar-runtime', 'dist')),
    mode,
    secret: env.CITYLIFE_SECRET || undefined,
    corsOrigins,
    pictureOrigins,
    hsts: env.HSTS === 'on' || publicUrl.startsWith('https://'),
    addressLimits: readAddressLimits(env.ADDRESS_LIMITS),
    trustProxy: (env.TRUST_PROXY ?? '')
      .split(',')
      .map((proxy) => proxy.trim())
      .filter(Boolean),
    uploadStore,
  };
}
