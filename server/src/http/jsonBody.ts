import type { FastifyInstance } from 'fastify';
import { fail } from './errors.js';

/** The deepest nesting of arrays and objects a JSON body may have. */
export const MAX_JSON_DEPTH = 64;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPENING = new Set([0x5b, 0x7b]); // [ {
const CLOSING = new Set([0x5d, 0x7d]); // ] }

/**
 * Whether the JSON text `json` nests arrays and objects deeper than `limit`: one pass over
 * its characters, brackets inside strings not counted, with no recursion and no allocation.
 * For text that is not JSON the answer means nothing (the parser refuses such text anyway).
 */
export function nestsDeeperThan(json: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < json.length; i += 1) {
    const c = json.charCodeAt(i);
    if (inString) {
      if (c === BACKSLASH) i += 1;
      else if (c === QUOTE) inString = false;
    } else if (c === QUOTE) {
      inString = true;
    } else if (OPENING.has(c)) {
      depth += 1;
      if (depth > limit) return true;
    } else if (CLOSING.has(c)) {
      depth -= 1;
    }
  }
  return false;
}

/**
 * JSON bodies are parsed by Fastify's own parser (prototype poisoning refused) once one pass
 * over their text has refused, with 400, a body nested deeper than MAX_JSON_DEPTH: nothing
 * that walks a body afterwards (the text guard, validation, handlers) meets a deeper one.
 */
export function parseJsonBodies(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body.toString();
    if (nestsDeeperThan(text, MAX_JSON_DEPTH)) {
      done(fail.badRequest('errors.nestedTooDeep', { max: MAX_JSON_DEPTH }), undefined);
      return;
    }
    parse(request, text, done);
  });
}
