import { createHash, timingSafeEqual } from 'node:crypto';
import { BlockList, isIP } from 'node:net';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type pg from 'pg';
import { localeOf, translate } from '../i18n/translate.js';
import type { Handlers } from './operations.js';

/**
 * The events of the business that the metrics count, told by the services where they
 * happen (after their transaction committed).
 */
export interface Tally {
  /** An order became paid (a top-up too); `type` is the order's type. */
  orderPaid(type: string): void;
  /** A sign-in failed on a wrong password, passcode or token. */
  signInFailed(method: 'password' | 'passcode' | 'token'): void;
  /** A limit refused something outside the HTTP answers (a chat message). */
  limitRefused(scope: string): void;
}

/** A tally that counts nothing, for services built outside a server. */
export const NO_TALLY: Tally = {
  orderPaid: () => {},
  signInFailed: () => {},
  limitRefused: () => {},
};

/** Latency buckets of the requests, in seconds. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export interface MetricsSources {
  /** Which database the server runs on. */
  databaseKind: 'pglite' | 'postgres';
  /** The PostgreSQL pool, whose connections are read at each scrape. */
  pool?: Pick<pg.Pool, 'totalCount' | 'idleCount' | 'waitingCount'>;
  /** This instance's open chat sockets, read at each scrape. */
  chatSockets?: () => number;
}

/**
 * The metrics of one server, in a registry of its own (several servers in one process, as
 * in the tests, do not share counters): requests by operation and status with their
 * latency, the database pool, the chat's sockets, the business tallies, and the process's
 * own (memory, CPU, event-loop lag, garbage collection).
 */
export class ServerMetrics {
  readonly registry = new Registry();
  private readonly requests: Counter<'operation' | 'status'>;
  private readonly latency: Histogram<'operation' | 'status'>;
  private readonly ordersPaid: Counter<'type'>;
  private readonly signInFailures: Counter<'method'>;
  private readonly limitRefusals: Counter<'scope'>;
  readonly tally: Tally;

  constructor(sources: MetricsSources) {
    const registers = [this.registry];
    collectDefaultMetrics({ register: this.registry });
    this.requests = new Counter({
      name: 'citylife_http_requests_total',
      help: 'Requests answered, by operation and status.',
      labelNames: ['operation', 'status'],
      registers,
    });
    this.latency = new Histogram({
      name: 'citylife_http_request_duration_seconds',
      help: 'Time from a request to its answer, by operation and status.',
      labelNames: ['operation', 'status'],
      buckets: LATENCY_BUCKETS,
      registers,
    });
    this.ordersPaid = new Counter({
      name: 'citylife_orders_paid_total',
      help: 'Orders that became paid, by order type.',
      labelNames: ['type'],
      registers,
    });
    this.signInFailures = new Counter({
      name: 'citylife_sign_in_failures_total',
      help: 'Sign-ins refused for a wrong password, passcode or token.',
      labelNames: ['method'],
      registers,
    });
    this.limitRefusals = new Counter({
      name: 'citylife_limit_refusals_total',
      help: 'Attempts refused by a limit (429 answers by operation, chat messages as chat).',
      labelNames: ['scope'],
      registers,
    });
    new Gauge({
      name: 'citylife_database_info',
      help: 'The database the server runs on (1 for its kind).',
      labelNames: ['kind'],
      registers,
      collect() {
        this.set({ kind: sources.databaseKind }, 1);
      },
    });
    const { pool, chatSockets } = sources;
    if (pool) {
      new Gauge({
        name: 'citylife_db_pool_connections',
        help: 'Connections of the PostgreSQL pool: open in all, and idle among them.',
        labelNames: ['state'],
        registers,
        collect() {
          this.set({ state: 'total' }, pool.totalCount);
          this.set({ state: 'idle' }, pool.idleCount);
        },
      });
      new Gauge({
        name: 'citylife_db_pool_waiting',
        help: 'Queries waiting for a connection of the PostgreSQL pool.',
        registers,
        collect() {
          this.set(pool.waitingCount);
        },
      });
    }
    if (chatSockets) {
      new Gauge({
        name: 'citylife_chat_sockets',
        help: 'Chat sockets connected to this instance.',
        registers,
        collect() {
          this.set(chatSockets());
        },
      });
    }
    this.tally = {
      orderPaid: (type) => this.ordersPaid.inc({ type }),
      signInFailed: (method) => this.signInFailures.inc({ method }),
      limitRefused: (scope) => this.limitRefusals.inc({ scope }),
    };
  }

