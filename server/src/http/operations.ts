import type { FastifyReply, FastifyRequest } from 'fastify';
import type { operations } from '@citylife/api-client/schema';
import type { Caller } from '../auth/tokens.js';
import type { Locale } from '../i18n/translate.js';

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
 * What a handler receives: the request already validated against the contract, and the
 * caller already checked against the operation's security (present whenever it is required).
 */
export interface OperationRequest<Op extends OperationId> {
  params: PathParams<Op>;
  query: QueryParams<Op>;
  body: RequestBody<Op>;
  /** The signed-in caller; always set on operations that require one. */
  caller: Caller | undefined;
  locale: Locale;
  raw: FastifyRequest;
  reply: FastifyReply;
}

export type Handler<Op extends OperationId> = (
  request: OperationRequest<Op>,
) => Promise<SuccessData<Op>>;

export type Handlers = { [Op in OperationId]?: Handler<Op> };
