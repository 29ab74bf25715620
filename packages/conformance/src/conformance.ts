// The conformance runner: exercises every operation of the contract against a running
// server. For each operation it sends a request built from the contract's examples (signed
// in when the operation needs it, see signIn.ts), validates the answer against the
// documented response for its status, then sends malformed variants and expects a failure
// envelope rather than a 5xx or a success. Operations that need a sign-in the runner cannot
// make are reported as skipped, check by check.
import { randomInt } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { parse } from 'yaml';
import { signIn, SignInUnavailable, type Session, type SignInMethod } from './signIn.js';

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
export type JsonObject = { [key: string]: Json };

export interface Operation {
  operationId: string;
  method: string;
  path: string;
  pointer: string;
  operation: JsonObject;
}

/** A check's outcome: a skipped check was not run (it needs a sign-in the runner lacks). */
export type CheckOutcome = 'pass' | 'fail' | 'skip';

/** Who a signed-in operation needs. */
export type Role = 'member' | 'admin';

export interface CheckResult {
  operationId: string;
  method: string;
  path: string;
  /** `example`: the contract's example request; `malformed`: a request broken one way. */
  check: 'example' | 'malformed';
  /** What the check sent: `example`, or what the malformed request breaks. */
  name: string;
  status: number | null;
  result: CheckOutcome;
  reason: string;
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];
/** Operations that end or change the session run after everything else. */
const SESSION_ENDING = /logout|modifyPassword|resetPassword/i;

/** The contract this runner checks against: the `@citylife/openapi` package it depends on. */
export const contractFile = createRequire(import.meta.url).resolve(
  '@citylife/openapi/openapi.yaml',
);

export function loadDocument(file = contractFile): JsonObject {
  return parse(readFileSync(file, 'utf8')) as JsonObject;
}

const escape = (part: string) => part.replace(/~/g, '~0').replace(/\//g, '~1');

export function listOperations(document: JsonObject): Operation[] {
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(document.paths as JsonObject)) {
    for (const method of METHODS) {
      const operation = (item as JsonObject)[method] as JsonObject | undefined;
      if (!operation) continue;
      operations.push({
        operationId: String(operation.operationId),
        method: method.toUpperCase(),
        path,
        pointer: `#/paths/${escape(path)}/${method}`,
        operation,
      });
    }
  }
  const last = (op: Operation) => (SESSION_ENDING.test(op.path) ? 1 : 0);
  return operations.sort((a, b) => last(a) - last(b));
}

/** Follows local `$ref`s until a value that is not a reference. */
function resolve(document: JsonObject, value: Json | undefined): Json | undefined {
  let current = value;
  for (let depth = 0; depth < 20; depth += 1) {
    const ref = (current as JsonObject | undefined)?.$ref;
    if (typeof ref !== 'string') return current;
    current = ref
      .slice(2)
      .split('/')
      .reduce<Json | undefined>(
        (node, part) =>
          (node as JsonObject | undefined)?.[part.replace(/~1/g, '/').replace(/~0/g, '~')],
        document,
      );
  }
  throw new Error('Too many nested $refs');
}

/** A value valid for `schema`: its example, default or enum, else one built from its type. */
export function sample(document: JsonObject, schemaOrRef: Json | undefined): Json {
  const schema = resolve(document, schemaOrRef) as JsonObject | undefined;
  if (!schema) return null;
  if ('const' in schema) return schema.const!;
  if (schema.example !== undefined) return schema.example;
  if (Array.isArray(schema.examples) && schema.examples.length) return schema.examples[0]!;
  if (schema.default !== undefined) return schema.default;
  if (Array.isArray(schema.enum)) return schema.enum[0]!;
  for (const key of ['oneOf', 'anyOf'] as const) {
    if (Array.isArray(schema[key])) return sample(document, (schema[key] as Json[])[0]);
  }
  if (Array.isArray(schema.allOf)) {
    return Object.assign({}, ...(schema.allOf as Json[]).map((part) => sample(document, part)));
  }
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'integer':
    case 'number':
      return typeof schema.minimum === 'number' ? schema.minimum : 1;
    case 'boolean':
      return true;
    case 'array':
      return Array.from({ length: Number(schema.minItems ?? 0) }, () =>
        sample(document, schema.items),
      );
    case 'object': {
      const properties = (schema.properties ?? {}) as JsonObject;
      const required = (schema.required ?? []) as string[];
      return Object.fromEntries(required.map((name) => [name, sample(document, properties[name])]));
    }
    default:
      // Fixed values: what the runner sends never depends on the day it runs.
      if (schema.format === 'date') return '2026-03-02';
      if (schema.format === 'date-time') return '2026-03-02T10:00:00+08:00';
      if (schema.format === 'email') return 'conformance@example.com';
      return 'x'.repeat(Number(schema.minLength ?? 1));
  }
}

