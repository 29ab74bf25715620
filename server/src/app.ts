import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify, {
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';
import fastifyCookie from '@fastify/cookie';
import fastifyStatic from '@fastify/static';
import {
  isLoopbackHost,
  isLoopbackHostHeader,
  LOG_LEVELS,
  type LogLevel,
  type ServerConfig,
} from './config.js';
import type { AppContext } from './context.js';
import type { Database } from './db/database.js';
import { CallerCache } from './auth/callerCache.js';
import { CatalogueCache } from './lib/catalogueCache.js';
import {
  clearSessionCookie,
  cookieWithoutClientHeader,
  resolveCaller,
  signedInByCookie,
} from './http/caller.js';
import { contractFile, loadContract, type ContractOperation } from './http/contract.js';
import { HttpError, fail, type Message } from './http/errors.js';
import { secretFreeLogger } from './http/logging.js';
import type { Handler, Handlers, OperationId, OperationRequest } from './http/operations.js';
import { acceptedPicture, takePictures } from './http/pictures.js';
import { trustedProxies } from './http/proxies.js';
import { dropInPolicy, secureAnswers, pagePolicy } from './http/securityHeaders.js';
import { guardText } from './http/textGuard.js';
import {
  CONNECTION_LIMITS,
  connectionOptions,
  limitConnections,
  type ConnectionLimits,
} from './http/connections.js';
import { parseJsonBodies } from './http/jsonBody.js';
import { PROBE_OPERATIONS, probeHandlers, Readiness } from './http/health.js';
import { countRequests, metricsHandlers, ServerMetrics } from './http/metrics.js';
import { closeConnectionsWhenStopping, createLifecycle, type Lifecycle } from './http/shutdown.js';
import { validateByContract } from './http/validation.js';
import { storedSecret } from './auth/secret.js';
import { hasMessage, localeOf, translate, type Locale } from './i18n/translate.js';
import { modules as allModules } from './modules/index.js';
import { mergeHandlers, type ServerModule } from './modules/registry.js';
import type { AuthOptions } from './modules/auth/auth.service.js';
import { createServices } from './services.js';

export interface BuildServerOptions {
  database: Database;
  /**
   * The whole configuration (`readConfig`, or `configFrom` some settings); the signing secret,
   * when it has none, is the one the database keeps.
   */
  config: ServerConfig;
  logger?: FastifyServerOptions['logger'];
  /** The API reference page built by `npm run build:docs`. */
  docsHtml?: string;
  /** The clock modules read; tests may move it. */
  now?: () => Date;
  /** Adapters of the sign-in service (message gateway, WeChat, the password check). */
  auth?: AuthOptions;
  /** The modules to serve (all of them by default). */
  modules?: ServerModule[];
  /** Timeouts and per-address limits of connections (CONNECTION_LIMITS unless given). */
  connections?: Partial<ConnectionLimits>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Whether the built app is served next to the API. */
    servesApp: boolean;
    ctx: AppContext;
    /** Whether the server was told to stop (readiness then answers 503). */
    lifecycle: Lifecycle;
  }
}

const defaultDocsHtml = fileURLToPath(new URL('../dist/api-docs.html', import.meta.url));
/** Seed pictures and other static files, served at /static/. */
/** The drop-in script of the AR runtime, under /ar/. */
const AR_SCRIPT = 'ar-runtime.js';

export const publicDir = fileURLToPath(new URL('../public/', import.meta.url));

function render(locale: Locale, message: Message): string {
  if (typeof message === 'string')
    return hasMessage(message) ? translate(locale, message) : message;
  return translate(locale, message.key, message.vars);
}

/** The failure envelope of an HttpError, in the caller's language. */
function failureBody(error: HttpError, locale: Locale) {
  const content = error.content;
  const isFields = typeof content === 'object' && !('key' in content);
  return {
    code: error.code,
    message: isFields
      ? Object.fromEntries(
          Object.entries(content as Record<string, Message>).map(([field, m]) => [
            field,
            render(locale, m),
          ]),
        )
      : render(locale, content as Message),
  };
}

