import type { FastifyReply, FastifyRequest } from 'fastify';
import type { operations } from '@citylife/api-client/schema';

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

/** What a handler receives: the request already validated against the contract. */
export interface OperationRequest<Op extends OperationId> {
  params: PathParams<Op>;
  query: QueryParams<Op>;
  body: RequestBody<Op>;
  raw: FastifyRequest;
  reply: FastifyReply;
}

export type Handler<Op extends OperationId> = (
  request: OperationRequest<Op>,
) => Promise<SuccessData<Op>>;

export type Handlers = { [Op in OperationId]?: Handler<Op> };
