import type { ServerOptions } from 'node:http';
import type { Socket } from 'node:net';
import { finished } from 'node:stream/promises';
import type { FastifyInstance } from 'fastify';

/**
 * How long the server waits on a client, and how much one client address may hold. No slow
 * client keeps a request open for long, and none of these cut short a phone on a slow
 * mobile network: it sends its headers within seconds and a 2 MB picture within a minute.
 */
export interface ConnectionLimits {
  /** From a request's first byte until its headers are complete (408, then closed). */
  headersMs: number;
  /** From a request's first byte until its whole body has arrived (408, then closed). */
  requestMs: number;
  /**
   * A kept-alive connection between requests is closed after this long idle (and Node's
   * own second more). Longer than the idle timeout of load balancers and proxies in front
   * (60 s by default in the common ones), which would otherwise send a request on a
   * connection the server is closing that very moment, and fail it. Such a connection holds
   * no request: the limits above apply from the next request's first byte.
   */
  keepAliveMs: number;
  /** A connection with no traffic either way for this long is closed. */
  idleMs: number;
  /** How often open connections are checked against headersMs and requestMs. */
  checkEveryMs: number;
  /**
   * Connections one client address may hold open at once; further ones are closed as they
   * open. Not counted behind a trusted proxy, whose address all its clients share.
   */
  perAddress: number;
  /**
   * An answer given before its request's body has arrived (a refusal) is sent once the rest
   * of the body has arrived, dropped unread, so that a client still sending reads the answer
   * (a connection closed under it loses the answer). At most this many bytes of such bodies
   * are awaited at once in all: beyond it, and for a body of unknown length, the answer goes
   * at once and its connection closes (reading many bodies only to drop them costs memory
   * churn, and pauses for garbage collection).
   */
  drainBytes: number;
}

export const CONNECTION_LIMITS: ConnectionLimits = {
  headersMs: 15_000,
  requestMs: 60_000,
  keepAliveMs: 65_000,
  idleMs: 60_000,
  checkEveryMs: 1_000,
  perAddress: 128,
  drainBytes: 8 * 1024 * 1024,
};

/** The options of the Fastify server and its Node HTTP server that apply `limits`. */
export function connectionOptions(limits: ConnectionLimits) {
  const http: ServerOptions = {
    headersTimeout: limits.headersMs,
    requestTimeout: limits.requestMs,
    connectionsCheckingInterval: limits.checkEveryMs,
  };
  return {
    http,
    requestTimeout: limits.requestMs,
    keepAliveTimeout: limits.keepAliveMs,
    connectionTimeout: limits.idleMs,
  };
}

/**
 * Applies the limits that need more than server options: at most `limits.perAddress`
 * connections per client address (unless `proxied`: then every client comes through the
 * trusted proxy's address), and an answer given before its request's body has arrived
 * stops whatever was parsing that body: the rest is dropped unread before the answer goes,
 * or, beyond `limits.drainBytes` in all, the connection closes.
 */
export function limitConnections(
  app: FastifyInstance,
  limits: ConnectionLimits,
  proxied: boolean,
): void {
  if (!proxied) {
    const open = new Map<string, number>();
    app.server.on('connection', (socket: Socket) => {
      const address = socket.remoteAddress ?? '';
      const count = (open.get(address) ?? 0) + 1;
      if (count > limits.perAddress) {
        socket.destroy();
        return;
      }
      open.set(address, count);
      socket.once('close', () => {
        const left = (open.get(address) ?? 1) - 1;
        if (left > 0) open.set(address, left);
        else open.delete(address);
      });
    });
  }
  let draining = 0;
  app.addHook('onSend', async (request, reply, payload) => {
    const incoming = request.raw;
    if (incoming.complete || incoming.destroyed) return payload;
    // Whatever was parsing the body through a pipe stops here.
    incoming.unpipe();
    const declared = Number(incoming.headers['content-length'] ?? Number.NaN);
    if (!(declared <= limits.drainBytes - draining)) {
      reply.header('connection', 'close');
      return payload;
    }
    draining += declared;
    try {
      incoming.resume();
      await finished(incoming).catch(() => {});
    } finally {
      draining -= declared;
    }
    return payload;
  });
}