interface Parameter {
  name: string;
  in: string;
  required?: boolean;
  schema?: Json;
  example?: Json;
}

function parametersOf(document: JsonObject, op: Operation): Parameter[] {
  const pathItem = (document.paths as JsonObject)[op.path] as JsonObject;
  return [
    ...((pathItem.parameters as Json[]) ?? []),
    ...((op.operation.parameters as Json[]) ?? []),
  ].map((p) => resolve(document, p) as unknown as Parameter);
}

function jsonBodyOf(document: JsonObject, op: Operation) {
  const body = resolve(document, op.operation.requestBody) as JsonObject | undefined;
  const content = body?.content as JsonObject | undefined;
  if (!content) return undefined;
  const [mediaType, media] = Object.entries(content)[0]! as [string, JsonObject];
  const examples = media.examples as JsonObject | undefined;
  const firstExample = examples
    ? (resolve(document, Object.values(examples)[0]) as JsonObject).value
    : undefined;
  return {
    mediaType,
    schema: media.schema,
    example: media.example ?? firstExample ?? sample(document, media.schema),
  };
}

export function requiresAuth(document: JsonObject, op: Operation): 'none' | Role {
  const security = (op.operation.security ?? document.security) as JsonObject[] | undefined;
  if (!security?.length || security.some((entry) => Object.keys(entry).length === 0)) return 'none';
  return security.some((entry) => ((entry.token as string[]) ?? []).includes('admin'))
    ? 'admin'
    : 'member';
}

function fillPath(path: string, values: Record<string, string>): string {
  return path.replace(/\{([^}]+)\}/g, (_m, name: string) => encodeURIComponent(values[name] ?? ''));
}

/** A one-pixel PNG for upload operations. */
const PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

export interface BuiltRequest {
  url: string;
  init: RequestInit & { headers: Record<string, string> };
}

export function buildRequest(
  document: JsonObject,
  op: Operation,
  baseUrl: string,
  session: Session | undefined,
): BuiltRequest {
  const pathValues: Record<string, string> = {};
  const query = new URLSearchParams();
  const headers: Record<string, string> = {
    'X-Request-Locale': 'en',
    'X-Requested-With': 'XMLHttpRequest',
  };
  for (const parameter of parametersOf(document, op)) {
    const value = parameter.example ?? sample(document, parameter.schema);
    if (parameter.in === 'path') pathValues[parameter.name] = String(value);
    else if (parameter.in === 'query' && (parameter.required || parameter.example !== undefined)) {
      query.set(parameter.name, String(value));
    } else if (parameter.in === 'header' && parameter.required)
      headers[parameter.name] = String(value);
  }
  if (session) Object.assign(headers, { token: session.token, user: session.user });
  const search = query.toString();
  const url = `${baseUrl}${fillPath(op.path, pathValues)}${search ? `?${search}` : ''}`;
  const body = jsonBodyOf(document, op);
  const init: BuiltRequest['init'] = { method: op.method, headers };
  if (body?.mediaType === 'application/json') {
    headers['content-type'] = 'application/json';
    init.body = JSON.stringify(body.example);
  } else if (body?.mediaType === 'multipart/form-data') {
    const form = new FormData();
    for (const [name, value] of Object.entries((body.example ?? {}) as JsonObject)) {
      if (name !== 'file') form.set(name, String(value));
    }
    form.set('file', new Blob([PIXEL_PNG], { type: 'image/png' }), 'pixel.png');
    init.body = form;
  }
  return { url, init };
}