export async function buildServer(options: BuildServerOptions): Promise<FastifyInstance> {
  const { config } = options;
  const trustProxy = trustedProxies(config.trustProxy);
  const { operations } = loadContract();
  const connections = { ...CONNECTION_LIMITS, ...options.connections };
  const app = Fastify({
    logger: secretFreeLogger(options.logger, operations),
    routerOptions: { ignoreTrailingSlash: true },
    bodyLimit: 3 * 1024 * 1024,
    ...connectionOptions(connections),
    ...(config.trustProxy.length ? { trustProxy } : {}),
    // The router's own refusals (an address whose percent-encoding is not UTF-8, ...) answer
    // the failure envelope too, with the headers of an answer that is no page.
    frameworkErrors: (error, request, reply) => {
      const locale = localeOf(request.headers['x-request-locale']);
      const message =
        error.code === 'FST_ERR_BAD_URL'
          ? translate(locale, 'errors.malformedAddress')
          : translate(locale, 'errors.invalidRequest', { detail: error.message });
      void (reply as unknown as FastifyReply)
        .status(400)
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; frame-ancestors 'none'")
        .send({ code: 400, message });
    },
  });
  const metrics = new ServerMetrics({
    databaseKind: options.database.kind,
    pool: options.database.pool,
    chatSockets: () => app.chat?.of('/').sockets.size ?? 0,
  });
  countRequests(app, metrics);
  validateByContract(app);
  guardText(app);
  parseJsonBodies(app);
  limitConnections(app, connections, config.trustProxy.length > 0);
  await app.register(fastifyCookie);
  const now = options.now ?? (() => new Date());
  const ctx: AppContext = {
    db: options.database.db,
    config: {
      ...config,
      secret: config.secret ?? (await storedSecret(options.database.db, now())),
    },
    now,
    log: app.log,
    listen: options.database.listen,
    pool: options.database.pool,
    trustProxy,
    callerCache: new CallerCache(),
    catalogueCache: new CatalogueCache(),
    tally: metrics.tally,
  };
  app.decorate('ctx', ctx);
  // Tokens revoked and roles changed on any instance leave this one's caller cache; edits
  // of the catalogue, shops or top-up amounts, from any instance or by hand, empty the
  // catalogue cache.
  const stopHearing = await Promise.all([
    ctx.listen('callers_changed', (notice) => ctx.callerCache.heard(notice)),
    ctx.listen('catalogue_changed', () => ctx.catalogueCache.invalidate()),
  ]);
  app.addHook('onClose', async () => stopHearing.forEach((stop) => stop()));
  const lifecycle = createLifecycle();
  app.decorate('lifecycle', lifecycle);
  closeConnectionsWhenStopping(app, lifecycle);
  const { readiness, stop: stopReadiness } = await Readiness.create({
    database: options.database,
    stopping: () => lifecycle.stopping,
  });
  app.addHook('onClose', async () => stopReadiness());

  const appDist = config.appDist;
  const indexHtml = appDist ? path.join(appDist, 'index.html') : undefined;
  const appIndexHtml =
    indexHtml && existsSync(indexHtml) ? await readFile(indexHtml, 'utf8') : undefined;
  await secureAnswers(app, {
    appIndexHtml,
    corsOrigins: ctx.config.corsOrigins,
    pictureOrigins: ctx.config.pictureOrigins,
    hsts: ctx.config.hsts,
  });

  app.setErrorHandler(
    (
      error: Error & { statusCode?: number; validation?: unknown; validationContext?: string },
      request,
      reply,
    ) => {
      const locale = localeOf(request.headers['x-request-locale']);
      if (error instanceof HttpError) {
        return reply.status(error.status).send(failureBody(error, locale));
      }
      if (error.validation) {
        const detail = error.message;
        return reply
          .status(400)
          .send({ code: 400, message: translate(locale, 'errors.invalidRequest', { detail }) });
      }
      const status = error.statusCode;
      if (status && status >= 400 && status < 500) {
        const detail = error.message;
        return reply
          .status(status)
          .send({ code: status, message: translate(locale, 'errors.invalidRequest', { detail }) });
      }
      request.log.error({ err: error }, 'unhandled error');
      return reply
        .status(500)
        .send({ code: 500, message: translate(locale, 'system.something_wrong') });
    },
  );

  const modules = options.modules ?? allModules;
  servePagesOverSharedPaths(app, operations);
  const services = createServices(ctx, { auth: options.auth });
  registerOperations(app, ctx, operations, {
    ...mergeHandlers(modules, services, ctx),
    ...probeHandlers(readiness),
    ...metricsHandlers(metrics, { allow: config.metricsAllow, token: config.metricsToken }),
  });
  for (const module of modules) await module.register?.(app, ctx, services);
  await registerContractPages(app, options.docsHtml ?? defaultDocsHtml, ctx.config.hsts);
  await app.register(fastifyStatic, {
    root: publicDir,
    prefix: '/static/',
    decorateReply: false,
    maxAge: '1d',
  });
  const arDist = config.arDist;
  if (arDist && existsSync(path.join(arDist, AR_SCRIPT))) {
    await app.register(fastifyStatic, {
      root: arDist,
      prefix: '/ar/',
      decorateReply: false,
      index: ['index.html'],
      redirect: true,
      preCompressed: true,
      // A stable address (`<script src="/ar/ar-runtime.js">`): revalidated on each load.
      cacheControl: false,
      setHeaders(res, file) {
        res.setHeader('cache-control', 'no-cache');
        // The script (and the model viewer it loads as a module) is for experiences on any
        // site: public files without credentials, readable from other origins.
        if (path.dirname(file) === path.resolve(arDist)) {
          res.setHeader('cross-origin-resource-policy', 'cross-origin');
          res.setHeader('access-control-allow-origin', '*');
        }
      },
    });
    const policy = dropInPolicy(ctx.config.hsts);
    app.addHook('onSend', async (request, reply, payload) => {
      if (request.url.startsWith('/ar/') && reply.statusCode < 400) {
        reply.header('content-security-policy', policy);
      }
      return payload;
    });
  }
  app.get('/api/health', async () => ({ code: 0, data: { status: 'ok' } }));

  app.decorate('servesApp', appIndexHtml !== undefined);
  if (appDist && app.servesApp) {
    await app.register(fastifyStatic, {
      root: appDist,
      wildcard: false,
      index: false,
      // The build writes .br and .gz copies (app/vite.config.ts); send the accepted one.
      preCompressed: true,
      cacheControl: false,
      setHeaders(res, file) {
        const immutable = file.includes(`${path.sep}assets${path.sep}`);
        res.setHeader(
          'cache-control',
          immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }

  // A pre-compressed file's body depends on Accept-Encoding; caches must know.
  app.addHook('onSend', async (request, reply, payload) => {
    if (reply.getHeader('content-encoding') || request.url.startsWith('/assets/')) {
      const vary = String(reply.getHeader('vary') ?? '');
      if (!/accept-encoding/i.test(vary)) {
        reply.header('vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
      }
    }
    return payload;
  });

  app.setNotFoundHandler((request, reply) => {
    if (request.method === 'GET' && isPageNavigation(request.headers) && app.servesApp) {
      // Client-side routes (and unknown paths, which the app sends to /home).
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    const locale = localeOf(request.headers['x-request-locale']);
    return reply.status(404).send({
      code: 404,
      message: translate(locale, 'errors.routeNotFound', {
        method: request.method,
        url: request.url,
      }),
    });
  });

  return app;
}

/**
 * Registers each handler on its contract operation: the contract's request schema
 * validates the request, and its security requirement is enforced (401 without a valid
 * token where one is required, 403 without the admin role where that is required).
 */
function registerOperations(
  app: FastifyInstance,
  ctx: AppContext,
  operations: ContractOperation[],
  handlers: Handlers,
): void {
  const byId = new Map(operations.map((operation) => [operation.operationId, operation]));
  for (const [operationId, handler] of Object.entries(handlers) as [
    OperationId,
    Handler<OperationId>,
  ][]) {
    const operation = byId.get(operationId);
    if (!operation) throw new Error(`Handler for unknown operation ${operationId}`);
    // Development calls exist in development mode only.
    if (operation.development && !ctx.config.devTools) continue;
    app.route({
      method: operation.method,
      url: operation.routePath,
      // Probes and scrapes come every few seconds: their requests are not logged at info.
      ...(PROBE_OPERATIONS.has(operationId)
        ? { logLevel: probeLogLevel(ctx.config.logLevel) }
        : {}),
      schema: operation.schema,
      // The metrics count requests by the operation they call.
      config: { operationId },
      // Before its body is read or validated: a development call tells others nothing.
      ...(operation.development
        ? { onRequest: async (request: FastifyRequest) => refuseBeyondThisMachine(request) }
        : {}),
      handler: async (request, reply) => {
        if (operation.pictureFields.length > 0) {
          const origin = `${request.protocol}://${request.host}`;
          takePictures(request.body, operation.pictureFields, (value) =>
            acceptedPicture(value, ctx.config, origin),
          );
        }
        const { callers } = operation;
        const byCookie = signedInByCookie(request);
        // An operation that takes no token reads its caller only to see whether the session
        // cookie still signs someone in.
        const caller =
          callers === 'none' && !byCookie
            ? undefined
            : await resolveCaller(ctx.db, ctx.callerCache, request, ctx.now());
        // A session cookie that signs nobody in (revoked, expired) goes.
        if (!caller && byCookie) clearSessionCookie(reply, ctx.config);
        if ((callers === 'signedIn' || callers === 'admin') && !caller) {
          // The session cookie alone, without the header only the app's own calls carry.
          if (cookieWithoutClientHeader(request)) throw fail.forbidden('errors.crossSiteCookie');
          throw fail.unauthorized();
        }
        if (callers === 'admin' && !caller?.roles.includes('admin')) throw fail.forbidden();
        // Answers are written in the caller's language: caches keep each language apart.
        reply.header('vary', 'X-Request-Locale');
        const data = await handler({
          params: request.params as never,
          query: request.query as never,
          body: request.body as never,
          // Only operations that take a token are told who called.
          ...(callers === 'none' ? {} : { caller }),
          locale: localeOf(request.headers['x-request-locale']),
          raw: request,
          reply,
        } as OperationRequest<OperationId>);
        // A handler that answered without the envelope (an image, a tile, version.json)
        // has already sent its reply.
        if (reply.sent) return reply;
        return { code: 0, data };
      },
    });
  }
}

/** The level of the probes' log: warnings and above, or fewer when the server logs fewer. */
function probeLogLevel(level: LogLevel): LogLevel {
  return LOG_LEVELS.indexOf(level) > LOG_LEVELS.indexOf('warn') ? level : 'warn';
}

/** Headers by which a proxy names the client it relays (which would make every caller look local). */
const PROXY_HEADERS = ['x-forwarded-for', 'forwarded', 'x-real-ip'] as const;

/**
 * Refuses (403) a development call that does not come from this machine itself, for this
 * machine: a loopback peer, not relayed by a proxy, addressed to a loopback name (a page
 * of another site whose name was made to lead here, DNS rebinding, sends its own).
 */
function refuseBeyondThisMachine(request: FastifyRequest): void {
  const relayed = PROXY_HEADERS.some((name) => request.headers[name] !== undefined);
  if (relayed || !isLoopbackHost(request.ip)) throw fail.forbidden('errors.developmentOnly');
  if (!isLoopbackHostHeader(request.headers.host)) {
    throw fail.forbidden('errors.developmentHostOnly');
  }
}

/** Whether a request is a browser opening a page (not a call of the API client). */
function isPageNavigation(headers: FastifyRequest['headers']): boolean {
  if (headers['sec-fetch-mode'] === 'navigate') return true;
  return !headers['x-requested-with'] && (headers.accept ?? '').startsWith('text/html');
}

/**
 * Some app routes share their path with a GET call of the contract
 * (`/classified/mine`, `/classified/update/{id}`, `/poll/stat/{id}`, `/poll/enroll`). A
 * browser opening such a page gets the app, as for any other app route; the app's own calls
 * (X-Requested-With, JSON) and other clients still get the API. `/api/` and `/dev/` stay API,
 * and so do calls whose contract answers a page of their own to browsers (`text/html`, the
 * payment sandbox).
 */
function servePagesOverSharedPaths(app: FastifyInstance, operations: ContractOperation[]): void {
  const shared = new Set(
    operations
      .filter(
        (operation) =>
          operation.method === 'GET' &&
          !operation.answersPage &&
          !/^\/(api|dev)\//.test(operation.path),
      )
      .map((operation) => operation.routePath),
  );
  app.addHook('onRequest', async (request, reply) => {
    if (!app.servesApp || request.method !== 'GET') return;
    if (!shared.has(request.routeOptions.url ?? '') || !isPageNavigation(request.headers)) return;
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
}

/** The contract itself and its reference page, for people building against it. */
async function registerContractPages(app: FastifyInstance, docsFile: string, hsts: boolean) {
  app.get('/api/openapi.yaml', async (_request, reply) =>
    reply.type('application/yaml; charset=utf-8').send(await readFile(contractFile, 'utf8')),
  );
  const docsHtml = existsSync(docsFile) ? await readFile(docsFile, 'utf8') : undefined;
  if (docsHtml === undefined) {
    app.get('/api/docs', async (_request, reply) =>
      reply.status(404).send({
        code: 404,
        message: 'The API reference is built by `npm run build -w @citylife/server`.',
      }),
    );
    return;
  }
  app.get('/api/docs', pagePolicy(docsHtml, hsts), async (_request, reply) =>
    reply.type('text/html; charset=utf-8').send(docsHtml),
  );
}
