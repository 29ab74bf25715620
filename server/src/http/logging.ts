import type { FastifyRequest, FastifyServerOptions } from 'fastify';
import type { ContractOperation } from './contract.js';

/** What a secret is replaced by in the log. */
export const REDACTED = '[redacted]';

/**
 * Names of parameters and body fields that hold a secret: access and reset tokens, pay
 * codes and OAuth codes, passwords and passcodes, captcha answers, signatures.
 */
const SECRET_NAME = /token|code|pass(word|code)|secret|captcha|^sign(ature)?$/i;

/** Headers that hold a secret: the access token, the session cookie, credentials. */
const SECRET_HEADERS = [
  'token',
  'cookie',
  'set-cookie',
  'authorization',
  'proxy-authorization',
  'x-request-secret',
];

/**
 * Pages of the app (not calls of the contract) whose address carries a secret: the
 * password-reset link the server sends.
 */
const SECRET_PAGES = ['/user/resetpassword/{token}/{id}'];

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** The names of every property of a JSON Schema, nested ones included. */
function propertyNames(schema: Json | undefined, into = new Set<string>()): Set<string> {
  if (Array.isArray(schema)) schema.forEach((item) => propertyNames(item, into));
  else if (schema !== null && typeof schema === 'object') {
    const properties = schema.properties;
    if (properties !== null && typeof properties === 'object' && !Array.isArray(properties)) {
      for (const name of Object.keys(properties)) into.add(name);
    }
    for (const value of Object.values(schema)) propertyNames(value, into);
  }
  return into;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * For each secret parameter of a path template, a pattern of the path up to it (the
 * parameter's value in its last group). Slashes may repeat and letters differ in case, as
 * an address a client sends may.
 */
function secretSegments(template: string): RegExp[] {
  const patterns: RegExp[] = [];
  let prefix = '';
  for (const segment of template.split('/').filter(Boolean)) {
    const parameter = /^\{(\w+)\}$/.exec(segment)?.[1];
    if (parameter && SECRET_NAME.test(parameter)) {
      patterns.push(new RegExp(`(${prefix}/+)([^/?#\\s"'<>]+)`, 'gi'));
    }
    // Parameters sharing a segment with text (`{x}_{y}.png`) match any text there.
    const literal = escape(segment).replace(/\\\{\w+\\\}/g, '[^/?#\\s]+');
    prefix += `/+${parameter ? '[^/?#\\s]+' : literal}`;
  }
  return patterns;
}

/** A query parameter with its value (the value in the third group). */
const QUERY_PARAMETER = /([?&;])([^=&#\s"']+)=([^&#\s"'<>]*)/g;

/**
 * Takes the secrets out of text that may hold addresses (a logged URL, a message): the
 * segments of the contract's paths whose parameter is named like a secret
 * (`/user/checkToken/{token}`, `/member/usePaycode/{code}`, ...), those of the app's pages
 * that carry one (the reset link), and every query parameter named like one (`?token=`,
 * `?code=`).
 */
export function secretRedactor(operations: readonly Pick<ContractOperation, 'path'>[]) {
  const templates = [
    ...new Set([...operations.map((operation) => operation.path), ...SECRET_PAGES]),
  ];
  const segments = templates.flatMap(secretSegments);
  return (text: string): string => {
    let clean = text;
    for (const pattern of segments) clean = clean.replace(pattern, `$1${REDACTED}`);
    return clean.replace(QUERY_PARAMETER, (match, separator: string, name: string) =>
      SECRET_NAME.test(name) ? `${separator}${name}=${REDACTED}` : match,
    );
  };
}

/** The paths of pino's `redact` for the secret headers and body fields wherever logged. */
function redactPaths(operations: readonly Pick<ContractOperation, 'schema'>[]): string[] {
  const fields = new Set<string>();
  for (const operation of operations) {
    for (const name of propertyNames(operation.schema.body as Json | undefined)) {
      if (SECRET_NAME.test(name)) fields.add(name);
    }
  }
  const headers = SECRET_HEADERS.map((name) => `["${name}"]`);
  return [
    ...headers.flatMap((header) => [`headers${header}`, `*.headers${header}`]),
    ...[...fields].flatMap((field) => [field, `*.${field}`, `*.*.${field}`]),
  ];
}

type LoggerOptions = Exclude<FastifyServerOptions['logger'], boolean | undefined>;

/**
 * The server's logger options with nothing secret in what it writes: pino's `redact` over
 * the secret headers and body fields (wherever an object holding them is logged), a
 * request serializer whose URL has its secrets taken out, and the same for the texts of
 * messages and errors. `false` stays no logger.
 */
export function secretFreeLogger(
  logger: FastifyServerOptions['logger'],
  operations: readonly Pick<ContractOperation, 'path' | 'schema'>[],
): FastifyServerOptions['logger'] {
  if (!logger) return false;
  const options: LoggerOptions = logger === true ? {} : logger;
  const redact = secretRedactor(operations);
  return {
    ...options,
    redact: { paths: redactPaths(operations), censor: REDACTED },
    serializers: {
      ...options.serializers,
      req: (request: FastifyRequest) => ({
        method: request.method,
        url: redact(request.url),
        host: request.host,
        remoteAddress: request.ip,
        remotePort: request.socket?.remotePort,
      }),
      err: (error: Error & { code?: unknown; statusCode?: unknown }) => ({
        type: error.constructor?.name ?? 'Error',
        message: redact(String(error.message)),
        stack: redact(String(error.stack ?? '')),
        ...(typeof error.code === 'string' ? { code: error.code } : {}),
        ...(typeof error.statusCode === 'number' ? { statusCode: error.statusCode } : {}),
      }),
    },
    hooks: {
      logMethod(args, method) {
        const clean = args.map((arg) => (typeof arg === 'string' ? redact(arg) : arg));
        return method.apply(this, clean as Parameters<typeof method>);
      },
    },
  };
}
