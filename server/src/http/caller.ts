import type { FastifyRequest } from 'fastify';
import { findCaller, type Caller } from '../auth/tokens.js';
import type { Db } from '../db/database.js';
import { fail } from './errors.js';
import type { OperationId, OperationRequest } from './operations.js';

/**
 * The caller of a request from its `token` and `user` headers: known only when the token
 * is valid and belongs to that user id.
 */
export async function resolveCaller(db: Db, request: FastifyRequest, now: Date) {
  const token = request.headers.token;
  if (typeof token !== 'string' || token === '') return undefined;
  const caller = await findCaller(db, token, now);
  const user = request.headers.user;
  if (!caller || (typeof user === 'string' && user !== '' && user !== String(caller.id))) {
    return undefined;
  }
  return caller;
}

/** The caller of an operation that requires one (the router already answered 401 otherwise). */
export function callerOf<Op extends OperationId>(request: OperationRequest<Op>): Caller {
  if (!request.caller) throw fail.unauthorized();
  return request.caller;
}