/** Requests that break the contract in one way each, with what was broken. */
export function malformedRequests(
  document: JsonObject,
  op: Operation,
  valid: BuiltRequest,
  baseUrl: string,
): { what: string; request: BuiltRequest }[] {
  const variants: { what: string; request: BuiltRequest }[] = [];
  for (const parameter of parametersOf(document, op).filter((p) => p.in === 'path')) {
    const schema = resolve(document, parameter.schema) as JsonObject | undefined;
    const bad =
      schema?.type === 'integer' || schema?.type === 'number'
        ? 'not-a-number'
        : schema?.enum || schema?.pattern
          ? '~~bad~~'
          : typeof schema?.maxLength === 'number'
            ? 'x'.repeat(schema.maxLength + 1)
            : undefined;
    if (bad === undefined) continue;
    const url = new URL(valid.url);
    const values = Object.fromEntries(
      parametersOf(document, op)
        .filter((p) => p.in === 'path')
        .map((p) => [
          p.name,
          p.name === parameter.name ? bad : String(p.example ?? sample(document, p.schema)),
        ]),
    );
    variants.push({
      what: `path parameter ${parameter.name}=${bad.slice(0, 20)}`,
      request: { url: `${baseUrl}${fillPath(op.path, values)}${url.search}`, init: valid.init },
    });
  }
  const body = jsonBodyOf(document, op);
  if (body?.mediaType === 'application/json') {
    const schema = resolve(document, body.schema) as JsonObject | undefined;
    const required = (schema?.required as string[] | undefined) ?? [];
    const broken = required.length ? {} : schema?.type === 'object' ? { '': [] } : 'not an object';
    if (required.length || schema?.additionalProperties === false || schema?.type !== 'object') {
      variants.push({
        what: required.length ? `body without ${required.join(', ')}` : 'body of the wrong shape',
        request: { url: valid.url, init: { ...valid.init, body: JSON.stringify(broken) } },
      });
    }
    variants.push({
      what: 'body that is not JSON',
      request: { url: valid.url, init: { ...valid.init, body: '{not json' } },
    });
    for (const { path, value } of wrongTypes(document, body.schema, body.example)) {
      const broken = withValueAt(body.example, path, value);
      variants.push({
        what: `body field ${path.join('.')} as ${JSON.stringify(value)}`,
        request: { url: valid.url, init: { ...valid.init, body: JSON.stringify(broken) } },
      });
    }
    for (const path of stringFields(document, body.schema, body.example)) {
      for (const [name, text] of UNCLEAN_TEXTS) {
        const broken = withValueAt(body.example, path, text);
        variants.push({
          what: `body field ${path.join('.')} with ${name}`,
          request: { url: valid.url, init: { ...valid.init, body: JSON.stringify(broken) } },
        });
      }
    }
  }
  // Every string parameter of the path and the query, with a NUL and with a lone
  // surrogate (which a URL can only carry as an ill-formed UTF-8 sequence).
  const url = new URL(valid.url);
  for (const parameter of parametersOf(document, op)) {
    if (parameter.in !== 'path' && parameter.in !== 'query') continue;
    if (!typesOf(document, parameter.schema)?.has('string')) continue;
    for (const [name, encoded] of [
      ['a NUL', 'x%00y'],
      ['a lone surrogate', 'x%ED%A0%80y'],
    ] as const) {
      let target: string;
      if (parameter.in === 'path') {
        const values = Object.fromEntries(
          parametersOf(document, op)
            .filter((p) => p.in === 'path')
            .map((p) => [p.name, String(p.example ?? sample(document, p.schema))]),
        );
        const marker = '\u0001MARK\u0001';
        values[parameter.name] = marker;
        target = `${baseUrl}${fillPath(op.path, values).replace(encodeURIComponent(marker), encoded)}${url.search}`;
      } else {
        const query = new URLSearchParams(url.search);
        query.delete(parameter.name);
        const rest = query.toString();
        target = `${url.origin}${url.pathname}?${rest ? `${rest}&` : ''}${encodeURIComponent(parameter.name)}=${encoded}`;
      }
      variants.push({
        what: `${parameter.in} parameter ${parameter.name} with ${name}`,
        request: { url: target, init: valid.init },
      });
    }
  }
  return variants;
}

/** Text no field takes: a NUL inside, and a lone UTF-16 surrogate. */
const UNCLEAN_TEXTS: [string, string][] = [
  ['a NUL', 'x\u0000y'],
  ['a lone surrogate', 'x\ud800y'],
];

