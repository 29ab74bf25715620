import { isIP } from 'node:net';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

/** The repository root: two levels above this file in both src/ and dist/. */
export const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

/** A setting of the environment the server cannot run with; its message says which. */
export class ConfigError extends Error {
  override name = 'ConfigError';
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

/** The levels of the server's log (LOG_LEVEL), from the most to the least said. */
export const LOG_LEVELS = ['trace', 'debug', 'info', 'warn', 'error', 'fatal', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/**
 * The WeChat official account. Without its settings, sign-in with WeChat is off and the
 * JS-SDK and the member card sign with sandbox values derived from the server secret, so
 * that development servers produce well-formed, signed packages offline; a deployment keeps
 * the tickets fresh from WeChat.
 */
export interface WechatSettings {
  /** The application id (WECHAT_APP_ID). */
  appId: string | undefined;
  /** The application secret (WECHAT_APP_SECRET); with the id, sign-in with WeChat. */
  appSecret: string | undefined;
  /** WeChat's API origin (WECHAT_API_BASE; another one only for a local stand-in). */
  apiBase: string | undefined;
  /** The JS-SDK's jsapi_ticket (WECHAT_JSAPI_TICKET). */
  jsapiTicket: string | undefined;
  /** Host names registered as the JS-SDK's safe domains (WECHAT_JS_DOMAINS), lower case. */
  jsDomains: string[];
  /** The member card's template id (WECHAT_CARD_ID). */
  cardId: string;
  /** The card API's api_ticket (WECHAT_CARD_API_TICKET). */
  cardApiTicket: string | undefined;
}

/** The whole configuration of the server, every setting decided (`readConfig`, `configFrom`). */
export interface ServerConfig {
  host: string;
  port: number;
  /** postgres:// URL of a PostgreSQL server; when absent the embedded PGlite is used. */
  databaseUrl: string | undefined;
  /** Directory for local state (the PGlite data directory, uploads, generated tiles). */
  dataDir: string;
  /** Built app to serve, or undefined to serve the API only. */
  appDist: string | undefined;
  /** The AR runtime's build (drop-in script and examples), or undefined to leave /ar/ out. */
  arDist: string | undefined;
  /**
   * Development mode (CITYLIFE_MODE=development): the development calls (the outbox of sent
   * passcodes, captcha answers) and the payment sandbox, answering callers on this machine
   * only. Production mode, the default, has none of them.
   */
  devTools: boolean;
  /**
   * Secret for signatures (upload policies, passcodes, the sandbox gateway's notifications),
   * when configured (CITYLIFE_SECRET); else the server makes its own and keeps it in the
   * database (`AppConfig.secret`).
   */
  secret: string | undefined;
  /** Public origin of this server, for absolute URLs (upload CDN, payment callbacks). */
  publicUrl: string;
  /** Origins of other sites allowed to call the API from a browser (CORS); none by default. */
  corsOrigins: string[];
  /**
   * Origins besides this server whose pictures the picture fields take (PICTURE_ORIGINS),
   * e.g. a CDN; pages may show pictures from them.
   */
  pictureOrigins: string[];
  /** Whether answers ask browsers to use HTTPS only (HSTS): when served over TLS. */
  hsts: boolean;
  /** How much one client address may do (ADDRESS_LIMITS changes some of the defaults). */
  addressLimits: AddressLimits;
  /** Proxies in front of the server whose X-Forwarded-For names the client (TRUST_PROXY). */
  trustProxy: string[];
  /**
   * Where uploaded files are kept (UPLOAD_STORE): `database`, the default with a PostgreSQL
   * server, so that every instance serves them; `directory`, `<dataDir>/uploads`, the default
   * on the embedded database (one process), or a volume that every instance mounts.
   */
  uploadStore: 'database' | 'directory';
  /** How much the server logs (LOG_LEVEL). */
  logLevel: LogLevel;
  wechat: WechatSettings;
  /**
   * Client addresses and CIDR ranges that may read `/metrics` (METRICS_ALLOW), e.g.
   * `127.0.0.1,10.0.0.0/8`; the client address is the one every route sees (`request.ip`,
   * through TRUST_PROXY's proxies). None by default.
   */
  metricsAllow: string[];
  /** A bearer token that opens `/metrics` from any address (METRICS_TOKEN); none by default. */
  metricsToken: string | undefined;
  /**
   * After SIGTERM, how long the server keeps listening while readiness answers 503 and every
   * answer closes its connection (SHUTDOWN_DRAIN_MS), so that a load balancer stops sending
   * before the listener goes.
   */
  shutdownDrainMs: number;
  /**
   * From SIGTERM, how long requests already sent may take to be answered (SHUTDOWN_TIMEOUT_MS,
   * the drain included); connections still open then are destroyed.
   */
  shutdownTimeoutMs: number;
}

/** The configuration as modules read it: the signing secret settled, configured or stored. */
export type AppConfig = ServerConfig & { secret: string };

/** Settings to build a configuration of (`configFrom`): any of them, the rest defaulted. */
export type ConfigSettings = Partial<Omit<ServerConfig, 'wechat'>> & {
  wechat?: Partial<WechatSettings>;
};

const WECHAT_DEFAULTS: WechatSettings = {
  appId: undefined,
  appSecret: undefined,
  apiBase: undefined,
  jsapiTicket: undefined,
  jsDomains: [],
  cardId: 'pCityLifeMemberCard',
  cardApiTicket: undefined,
};

/**
 * The complete configuration of `settings`, every other setting at its default: the one
 * place the defaults are decided. A setting given as undefined stays undefined (no app, no
 * AR runtime, no configured secret).
 */
export function configFrom(settings: ConfigSettings = {}): ServerConfig {
  const { wechat, ...rest } = settings;
  const config: ServerConfig = {
    host: '127.0.0.1',
    port: 8080,
    databaseUrl: undefined,
    dataDir: path.join(repoRoot, '.data'),
    appDist: path.join(repoRoot, 'app', 'dist'),
    arDist: path.join(repoRoot, 'packages', 'ar-runtime', 'dist'),
    devTools: false,
    secret: undefined,
    publicUrl: '',
    corsOrigins: [],
    pictureOrigins: [],
    hsts: (settings.publicUrl ?? '').startsWith('https://'),
    addressLimits: ADDRESS_LIMITS,
    trustProxy: [],
    uploadStore: settings.databaseUrl ? 'database' : 'directory',
    logLevel: 'info',
    metricsAllow: [],
    metricsToken: undefined,
    shutdownDrainMs: 2_000,
    shutdownTimeoutMs: 10_000,
    ...rest,
    wechat: { ...WECHAT_DEFAULTS, ...wechat },
  };
  if (config.devTools && !isLoopbackHost(config.host)) {
    throw new ConfigError(
      `Development mode answers this machine only: HOST must be a loopback address (127.0.0.1, ::1, localhost), not "${config.host}"`,
    );
  }
  if (config.shutdownDrainMs > config.shutdownTimeoutMs) {
    throw new ConfigError(
      `SHUTDOWN_DRAIN_MS (${config.shutdownDrainMs}) must not exceed SHUTDOWN_TIMEOUT_MS (${config.shutdownTimeoutMs})`,
    );
  }
  return config;
}

/**
 * Reads `METRICS_ALLOW`: addresses (IPv4 or IPv6) and CIDR ranges such as `10.0.0.0/8`.
 */
function readAddressList(name: string, text: string): string[] {
  const entries = readList(text);
  for (const entry of entries) {
    const [address = '', prefix] = entry.split('/');
    const family = isIP(address);
    const bits = family === 4 ? 32 : 128;
    const prefixOk = prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= bits);
    if (!family || !prefixOk) {
      throw new ConfigError(
        `${name} takes addresses and CIDR ranges such as 127.0.0.1,10.0.0.0/8, not "${entry}"`,
      );
    }
  }
  return entries;
}

/** A duration in milliseconds of the setting `name`: a whole number from 0. */
function readMilliseconds(name: string, text: string): number {
  if (!/^\d+$/.test(text)) {
    throw new ConfigError(`${name} takes a whole number of milliseconds, not "${text}"`);
  }
  return Number(text);
}

/**
 * Reads `ADDRESS_LIMITS`, e.g. `passcodesPerHour=50,signInFailures=30`: for many people
 * behind one address (a campus, a company network), or a test run from one machine.
 */
function readAddressLimits(text: string): AddressLimits {
  const limits: AddressLimits = { ...ADDRESS_LIMITS };
  for (const entry of text.split(',').filter((part) => part.trim())) {
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

/** A comma-separated list, its entries trimmed, empty ones left out. */
function readList(text: string): string[] {
  return text
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
}

/** A list of origins (`https://cdn.example.com,...`) of the setting `name`. */
function readOrigins(name: string, text: string): string[] {
  const origins = readList(text);
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

/** `PUBLIC_URL`: the http(s) address the server is reached at, e.g. https://shop.example.com. */
function readPublicUrl(text: string): string {
  let url: URL | undefined;
  try {
    url = new URL(text);
  } catch {
    url = undefined;
  }
  if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:')) {
    throw new ConfigError(
      `PUBLIC_URL takes the address the server is reached at, such as https://shop.example.com, not "${text}"`,
    );
  }
  return text;
}

/**
 * The configuration of the environment (`process.env` unless given): the one place the
 * server reads it. A setting it cannot run with throws a ConfigError that says which.
 */
export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const settings: ConfigSettings = {};
  const wechat: Partial<WechatSettings> = {};
  if (env.PORT !== undefined) {
    const port = Number(env.PORT);
    if (!Number.isInteger(port) || port < 0 || port > 65535) {
      throw new ConfigError(`PORT must be a whole number from 0 to 65535, not "${env.PORT}"`);
    }
    settings.port = port;
  }
  if (env.HOST !== undefined) settings.host = env.HOST;
  if (env.CITYLIFE_MODE !== undefined) {
    const mode = env.CITYLIFE_MODE;
    if (mode !== 'development' && mode !== 'production') {
      throw new ConfigError(`CITYLIFE_MODE must be development or production, not "${mode}"`);
    }
    settings.devTools = mode === 'development';
  }
  if (env.CORS_ORIGINS) settings.corsOrigins = readOrigins('CORS_ORIGINS', env.CORS_ORIGINS);
  if (env.PICTURE_ORIGINS) {
    settings.pictureOrigins = readOrigins('PICTURE_ORIGINS', env.PICTURE_ORIGINS);
  }
  if (env.PUBLIC_URL) settings.publicUrl = readPublicUrl(env.PUBLIC_URL);
  if (env.HSTS === 'on') settings.hsts = true;
  if (env.DATABASE_URL) settings.databaseUrl = env.DATABASE_URL;
  if (env.UPLOAD_STORE) {
    const store = env.UPLOAD_STORE;
    if (store !== 'database' && store !== 'directory') {
      throw new ConfigError(`UPLOAD_STORE must be database or directory, not "${store}"`);
    }
    settings.uploadStore = store;
  }
  if (env.DATA_DIR !== undefined) settings.dataDir = path.resolve(env.DATA_DIR);
  // Set empty, the app (or the AR runtime) is not served.
  if (env.APP_DIST !== undefined) {
    settings.appDist = env.APP_DIST === '' ? undefined : path.resolve(env.APP_DIST);
  }
  if (env.AR_DIST !== undefined) {
    settings.arDist = env.AR_DIST === '' ? undefined : path.resolve(env.AR_DIST);
  }
  if (env.CITYLIFE_SECRET) settings.secret = env.CITYLIFE_SECRET;
  if (env.ADDRESS_LIMITS) settings.addressLimits = readAddressLimits(env.ADDRESS_LIMITS);
  if (env.TRUST_PROXY) settings.trustProxy = readList(env.TRUST_PROXY);
  if (env.LOG_LEVEL !== undefined) {
    const level = env.LOG_LEVEL;
    if (!(LOG_LEVELS as readonly string[]).includes(level)) {
      throw new ConfigError(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, not "${level}"`);
    }
    settings.logLevel = level as LogLevel;
  }
  if (env.METRICS_ALLOW)
    settings.metricsAllow = readAddressList('METRICS_ALLOW', env.METRICS_ALLOW);
  if (env.METRICS_TOKEN !== undefined && env.METRICS_TOKEN !== '') {
    if (env.METRICS_TOKEN.length < 16) {
      throw new ConfigError('METRICS_TOKEN must be at least 16 characters long');
    }
    settings.metricsToken = env.METRICS_TOKEN;
  }
  if (env.SHUTDOWN_DRAIN_MS) {
    settings.shutdownDrainMs = readMilliseconds('SHUTDOWN_DRAIN_MS', env.SHUTDOWN_DRAIN_MS);
  }
  if (env.SHUTDOWN_TIMEOUT_MS) {
    settings.shutdownTimeoutMs = readMilliseconds('SHUTDOWN_TIMEOUT_MS', env.SHUTDOWN_TIMEOUT_MS);
  }
  if (env.WECHAT_APP_ID) wechat.appId = env.WECHAT_APP_ID;
  if (env.WECHAT_APP_SECRET) wechat.appSecret = env.WECHAT_APP_SECRET;
  if (env.WECHAT_API_BASE) wechat.apiBase = env.WECHAT_API_BASE;
  if (env.WECHAT_JSAPI_TICKET) wechat.jsapiTicket = env.WECHAT_JSAPI_TICKET;
  if (env.WECHAT_JS_DOMAINS) {
    wechat.jsDomains = readList(env.WECHAT_JS_DOMAINS).map((domain) => domain.toLowerCase());
  }
  if (env.WECHAT_CARD_ID !== undefined) wechat.cardId = env.WECHAT_CARD_ID;
  if (env.WECHAT_CARD_API_TICKET !== undefined) wechat.cardApiTicket = env.WECHAT_CARD_API_TICKET;
  return configFrom({ ...settings, wechat });
}

/** The settings of the backup and restore commands besides the server's (`readConfig`). */
export interface BackupSettings {
  /**
   * The directory of PostgreSQL's pg_dump and pg_restore (POSTGRES_BIN), of the database
   * server's major version; else Debian's PostgreSQL 15 when installed, else the PATH.
   */
  postgresBin: string | undefined;
}

/** The backup commands' settings from the environment. */
export function readBackupSettings(env: NodeJS.ProcessEnv = process.env): BackupSettings {
  return { postgresBin: env.POSTGRES_BIN || undefined };
}
