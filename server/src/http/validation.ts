import { AjvCompiler } from '@fastify/ajv-compiler';
import type { FastifyInstance } from 'fastify';

/**
 * Keywords OpenAPI adds to JSON Schema, and the contract's own (`x-picture-url`, checked
 * apart: `http/pictures.ts`); they annotate and never validate.
 */
const OPENAPI_KEYWORDS = ['example', 'discriminator', 'xml', 'externalDocs', 'x-picture-url'];

/**
 * Request validation options: OpenAPI's annotation keywords are known, and unknown fields
 * are rejected (the contract says additionalProperties: false) rather than dropped.
 */
const contractAjvOptions = {
  keywords: OPENAPI_KEYWORDS,
  allErrors: false,
  removeAdditional: false,
  // multipleOf: 0.01 on money must accept 19.99 despite binary floating point.
  multipleOfPrecision: 9,
} as const;

/**
 * Validates requests against the contract's schemas. Path, query and header values are
 * text on the wire, so they are parsed into the numbers and booleans the contract
 * declares; a JSON body must already carry the declared types (no coercion: a number where
 * text is expected, or text where a number is, is refused with 400).
 */
export function validateByContract(app: FastifyInstance): void {
  const build = AjvCompiler();
  const parsing = build({}, { customOptions: { ...contractAjvOptions, coerceTypes: 'array' } });
  const strict = build({}, { customOptions: { ...contractAjvOptions, coerceTypes: false } });
  // The pool's compile functions take the route definition ({ schema, httpPart, ... }).
  app.setValidatorCompiler((route) =>
    (route.httpPart === 'body' ? strict : parsing)(route as never),
  );
}