  /** Counts an answered request. */
  answered(operation: string, status: number, seconds: number): void {
    const labels = { operation, status: String(status) };
    this.requests.inc(labels);
    this.latency.observe(labels, seconds);
    if (status === 429) this.limitRefusals.inc({ scope: operation });
  }
}

/**
 * The label of a request's operation: the contract's operationId, `route:<path>` for the
 * server's other routes (static files, the reference page), `unmatched` for unknown paths;
 * never the address itself, so that the labels stay few.
 */
export function operationOf(request: FastifyRequest): string {
  const config = request.routeOptions.config as { operationId?: string } | undefined;
  if (config?.operationId) return config.operationId;
  if (request.is404 || !request.routeOptions.url) return 'unmatched';
  return `route:${request.routeOptions.url}`;
}

/** Counts every answered request of `app` in `metrics`. */
export function countRequests(app: FastifyInstance, metrics: ServerMetrics): void {
  app.addHook('onResponse', async (request, reply) => {
    metrics.answered(operationOf(request), reply.statusCode, reply.elapsedTime / 1000);
  });
}

/** Who may read the metrics: addresses of an allow-list, or callers with a bearer token. */
export interface MetricsAccess {
  allow: readonly string[];
  token: string | undefined;
}

/** The allow-list as a BlockList (IPv4 entries also match their IPv4-mapped IPv6 form). */
function allowList(entries: readonly string[]): BlockList {
  const list = new BlockList();
  for (const entry of entries) {
    const [address = '', prefix] = entry.split('/');
    const family = isIP(address) === 6 ? 'ipv6' : 'ipv4';
    if (prefix === undefined) list.addAddress(address, family);
    else list.addSubnet(address, Number(prefix), family);
  }
  return list;
}

const digest = (text: string) => createHash('sha256').update(text, 'utf8').digest();

/**
 * Whether a request may read the metrics: its client address (`request.ip`, the address
 * every route sees, through the trusted proxies of TRUST_PROXY) is in the allow-list, or it
 * sends `Authorization: Bearer <token>` with the configured token (compared in constant
 * time, as digests of equal length).
 */
export function metricsGate(access: MetricsAccess) {
  const list = allowList(access.allow);
  const expected = access.token === undefined ? undefined : digest(access.token);
  const open = access.allow.length > 0 || expected !== undefined;
  return {
    /** Whether the metrics are served at all (else they are an unknown call). */
    open,
    allows(request: FastifyRequest): boolean {
      const ip = request.ip.replace(/^::ffff:(?=\d+\.)/i, '');
      const family = isIP(ip);
      if (family && list.check(ip, family === 6 ? 'ipv6' : 'ipv4')) return true;
      const header = request.headers.authorization ?? '';
      const given = /^Bearer\s+(.+)$/i.exec(header)?.[1]?.trim();
      return (
        expected !== undefined && given !== undefined && timingSafeEqual(digest(given), expected)
      );
    },
  };
}

/**
 * The handler of `GET /metrics`: 404, as an unknown call, while neither an allow-list nor a
 * token is configured; 403 to whoever the gate does not let in; else the registry's text.
 */
export function metricsHandlers(metrics: ServerMetrics, access: MetricsAccess): Handlers {
  const gate = metricsGate(access);
  return {
    async getMetrics({ raw, reply }) {
      const locale = localeOf(raw.headers['x-request-locale']);
      if (!gate.open) {
        await reply.status(404).send({
          code: 404,
          message: translate(locale, 'errors.routeNotFound', { method: raw.method, url: raw.url }),
        });
      } else if (!gate.allows(raw)) {
        await reply
          .status(403)
          .send({ code: 403, message: translate(locale, 'errors.metricsForbidden') });
      } else {
        await reply
          .header('cache-control', 'no-store')
          .type(metrics.registry.contentType)
          .send(await metrics.registry.metrics());
      }
      return undefined as never;
    },
  };
}
