import type { IncomingMessage } from 'node:http';
import type { TLSSocket } from 'node:tls';
import proxyAddr from '@fastify/proxy-addr';

/** Whether the peer at `address`, `hop` steps from the server, is a proxy whose headers count. */
export type TrustProxy = (address: string, hop: number) => boolean;

/**
 * The proxies whose X-Forwarded-* headers name the client (TRUST_PROXY: addresses or CIDR
 * ranges), compiled once. Fastify is given this very function for `request.ip`, `.host` and
 * `.protocol`, and raw requests outside its routes (the chat's handshakes) are read with
 * it below, so both see the same client. With none, no forwarded header counts.
 */
export function trustedProxies(list: readonly string[]): TrustProxy {
  return list.length > 0 ? proxyAddr.compile([...list]) : () => false;
}

/** The client address of a raw request, as Fastify's `request.ip` has it. */
export function requestAddress(raw: IncomingMessage, trust: TrustProxy): string {
  return proxyAddr(raw, trust) ?? '';
}

/** The last value of a header that may be sent more than once (`a, b` or several lines). */
function lastValue(value: string | string[] | undefined): string | undefined {
  const text = Array.isArray(value) ? value.join(',') : value;
  const last = text?.split(',').at(-1)?.trim();
  return last || undefined;
}

/**
 * The origin a raw request was sent to (`https://host:port`), as Fastify's `request.protocol`
 * and `request.host` have it: a trusted proxy's X-Forwarded-Proto and X-Forwarded-Host, else
 * the connection's own scheme and the Host header.
 */
export function requestOrigin(raw: IncomingMessage, trust: TrustProxy): string {
  const peer = raw.socket?.remoteAddress;
  const trusted = peer !== undefined && trust(peer, 0);
  const forwarded = (name: string) => (trusted ? lastValue(raw.headers[name]) : undefined);
  const host = forwarded('x-forwarded-host') ?? raw.headers.host ?? '';
  const encrypted = (raw.socket as TLSSocket | undefined)?.encrypted === true;
  const protocol = forwarded('x-forwarded-proto') ?? (encrypted ? 'https' : 'http');
  return `${protocol}://${host}`;
}
