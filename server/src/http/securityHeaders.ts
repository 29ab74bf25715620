import { createHash } from 'node:crypto';
import type { FastifyInstance, RouteOptions } from 'fastify';
import fastifyCors from '@fastify/cors';
import fastifyHelmet from '@fastify/helmet';
import type { IncomingMessage } from 'node:http';

/** The origin of WeChat's JS-SDK, which pages served to WeChat's browser may load. */
export const WECHAT_SDK_ORIGIN = 'https://res.wx.qq.com';

/** Whether a request comes from WeChat's built-in browser (its user agent says so). */
export function fromWechat(request: Pick<IncomingMessage, 'headers'>): boolean {
  return /MicroMessenger/i.test(request.headers['user-agent'] ?? '');
}

/** The `'sha256-…'` sources of a page's inline scripts and inline style elements. */
function inlineHashes(html: string): { scripts: string[]; styles: string[] } {
  const hash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
  const scripts = [...html.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/gi)];
  const styles = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/gi)];
  return {
    scripts: scripts.map((match) => hash(match[1]!)),
    styles: styles.map((match) => hash(match[1]!)),
  };
}

/**
 * What a page of this server may do. Scripts, styles, fonts and calls come from this server
 * only (inline scripts and style elements by their hashes; style attributes, which the kit
 * sets for sizes and positions, are allowed). Pictures may also be data or blob URLs (crops,
 * map and model textures) or come from the allowed picture origins (PICTURE_ORIGINS), media
 * and workers blob URLs (camera frames, map workers). No plugin, no other base, forms post
 * here only, and no page may frame it.
 */
function directives(
  hashes: { scripts: string[]; styles: string[] },
  tls: boolean,
  pictureOrigins: readonly string[] = [],
) {
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...hashes.scripts],
    'style-src': ["'self'", ...hashes.styles],
    'style-src-attr': ["'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', ...pictureOrigins],
    'media-src': ["'self'", 'blob:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'"],
    'worker-src': ["'self'", 'blob:'],
    'child-src': ["'self'", 'blob:'],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
    ...(tls ? { 'upgrade-insecure-requests': [] } : {}),
  };
}

/**
 * Browser features the app may use, for its own pages only: the camera, position and
 * motion sensors (AR view, map, lab), full screen and the clipboard; nothing else.
 */
export const PERMISSIONS_POLICY = [
  'camera=(self)',
  'geolocation=(self)',
  'accelerometer=(self)',
  'gyroscope=(self)',
  'magnetometer=(self)',
  'fullscreen=(self)',
  'clipboard-read=(self)',
  'clipboard-write=(self)',
  'microphone=()',
  'payment=()',
  'usb=()',
].join(', ');

export interface SecurityOptions {
  /** The built app's index.html, whose inline script and style the policy allows. */
  appIndexHtml: string | undefined;
  /** Origins allowed to call the API from their pages (CORS); none: same origin only. */
  corsOrigins: string[];
  /** Served over TLS: ask browsers for HTTPS only (HSTS) and upgrade requests. */
  hsts: boolean;
  /** Origins besides this server that pictures may come from (PICTURE_ORIGINS). */
  pictureOrigins?: readonly string[];
}

/**
 * Whether a page of `origin` may call this server from a browser: one of the configured
 * origins (CORS_ORIGINS), never a reflected or `null` one. The API's CORS and the chat's
 * handshakes use this one list.
 */
export function corsAllows(
  corsOrigins: readonly string[],
): (origin: string | undefined) => boolean {
  const allowed = new Set(corsOrigins);
  return (origin) => origin !== undefined && allowed.has(origin);
}

/**
 * Security headers on every answer (pages, API calls, files, errors): a Content Security
 * Policy, nosniff, no framing, a referrer policy, the permissions policy, HSTS over TLS;
 * and CORS for the configured origins only (never a reflected or `null` origin).
 */
export async function secureAnswers(app: FastifyInstance, options: SecurityOptions) {
  const hashes = options.appIndexHtml
    ? inlineHashes(options.appIndexHtml)
    : { scripts: [], styles: [] };
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        ...directives(hashes, options.hsts, options.pictureOrigins),
        // WeChat's JS-SDK, for pages served to WeChat's browser and no other.
        'script-src': [
          "'self'",
          ...hashes.scripts,
          (request: IncomingMessage) => (fromWechat(request) ? WECHAT_SDK_ORIGIN : ''),
        ],
      },
    },
    crossOriginEmbedderPolicy: false,
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    crossOriginResourcePolicy: {
      policy: options.corsOrigins.length ? 'cross-origin' : 'same-origin',
    },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: options.hsts ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    xFrameOptions: { action: 'deny' },
  });
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('permissions-policy', PERMISSIONS_POLICY);
  });
  // A page's policy depends on the browser (WeChat's or another): caches keep them apart.
  app.addHook('onSend', async (_request, reply, payload) => {
    if (String(reply.getHeader('content-type') ?? '').startsWith('text/html')) {
      const vary = String(reply.getHeader('vary') ?? '');
      reply.header('vary', vary ? `${vary}, User-Agent` : 'User-Agent');
    }
    return payload;
  });

  const allows = corsAllows(options.corsOrigins);
  await app.register(fastifyCors, {
    origin: (origin, callback) => callback(null, allows(origin)),
    allowedHeaders: [
      'content-type',
      'token',
      'user',
      'x-requested-with',
      'x-request-version',
      'x-request-platform',
      'x-request-secret',
      'x-request-device',
      'x-request-locale',
    ],
    maxAge: 600,
  });
}

/**
 * The policy of a page that is not the app (the API reference): its own inline scripts by
 * hash, and the inline styles its renderer writes.
 */
export function pagePolicy(html: string, hsts: boolean): Pick<RouteOptions, 'helmet'> {
  const hashes = inlineHashes(html);
  const policy = directives({ scripts: hashes.scripts, styles: [] }, hsts);
  return {
    helmet: {
      contentSecurityPolicy: {
        useDefaults: false,
        directives: { ...policy, 'style-src': ["'self'", "'unsafe-inline'"] },
      },
    },
  };
}

/**
 * The policy of the AR runtime's drop-in pages (/ar/): the app's, except that inline styles
 * are allowed, which experiences and the model viewer (its shadow styles) write, and that
 * WebAssembly may be compiled (the model viewer decodes with it). Scripts stay this
 * server's own files: no inline script, no eval.
 */
export function dropInPolicy(tls: boolean): string {
  const policy: Record<string, string[]> = {
    ...directives({ scripts: [], styles: [] }, tls),
    'script-src': ["'self'", "'wasm-unsafe-eval'"],
    'style-src': ["'self'", "'unsafe-inline'"],
  };
  return Object.entries(policy)
    .map(([name, values]) => [name, ...values].join(' '))
    .join(';');
}