/** The paths of every field of a body that takes text (nested ones included). */
export function stringFields(
  document: JsonObject,
  schemaOrRef: Json | undefined,
  example: Json,
  path: string[] = [],
): string[][] {
  const schema = resolve(document, schemaOrRef) as JsonObject | undefined;
  if (!schema || example === null || typeof example !== 'object' || Array.isArray(example)) {
    return [];
  }
  const parts = Array.isArray(schema.allOf) ? (schema.allOf as Json[]) : [schema];
  const found: string[][] = [];
  for (const part of parts) {
    const properties = ((resolve(document, part) as JsonObject | undefined)?.properties ??
      {}) as JsonObject;
    for (const [name, property] of Object.entries(properties)) {
      if (!(name in example)) continue;
      const here = [...path, name];
      const value = example[name]!;
      const propertySchema = resolve(document, property) as JsonObject | undefined;
      if (typeof value === 'string' && typesOf(document, property)?.has('string')) {
        found.push(here);
      } else if (Array.isArray(value) && value.length > 0) {
        if (typeof value[0] === 'string') found.push([...here, '0']);
        else
          found.push(...stringFields(document, propertySchema?.items, value[0]!, [...here, '0']));
      } else if (value !== null && typeof value === 'object') {
        found.push(...stringFields(document, property, value, here));
      }
    }
  }
  return found;
}

type JsonType = 'string' | 'number' | 'integer' | 'boolean' | 'array' | 'object' | 'null';

/** The JSON types a schema accepts, or undefined when it does not restrict them. */
function typesOf(document: JsonObject, schemaOrRef: Json | undefined): Set<JsonType> | undefined {
  const schema = resolve(document, schemaOrRef) as JsonObject | undefined;
  if (!schema) return undefined;
  if (Array.isArray(schema.allOf)) {
    for (const part of schema.allOf) {
      const types = typesOf(document, part);
      if (types) return types;
    }
  }
  for (const key of ['oneOf', 'anyOf'] as const) {
    if (!Array.isArray(schema[key])) continue;
    const union = new Set<JsonType>();
    for (const part of schema[key] as Json[]) {
      const types = typesOf(document, part);
      if (!types) return undefined;
      for (const type of types) union.add(type);
    }
    return union;
  }
  if (Array.isArray(schema.enum)) {
    return new Set(
      (schema.enum as Json[]).map((value) =>
        value === null ? 'null' : Array.isArray(value) ? 'array' : (typeof value as JsonType),
      ),
    );
  }
  if (schema.type === undefined) return undefined;
  return new Set((Array.isArray(schema.type) ? schema.type : [schema.type]) as JsonType[]);
}

/** Values and the JSON types they have, tried in order for one a field does not accept. */
const WRONG_VALUES: [JsonType[], Json][] = [
  [['integer', 'number'], 12345],
  [['string'], '12345'],
];

/**
 * For every field of a body (nested objects and the first element of arrays included), a
 * value of a JSON type the field does not accept: a number for text, a flag, a list or an
 * object, and text for a number. A server that coerces types answers these with success;
 * the contract wants 400.
 */
export function wrongTypes(
  document: JsonObject,
  schemaOrRef: Json | undefined,
  example: Json,
  path: string[] = [],
): { path: string[]; value: Json }[] {
  const schema = resolve(document, schemaOrRef) as JsonObject | undefined;
  if (!schema) return [];
  const parts = Array.isArray(schema.allOf) ? (schema.allOf as Json[]) : [schema];
  const found: { path: string[]; value: Json }[] = [];
  for (const part of parts) {
    const resolved = resolve(document, part) as JsonObject | undefined;
    const properties = (resolved?.properties ?? {}) as JsonObject;
    if (example === null || typeof example !== 'object' || Array.isArray(example)) continue;
    for (const [name, property] of Object.entries(properties)) {
      if (!(name in example)) continue;
      const here = [...path, name];
      const accepted = typesOf(document, property);
      if (accepted) {
        const wrong = WRONG_VALUES.find(([types]) => !types.some((t) => accepted.has(t)));
        if (wrong) found.push({ path: here, value: wrong[1] });
      }
      const value = example[name]!;
      const propertySchema = resolve(document, property) as JsonObject | undefined;
      if (Array.isArray(value) && value.length > 0) {
        const itemTypes = typesOf(document, propertySchema?.items);
        const wrongItem =
          itemTypes && WRONG_VALUES.find(([types]) => !types.some((t) => itemTypes.has(t)));
        if (wrongItem) found.push({ path: [...here, '0'], value: wrongItem[1] });
        found.push(...wrongTypes(document, propertySchema?.items, value[0]!, [...here, '0']));
      } else if (value !== null && typeof value === 'object') {
        found.push(...wrongTypes(document, property, value, here));
      }
    }
  }
  return found;
}

