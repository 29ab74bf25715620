import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ADDRESS_LIMITS, ConfigError, configFrom, readConfig, repoRoot } from './config.js';

describe('readConfig', () => {
  it('decides every setting the environment leaves out as configFrom does', () => {
    expect(readConfig({})).toEqual(configFrom());
    expect(configFrom()).toEqual({
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
      hsts: false,
      addressLimits: ADDRESS_LIMITS,
      trustProxy: [],
      uploadStore: 'directory',
      logLevel: 'info',
      wechat: {
        appId: undefined,
        appSecret: undefined,
        apiBase: undefined,
        jsapiTicket: undefined,
        jsDomains: [],
        cardId: 'pCityLifeMemberCard',
        cardApiTicket: undefined,
      },
      metricsAllow: [],
      metricsToken: undefined,
      shutdownDrainMs: 2_000,
      shutdownTimeoutMs: 10_000,
    });
  });

  it('reads each setting of the environment', () => {
    const config = readConfig({
      HOST: '::1',
      PORT: '0',
      CITYLIFE_MODE: 'development',
      DATABASE_URL: 'postgres://db.example/citylife',
      DATA_DIR: 'state',
      APP_DIST: '',
      AR_DIST: '/srv/ar',
      CITYLIFE_SECRET: 'configured-secret',
      PUBLIC_URL: 'https://shop.example.com',
      LOG_LEVEL: 'warn',
      WECHAT_APP_ID: 'wx0123456789abcdef',
      WECHAT_APP_SECRET: 'app-secret',
      WECHAT_API_BASE: 'http://127.0.0.1:9000',
      WECHAT_CARD_ID: 'pCard',
      WECHAT_CARD_API_TICKET: 'card-ticket',
    });
    expect(config).toMatchObject({
      host: '::1',
      port: 0,
      devTools: true,
      databaseUrl: 'postgres://db.example/citylife',
      dataDir: path.resolve('state'),
      appDist: undefined,
      arDist: path.resolve('/srv/ar'),
      secret: 'configured-secret',
      publicUrl: 'https://shop.example.com',
      // Served over TLS: browsers are asked to keep to HTTPS.
      hsts: true,
      uploadStore: 'database',
      logLevel: 'warn',
      wechat: {
        appId: 'wx0123456789abcdef',
        appSecret: 'app-secret',
        apiBase: 'http://127.0.0.1:9000',
        cardId: 'pCard',
        cardApiTicket: 'card-ticket',
      },
    });
    expect(readConfig({ HSTS: 'on' }).hsts).toBe(true);
    expect(readConfig({ PUBLIC_URL: 'http://shop.example.com' }).hsts).toBe(false);
  });

  it('refuses a setting it cannot run with, with a ConfigError naming it', () => {
    const refusals: [Record<string, string>, RegExp][] = [
      [{ PORT: '80a' }, /^PORT must be a whole number from 0 to 65535, not "80a"$/],
      [{ PORT: '70000' }, /^PORT must be a whole number/],
      [{ LOG_LEVEL: 'loud' }, /^LOG_LEVEL must be one of trace, debug, .*, not "loud"$/],
      [{ PUBLIC_URL: 'shop.example.com' }, /^PUBLIC_URL takes .*, not "shop.example.com"$/],
      [{ PUBLIC_URL: 'ftp://shop.example.com' }, /^PUBLIC_URL takes/],
      [{ CORS_ORIGINS: 'https://a.example/path' }, /^CORS_ORIGINS takes origins/],
      [{ CITYLIFE_MODE: 'development', HOST: '0.0.0.0' }, /HOST must be a loopback address/],
    ];
    for (const [env, message] of refusals) {
      expect(() => readConfig(env), JSON.stringify(env)).toThrow(ConfigError);
      expect(() => readConfig(env), JSON.stringify(env)).toThrow(message);
    }
  });
});

describe('the operations settings', () => {
  it('reads who may scrape the metrics and how long a shutdown may take', () => {
    expect(
      readConfig({
        METRICS_ALLOW: '127.0.0.1, 10.0.0.0/8,::1,fd00::/8',
        METRICS_TOKEN: 'scrape-token-0123456789',
        SHUTDOWN_DRAIN_MS: '500',
        SHUTDOWN_TIMEOUT_MS: '3000',
      }),
    ).toMatchObject({
      metricsAllow: ['127.0.0.1', '10.0.0.0/8', '::1', 'fd00::/8'],
      metricsToken: 'scrape-token-0123456789',
      shutdownDrainMs: 500,
      shutdownTimeoutMs: 3000,
    });
    // Set empty, the token is none.
    expect(readConfig({ METRICS_TOKEN: '' }).metricsToken).toBeUndefined();
  });

  it('refuses addresses, tokens and durations it cannot use', () => {
    const refusals: [Record<string, string>, RegExp][] = [
      [{ METRICS_ALLOW: '10.0.0.0/33' }, /^METRICS_ALLOW takes .*, not "10.0.0.0\/33"$/],
      [{ METRICS_ALLOW: 'prometheus.internal' }, /^METRICS_ALLOW takes/],
      [{ METRICS_ALLOW: '::1/129' }, /^METRICS_ALLOW takes/],
      [{ METRICS_TOKEN: 'short' }, /^METRICS_TOKEN must be at least 16 characters/],
      [{ SHUTDOWN_TIMEOUT_MS: '10s' }, /^SHUTDOWN_TIMEOUT_MS takes a whole number/],
      [{ SHUTDOWN_DRAIN_MS: '-1' }, /^SHUTDOWN_DRAIN_MS takes a whole number/],
      [
        { SHUTDOWN_DRAIN_MS: '5000', SHUTDOWN_TIMEOUT_MS: '1000' },
        /^SHUTDOWN_DRAIN_MS \(5000\) must not exceed SHUTDOWN_TIMEOUT_MS \(1000\)$/,
      ],
    ];
    for (const [env, message] of refusals) {
      expect(() => readConfig(env), JSON.stringify(env)).toThrow(ConfigError);
      expect(() => readConfig(env), JSON.stringify(env)).toThrow(message);
    }
  });
});

describe('configFrom', () => {
  it('keeps uploads in the database of a PostgreSQL server unless told otherwise', () => {
    expect(configFrom({ databaseUrl: 'postgres://db.example/citylife' }).uploadStore).toBe(
      'database',
    );
    expect(
      configFrom({ databaseUrl: 'postgres://db.example/citylife', uploadStore: 'directory' })
        .uploadStore,
    ).toBe('directory');
  });

  it('takes settings given as undefined as undefined, and WeChat settings one by one', () => {
    const config = configFrom({ appDist: undefined, wechat: { appId: 'wx0123456789abcdef' } });
    expect(config.appDist).toBeUndefined();
    expect(config.wechat).toMatchObject({
      appId: 'wx0123456789abcdef',
      cardId: 'pCityLifeMemberCard',
    });
  });

  it('refuses development mode beyond this machine', () => {
    expect(() => configFrom({ devTools: true, host: '0.0.0.0' })).toThrow(ConfigError);
  });
});
