import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CallerCache } from '../auth/callerCache.js';
import { findCaller } from '../auth/tokens.js';
import type { AppConfig } from '../config.js';
import type { Db } from '../db/database.js';

/**
 * The session cookie the server sets on sign-in: the access token, where no script can
 * read it. Its name is the header's (`token`), which the chat's handshake reads too.
 */
export const SESSION_COOKIE = 'token';

/**
 * Whether a request carries the session cookie without `X-Requested-With`. Browsers send
 * the cookie on forms and links of the same site and on top-level navigations from any
 * site, none of which can add that header (another site's script could only after a CORS
 * preflight, which the server refuses), so such a request is not the app's own and its
 * cookie does not sign it in.
 */
export function cookieWithoutClientHeader(request: FastifyRequest): boolean {
  return Boolean(request.cookies?.[SESSION_COOKIE]) && !request.headers['x-requested-with'];
}

const tokenHeaderOf = (request: FastifyRequest) => {
  const header = request.headers.token;
  return typeof header === 'string' && header !== '' ? header : undefined;
};

/**
 * Whether the session cookie is what signs a request in: it carries the cookie and
 * `X-Requested-With`, and no `token` header (which comes first).
 */
export function signedInByCookie(request: FastifyRequest): boolean {
  return (
    tokenHeaderOf(request) === undefined &&
    Boolean(request.cookies?.[SESSION_COOKIE]) &&
    !cookieWithoutClientHeader(request)
  );
}

/**
 * A request's access token: its `token` header (API clients), else its session cookie
 * (the browser app) when the request carries `X-Requested-With`.
 */
function tokenOf(request: FastifyRequest): string | undefined {
  const header = tokenHeaderOf(request);
  if (header !== undefined) return header;
  return signedInByCookie(request) ? request.cookies[SESSION_COOKIE] : undefined;
}

/**
 * The caller of a request from its token (header or session cookie) and `user` header:
 * known only when the token is valid and belongs to that user id.
 */
export async function resolveCaller(
  db: Db,
  callers: CallerCache,
  request: FastifyRequest,
  now: Date,
) {
  const token = tokenOf(request);
  if (token === undefined) return undefined;
  const caller = await findCaller(db, callers, token, now);
  const user = request.headers.user;
  if (!caller || (typeof user === 'string' && user !== '' && user !== String(caller.id))) {
    return undefined;
  }
  return caller;
}

/**
 * The session cookie's attributes: sent to this server only (no domain), on its every
 * path, never to scripts (HttpOnly), not on other sites' forms and subrequests (Lax), and
 * over HTTPS only when the server's public address is https.
 */
function cookieAttributes(config: Pick<AppConfig, 'publicUrl'>) {
  return {
    path: '/',
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: config.publicUrl.startsWith('https://'),
  };
}

/**
 * Sets the session cookie of a sign-in: its token, for as long as the token is valid (to
 * the nearest second, which is all Max-Age counts).
 */
export function setSessionCookie(
  reply: FastifyReply,
  config: Pick<AppConfig, 'publicUrl'>,
  session: { token: string; expiresAt: string },
  now: Date,
): void {
  const seconds = Math.round((Date.parse(session.expiresAt) - now.getTime()) / 1000);
  reply.setCookie(SESSION_COOKIE, session.token, {
    ...cookieAttributes(config),
    maxAge: Math.max(0, seconds),
  });
}

/** Removes the session cookie (signing out). */
export function clearSessionCookie(reply: FastifyReply, config: Pick<AppConfig, 'publicUrl'>) {
  reply.clearCookie(SESSION_COOKIE, cookieAttributes(config));
}