/** A copy of `value` with the field at `path` replaced. */
function withValueAt(value: Json, path: string[], replacement: Json): Json {
  if (path.length === 0) return replacement;
  const [head, ...rest] = path;
  if (Array.isArray(value)) {
    const copy = [...value];
    copy[Number(head)] = withValueAt(copy[Number(head)]!, rest, replacement);
    return copy;
  }
  const object = (value ?? {}) as JsonObject;
  return { ...object, [head!]: withValueAt(object[head!]!, rest, replacement) };
}

export function createValidators(document: JsonObject) {
  const ajv = new Ajv2020({
    strict: false,
    allErrors: false,
    validateFormats: true,
    multipleOfPrecision: 9,
  });
  addFormats.default(ajv);
  ajv.addKeyword({ keyword: 'example' });
  ajv.addSchema(document as object, 'contract');
  const cache = new Map<string, ValidateFunction>();
  return (pointer: string) => {
    let validate = cache.get(pointer);
    if (!validate) {
      validate = ajv.compile({ $ref: `contract${pointer}` });
      cache.set(pointer, validate);
    }
    return validate;
  };
}

async function send(
  request: BuiltRequest,
): Promise<{ status: number; type: string; body: unknown }> {
  const response = await fetch(request.url, {
    ...request.init,
    signal: AbortSignal.timeout(15000),
  });
  const type = response.headers.get('content-type') ?? '';
  const raw = Buffer.from(await response.arrayBuffer());
  let body: unknown = raw;
  if (type.includes('json')) {
    try {
      body = JSON.parse(raw.toString('utf8'));
    } catch {
      body = raw.toString('utf8');
    }
  }
  return { status: response.status, type, body };
}

/** Checks an answer against the documented response for its status. */
function judge(
  document: JsonObject,
  validator: ReturnType<typeof createValidators>,
  op: Operation,
  answer: { status: number; type: string; body: unknown },
): { pass: boolean; reason: string } {
  const responses = op.operation.responses as JsonObject;
  const key = String(answer.status);
  const responseKey = [key, `${key[0]}XX`, 'default'].find((k) => responses[k] !== undefined);
  if (answer.status >= 500) {
    const message = messageOf(answer.body);
    return {
      pass: false,
      reason: `server error ${answer.status}${message ? `: ${message.slice(0, 60)}` : ''}`,
    };
  }
  if (!responseKey) {
    return {
      pass: false,
      reason: `status ${answer.status} is not documented: expected ${Object.keys(responses).join(' or ')}`,
    };
  }
  const documented = responses[responseKey] as JsonObject;
  const response = resolve(document, documented) as JsonObject;
  const content = (response.content ?? {}) as JsonObject;
  const mediaTypes = Object.keys(content);
  if (mediaTypes.length === 0) return { pass: true, reason: 'no body documented' };
  const mediaType = mediaTypes.find((m) => answer.type.startsWith(m.split(';')[0]!));
  if (!mediaType)
    return { pass: false, reason: `content type ${answer.type || 'none'} is not documented` };
  if (!mediaType.includes('json')) return { pass: true, reason: mediaType };
  const pointerBase =
    typeof documented.$ref === 'string'
      ? documented.$ref.slice(1)
      : `${op.pointer.slice(1)}/responses/${escape(responseKey)}`;
  const validate = validator(`#${pointerBase}/content/${escape(mediaType)}/schema`);
  if (!validate(answer.body)) {
    const first = validate.errors?.[0];
    const where = first?.instancePath || '/';
    const found = valueAt(answer.body, first?.instancePath ?? '');
    return {
      pass: false,
      reason: `body ${where}: ${first?.message ?? 'invalid'} (got ${jsonTypeOf(found)})`,
    };
  }
  return {
    pass: true,
    reason:
      answer.status < 300
        ? 'ok'
        : `failure envelope: ${String(messageOf(answer.body) ?? '').slice(0, 60)}`,
  };
}

/** The envelope's `message` as text (an object of per-field messages as JSON). */
function messageOf(body: unknown): string | undefined {
  const message = (body as { message?: unknown } | null)?.message;
  if (message === undefined || message === null) return undefined;
  return typeof message === 'string' ? message : JSON.stringify(message);
}

