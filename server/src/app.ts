import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import fastifyStatic from '@fastify/static';
import type { Database } from './db/database.js';
import { HttpError } from './http/errors.js';
import { contractFile, loadContract } from './http/contract.js';
import type { Handler, Handlers, OperationId } from './http/operations.js';
import { settingsHandlers } from './modules/settings/settings.handlers.js';

export interface BuildServerOptions {
  database: Database;
  /** Built app to serve next to the API; omitted, only the API is served. */
  appDist?: string | undefined;
  logger?: FastifyServerOptions['logger'];
  /** The API reference page built by `npm run build:docs`. */
  docsHtml?: string;
}

const defaultDocsHtml = fileURLToPath(new URL('../dist/api-docs.html', import.meta.url));

/** Keywords OpenAPI adds to JSON Schema; they annotate and never validate. */
const OPENAPI_KEYWORDS = ['example', 'discriminator', 'xml', 'externalDocs'];

/**
 * Request validation options: OpenAPI's annotation keywords are known, and unknown fields
 * are rejected (the contract says additionalProperties: false) rather than dropped.
 */
export const serverAjvOptions = {
  customOptions: {
    keywords: OPENAPI_KEYWORDS,
    allErrors: false,
    removeAdditional: false,
    // multipleOf: 0.01 on money must accept 19.99 despite binary floating point.
    multipleOfPrecision: 9,
  },
};

declare module 'fastify' {
  interface FastifyInstance {
    /** Whether the built app is served next to the API. */
    servesApp: boolean;
  }
}

export async function buildServer(options: BuildServerOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? false,
    routerOptions: { ignoreTrailingSlash: true },
    ajv: serverAjvOptions,
  });

  app.setErrorHandler(
    (error: Error & { statusCode?: number; validation?: unknown }, request, reply) => {
      if (error instanceof HttpError) {
        return reply.status(error.status).send(error.body);
      }
      if (error.validation) {
        return reply.status(400).send({ code: 400, message: error.message });
      }
      const status = error.statusCode;
      if (status && status >= 400 && status < 500) {
        return reply.status(status).send({ code: status, message: error.message });
      }
      request.log.error({ err: error }, 'unhandled error');
      return reply.status(500).send({ code: 500, message: 'system.something_wrong' });
    },
  );

  registerOperations(app, settingsHandlers(options.database.db));
  registerContractPages(app, options.docsHtml ?? defaultDocsHtml);

  const appDist = options.appDist;
  const indexHtml = appDist ? path.join(appDist, 'index.html') : undefined;
  app.decorate('servesApp', Boolean(indexHtml && existsSync(indexHtml)));
  if (appDist && app.servesApp) {
    await app.register(fastifyStatic, {
      root: appDist,
      wildcard: false,
      index: false,
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

  app.setNotFoundHandler((request, reply) => {
    const wantsPage =
      request.method === 'GET' && (request.headers.accept ?? '').includes('text/html');
    if (wantsPage && app.servesApp) {
      // Client-side routes (and unknown paths, which the app sends to /home).
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return reply
      .status(404)
      .send({ code: 404, message: `No route for ${request.method} ${request.url}` });
  });

  return app;
}

/** Registers each handler on its contract operation, with the contract's request schema. */
function registerOperations(app: FastifyInstance, handlers: Handlers): void {
  const { operations } = loadContract();
  const byId = new Map(operations.map((operation) => [operation.operationId, operation]));
  for (const [operationId, handler] of Object.entries(handlers) as [
    OperationId,
    Handler<OperationId>,
  ][]) {
    const operation = byId.get(operationId);
    if (!operation) throw new Error(`Handler for unknown operation ${operationId}`);
    app.route({
      method: operation.method,
      url: operation.routePath,
      schema: operation.schema,
      handler: async (request, reply) => {
        const data = await handler({
          params: request.params as never,
          query: request.query as never,
          body: request.body as never,
          raw: request,
          reply,
        });
        // A handler that answered without the envelope (an image, a tile, version.json)
        // has already sent its reply.
        if (reply.sent) return reply;
        return { code: 0, data };
      },
    });
  }
}

/** The contract itself and its reference page, for people building against it. */
function registerContractPages(app: FastifyInstance, docsHtml: string): void {
  app.get('/api/openapi.yaml', async (_request, reply) =>
    reply.type('application/yaml; charset=utf-8').send(await readFile(contractFile, 'utf8')),
  );
  app.get('/api/docs', async (_request, reply) => {
    if (!existsSync(docsHtml)) {
      return reply.status(404).send({
        code: 404,
        message: 'The API reference is built by `npm run build -w @citylife/server`.',
      });
    }
    return reply.type('text/html; charset=utf-8').send(await readFile(docsHtml));
  });
}
