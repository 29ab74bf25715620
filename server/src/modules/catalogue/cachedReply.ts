import type { FastifyReply } from 'fastify';

/** Envelopes already encoded as UTF-8 JSON, per cached (shared, never mutated) answer. */
const envelopes = new WeakMap<object, Buffer>();

function serializeEnvelope(payload: { code: number; data?: unknown }): Buffer {
  const data = payload.data;
  if (payload.code !== 0 || typeof data !== 'object' || data === null) {
    return Buffer.from(JSON.stringify(payload));
  }
  let encoded = envelopes.get(data);
  if (encoded === undefined) {
    encoded = Buffer.from(JSON.stringify(payload));
    envelopes.set(data, encoded);
  }
  return encoded;
}

/**
 * Answers a cached catalogue value: its success envelope is encoded as JSON once and the
 * bytes are reused for every later request of the same value (catalogue reads are hot).
 */
export function cachedAnswer<T extends object>(reply: FastifyReply, data: T): T {
  reply
    .type('application/json; charset=utf-8')
    // Fastify writes a Buffer from a serializer as it is.
    .serializer(serializeEnvelope as unknown as (payload: unknown) => string);
  return data;
}

/** A catalogue answer: the cached value everyone gets (`shared`), or the caller's own. */
export interface Answer<T> {
  data: T;
  shared: boolean;
}

/** Answers a shared value as `cachedAnswer` does, and the caller's own value as it is. */
export function answer<T extends object>(reply: FastifyReply, { data, shared }: Answer<T>): T {
  return shared ? cachedAnswer(reply, data) : data;
}
