import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { parse } from 'yaml';

const require = createRequire(import.meta.url);

/** The bundled contract every part of the project reads. */
export const contractFile = require.resolve('@citylife/openapi/openapi.yaml');

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

export interface ContractOperation {
  operationId: string;
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** The path as the contract writes it, e.g. `/api/getSettings/{keys}`. */
  path: string;
  /** The same path in the router's syntax, e.g. `/api/getSettings/:keys`. */
  routePath: string;
  tags: string[];
  /** JSON Schemas for request validation, as Fastify takes them. */
  schema: { params?: JsonObject; querystring?: JsonObject; body?: JsonObject };
  /** Who calls it, by its security requirements (see `CallerKind`). */
  callers: CallerKind;
  /** Status codes the operation documents. */
  statuses: number[];
  /** True when its success answer has a `text/html` form: a page of its own for browsers. */
  answersPage: boolean;
  /**
   * A development call (`x-development: true`): it exists in development mode only and
   * answers callers on the server's own machine only.
   */
  development: boolean;
  /**
   * Where the body holds pictures (`x-picture-url: true`): paths of property names, `*`
   * for every item of an array, e.g. `['pics', '*']`. Only pictures of this server or of an
   * allowed origin are taken there.
   */
  pictureFields: string[][];
}

/** The paths in a body schema to the values marked `x-picture-url`. */
function picturePaths(schema: Json | undefined, at: string[] = []): string[][] {
  if (schema === null || typeof schema !== 'object' || Array.isArray(schema)) return [];
  if (schema['x-picture-url'] === true) return [at];
  const found: string[][] = [];
  for (const keyword of ['allOf', 'anyOf', 'oneOf'] as const) {
    const branches = schema[keyword];
    if (Array.isArray(branches))
      branches.forEach((branch) => found.push(...picturePaths(branch, at)));
  }
  const properties = schema.properties;
  if (properties !== null && typeof properties === 'object' && !Array.isArray(properties)) {
    for (const [name, property] of Object.entries(properties)) {
      found.push(...picturePaths(property, [...at, name]));
    }
  }
  if (schema.items !== undefined) found.push(...picturePaths(schema.items, [...at, '*']));
  return found;
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

/** Replaces every local `$ref` by a copy of what it points at. */
function dereference(node: Json, root: JsonObject, seen: string[] = []): Json {
  if (Array.isArray(node)) return node.map((item) => dereference(item, root, seen));
  if (node === null || typeof node !== 'object') return node;
  const { $ref: ref, ...siblings } = node;
  if (typeof ref === 'string') {
    if (!ref.startsWith('#/')) throw new Error(`Only local $refs are supported: ${ref}`);
    if (seen.includes(ref)) throw new Error(`Circular $ref: ${[...seen, ref].join(' -> ')}`);
    let target: Json = root;
    for (const part of ref.slice(2).split('/')) {
      target = (target as JsonObject)?.[part.replace(/~1/g, '/').replace(/~0/g, '~')] ?? null;
    }
    if (target === null) throw new Error(`Unresolved $ref: ${ref}`);
    const resolved = dereference(target, root, [...seen, ref]);
    const { summary, description, ...keywords } = siblings;
    const annotations = Object.fromEntries(
      Object.entries({ summary, description }).filter(([, value]) => value !== undefined),
    ) as JsonObject;
    // OpenAPI 3.1 allows schema keywords beside $ref; both apply.
    if (Object.keys(keywords).length === 0) return { ...(resolved as JsonObject), ...annotations };
    return {
      allOf: [resolved],
      ...annotations,
      ...(dereference(keywords, root, seen) as JsonObject),
    };
  }
  return Object.fromEntries(
    Object.entries(node).map(([key, value]) => [key, dereference(value, root, seen)]),
  );
}

function parameterSchema(parameters: JsonObject[], location: string): JsonObject | undefined {
  const own = parameters.filter((parameter) => parameter.in === location);
  if (own.length === 0) return undefined;
  return {
    type: 'object',
    properties: Object.fromEntries(own.map((p) => [p.name as string, p.schema ?? {}])),
    required: own.filter((p) => p.required === true).map((p) => p.name as string),
  };
}

/**
 * Who calls an operation: `none` when its security lists only the empty requirement (`{}`,
 * no token is taken) or nothing, `optional` when the empty requirement is one of several
 * (the call also works signed out), `admin` when every requirement asks for the token's
 * `admin` scope, else `signedIn`. `scripts/generate-types.mjs` applies the same rule to
 * type the handlers (`callers.generated.ts`).
 */
export type CallerKind = 'none' | 'optional' | 'signedIn' | 'admin';

function callersOf(security: Json | undefined): CallerKind {
  if (!Array.isArray(security) || security.length === 0) return 'none';
  const empty = (requirement: Json) => Object.keys(requirement as object).length === 0;
  if (security.every(empty)) return 'none';
  if (security.some(empty)) return 'optional';
  return security.every((requirement) =>
    ((requirement as JsonObject).token as string[] | undefined)?.includes('admin'),
  )
    ? 'admin'
    : 'signedIn';
}

/**
 * The router's spelling of a contract path. A parameter alone in its segment is `:name`;
 * one that shares its segment with text (`{lat},{lng}`, `{x}_{y}.png`) gets a pattern that
 * stops at the next literal character, since the router only splits on `-`, `.` and `/`.
 */
export function toRoutePath(path: string): string {
  return path
    .split('/')
    .map((segment) => {
      if (/^\{[^}]+\}$/.test(segment)) return `:${segment.slice(1, -1)}`;
      return segment.replace(/\{([^}]+)\}(.?)/g, (_match, name: string, next: string) => {
        const stop = next ? next.replace(/[\]\\^-]/g, '\\$&') : '';
        return `:${name}(^[^/${stop}]+)${next}`;
      });
    })
    .join('/');
}

function withoutUndefined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;
}

/** Reads the contract and lists its operations with their request schemas. */
export function loadContract(file = contractFile) {
  const document = parse(readFileSync(file, 'utf8')) as JsonObject;
  const resolved = dereference(document, document) as JsonObject;
  const operations: ContractOperation[] = [];
  for (const [path, item] of Object.entries(resolved.paths as JsonObject)) {
    const pathItem = item as JsonObject;
    for (const method of METHODS) {
      const operation = pathItem[method] as JsonObject | undefined;
      if (!operation) continue;
      const parameters = [
        ...((pathItem.parameters as JsonObject[]) ?? []),
        ...((operation.parameters as JsonObject[]) ?? []),
      ];
      const body = (operation.requestBody as JsonObject | undefined)?.content as
        JsonObject | undefined;
      const bodySchema = (body?.['application/json'] as JsonObject | undefined)?.schema as
        JsonObject | undefined;
      operations.push({
        operationId: operation.operationId as string,
        method: method.toUpperCase() as ContractOperation['method'],
        path,
        routePath: toRoutePath(path),
        tags: (operation.tags as string[]) ?? [],
        schema: withoutUndefined({
          params: parameterSchema(parameters, 'path'),
          querystring: parameterSchema(parameters, 'query'),
          body: bodySchema,
        }),
        callers: callersOf(operation.security ?? resolved.security),
        statuses: Object.keys((operation.responses as JsonObject) ?? {}).map(Number),
        development: operation['x-development'] === true,
        pictureFields: picturePaths(bodySchema),
        answersPage: Boolean(
          (
            ((operation.responses as JsonObject | undefined)?.['200'] as JsonObject | undefined)
              ?.content as JsonObject | undefined
          )?.['text/html'],
        ),
      });
    }
  }
  return { document, operations };
}
