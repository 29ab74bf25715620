import type { FastifyReply, FastifyRequest } from 'fastify';
import type { operations } from '@citylife/api-client/schema';
import type { Caller } from '../auth/tokens.js';
import type { Locale } from '../i18n/translate.js';
import type { operationCallers } from './callers.generated.js';

export type OperationId = keyof operations;

type Json<T> = T extends { content: { 'application/json': infer B } } ? B : never;
type Success<Op extends OperationId> = Json<operations[Op]['responses'][200]>;

/** The `data` of an operation's success envelope. */
export type SuccessData<Op extends OperationId> = Success<Op> extends { data: infer D } ? D : never;

type Parameters<Op extends OperationId> = operations[Op]['parameters'];
type PathParams<Op extends OperationId> = Parameters<Op> extends { path: infer P } ? P : never;
type QueryParams<Op extends OperationId> = Parameters<Op> extends { query?: infer Q } ? Q : never;
type RequestBody<Op extends OperationId> = operations[Op] extends {
  requestBody?: { content: { 'application/json': infer B } };
}
  ? B
  : never;

/**
 * The caller a handler of an operation is given, as the contract's security promises and
 * the router has checked: none at all where the operation takes no token, maybe one where
 * signing in is optional, always one where it is required (an admin on admin operations).
 */
type CallerOf<Op extends OperationId> = {
  none: unknown;
  optional: { caller: Caller | undefined };
  signedIn: { caller: Caller };
  admin: { caller: Caller };
}[(typeof operationCallers)[Op]];

/**
 * What a handler receives: the request already validated against the contract, and the
 * caller already checked against the operation's security (`CallerOf`).
 */
export type OperationRequest<Op extends OperationId> = CallerOf<Op> & {
  params: PathParams<Op>;
  query: QueryParams<Op>;
  body: RequestBody<Op>;
  locale: Locale;
  raw: FastifyRequest;
  reply: FastifyReply;
};

export type Handler<Op extends OperationId> = (
  request: OperationRequest<Op>,
) => Promise<SuccessData<Op>>;

export type Handlers = { [Op in OperationId]?: Handler<Op> };
