import type { IncomingHttpHeaders, IncomingMessage } from 'node:http';
import { parse as parseCookies } from 'cookie';
import { SESSION_COOKIE } from '../../http/caller.js';
import { requestOrigin, type TrustProxy } from '../../http/proxies.js';

/**
 * The session token of a chat handshake: `auth.token` when the client gives one (any value
 * other than text is a token that matches nothing), else the session cookie (HttpOnly: the
 * app's script cannot read it, the browser sends it with the handshake). A page cannot add
 * headers to a WebSocket, so the handshake's Origin check (below) is what keeps other
 * sites' pages from using the cookie. Undefined when there is neither.
 */
export function handshakeToken(auth: unknown, cookieHeader: string | undefined) {
  const given = (typeof auth === 'object' && auth !== null ? auth : {}) as { token?: unknown };
  if (given.token !== undefined && given.token !== null && given.token !== '') {
    return typeof given.token === 'string' ? given.token : '';
  }
  const cookie = cookieHeader ? parseCookies(cookieHeader)[SESSION_COOKIE] : undefined;
  return cookie || undefined;
}

/** The headers that carry credentials. */
const CREDENTIAL_HEADERS = new Set(['cookie', 'token', 'authorization']);

/**
 * Takes the credentials out of a socket's handshake once they were read. socket.io's
 * cluster adapter sends the handshake of every socket to the other instances (through the
 * database) whenever they list the sockets: it must hold no token. The raw request
 * (`socket.request`) stays as it came.
 */
export function forgetCredentials(handshake: {
  auth: Record<string, unknown>;
  headers: IncomingHttpHeaders;
}): void {
  handshake.auth = Object.fromEntries(
    Object.entries(handshake.auth ?? {}).filter(([name]) => name !== 'token'),
  );
  handshake.headers = Object.fromEntries(
    Object.entries(handshake.headers).filter(([name]) => !CREDENTIAL_HEADERS.has(name)),
  );
}

/** Whether two origins are the same (`null` and text that is no origin are none). */
function sameOrigin(a: string, b: string): boolean {
  try {
    const origin = new URL(a).origin;
    return origin !== 'null' && origin === new URL(b).origin;
  } catch {
    return false;
  }
}

/**
 * Whether a chat handshake may go on. A browser names the page that opens a socket in
 * `Origin`: it must be this server's own origin (as the request reached it, or PUBLIC_URL)
 * or one of the origins the API's CORS allows; `null` and every other site are refused,
 * since a socket opened from another site's page would carry this site's cookie. A request
 * without `Origin` comes from a client that is no page (or a same-origin poll), unless the
 * browser says it is another site's (`Sec-Fetch-Site: cross-site`).
 */
export function handshakeOriginAllowed(
  raw: IncomingMessage,
  rules: {
    corsAllows: (origin: string | undefined) => boolean;
    trust: TrustProxy;
    publicUrl: string;
  },
): boolean {
  const origin = raw.headers.origin;
  if (origin === undefined) return raw.headers['sec-fetch-site'] !== 'cross-site';
  if (rules.corsAllows(origin)) return true;
  const own = [requestOrigin(raw, rules.trust), rules.publicUrl].filter((value) => value !== '');
  return own.some((candidate) => sameOrigin(origin, candidate));
}