/** The value at a JSON Pointer of Ajv's `instancePath` (`/data/0/name`). */
function valueAt(value: unknown, pointer: string): unknown {
  if (!pointer) return value;
  return pointer
    .slice(1)
    .split('/')
    .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
    .reduce<unknown>(
      (node, part) =>
        node !== null && typeof node === 'object'
          ? (node as Record<string, unknown>)[part]
          : undefined,
      value,
    );
}

function jsonTypeOf(value: unknown): string {
  if (value === undefined) return 'nothing';
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (Buffer.isBuffer(value)) return 'a body that is not JSON';
  if (typeof value === 'number' || typeof value === 'string' || typeof value === 'boolean') {
    return `${typeof value} ${JSON.stringify(value).slice(0, 40)}`;
  }
  return typeof value;
}

export interface RunOptions {
  baseUrl: string;
  /** How to sign in as a member; by default a new number through the development calls. */
  member?: SignInMethod;
  /** How to sign in as an admin; by default 13900139000 through the development calls. */
  admin?: SignInMethod;
  /** The contract to check against; by default the one of `@citylife/openapi`. */
  document?: JsonObject;
}

export async function runConformance(options: RunOptions): Promise<CheckResult[]> {
  const document = options.document ?? loadDocument();
  const validator = createValidators(document);
  const baseUrl = options.baseUrl.replace(/\/$/, '');
  const methods: Record<Role, SignInMethod> = {
    member: options.member ?? {
      kind: 'development',
      mobile: `137${String(randomInt(1e8)).padStart(8, '0')}`,
    },
    admin: options.admin ?? { kind: 'development', mobile: '13900139000' },
  };
  const sessions: Partial<Record<Role, Promise<Session | Error>>> = {};
  const sessionFor = (role: Role) =>
    (sessions[role] ??= signIn(baseUrl, methods[role]).catch((error: unknown) =>
      error instanceof Error ? error : new Error(String(error)),
    ));

  const results: CheckResult[] = [];
  for (const op of listOperations(document)) {
    const base = { operationId: op.operationId, method: op.method, path: op.path };
    const auth = requiresAuth(document, op);
    const session = auth === 'none' ? undefined : await sessionFor(auth);
    if (session instanceof Error) {
      // Without a session the checks cannot run: each is named, as skipped when the server
      // offers no way to sign in, as failed when signing in went wrong.
      const request = buildRequest(document, op, baseUrl, undefined);
      const role = auth === 'admin' ? 'an admin' : 'a member';
      const skipped = session instanceof SignInUnavailable;
      const reason = skipped
        ? `needs ${role} signed in: ${session.message}`
        : `could not sign in as ${role}: ${session.message}`;
      results.push({
        ...base,
        check: 'example',
        name: 'example',
        status: null,
        result: skipped ? 'skip' : 'fail',
        reason,
      });
      for (const { what } of malformedRequests(document, op, request, baseUrl)) {
        results.push({
          ...base,
          check: 'malformed',
          name: what,
          status: null,
          result: skipped ? 'skip' : 'fail',
          reason: `${what}: ${reason}`,
        });
      }
      continue;
    }
    const request = buildRequest(document, op, baseUrl, session);
    try {
      const answer = await send(request);
      const verdict = judge(document, validator, op, answer);
      results.push({
        ...base,
        check: 'example',
        name: 'example',
        status: answer.status,
        result: verdict.pass ? 'pass' : 'fail',
        reason: verdict.reason,
      });
    } catch (error) {
      results.push({
        ...base,
        check: 'example',
        name: 'example',
        status: null,
        result: 'fail',
        reason: `no answer: ${(error as Error).message}`,
      });
    }
    for (const { what, request: bad } of malformedRequests(document, op, request, baseUrl)) {
      try {
        const answer = await send(bad);
        const verdict = judge(document, validator, op, answer);
        const rejected = answer.status >= 400 && answer.status < 500;
        results.push({
          ...base,
          check: 'malformed',
          name: what,
          status: answer.status,
          result: rejected && verdict.pass ? 'pass' : 'fail',
          reason: rejected
            ? `${what}: ${verdict.reason}`
            : `${what}: expected a 4xx failure envelope, got ${answer.status}`,
        });
      } catch (error) {
        results.push({
          ...base,
          check: 'malformed',
          name: what,
          status: null,
          result: 'fail',
          reason: `${what}: no answer: ${(error as Error).message}`,
        });
      }
    }
  }
  return results;
}
