import type { FastifyInstance } from 'fastify';
import { fail } from './errors.js';

/**
 * Control characters no text field takes: C0 controls other than tab, line feed and
 * carriage return (U+0000 NUL included), DEL and the C1 controls.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const BODY_CONTROLS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
/** In a path or query string not even tab, line feed or carriage return is text. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const PARAMETER_CONTROLS = /[\u0000-\u001F\u007F-\u009F]/;
/** A UTF-16 surrogate without its other half (no character; the database refuses it). */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

type Part = 'body' | 'query' | 'path';

/** The first string in `value` (keys included) that is not clean text, with where it is. */
export function findUncleanText(
  value: unknown,
  part: Part,
  path: string[] = [],
): { field: string; problem: 'control' | 'surrogate' } | undefined {
  const controls = part === 'body' ? BODY_CONTROLS : PARAMETER_CONTROLS;
  const check = (text: string, at: string[]) => {
    if (LONE_SURROGATE.test(text))
      return { field: at.join('.') || part, problem: 'surrogate' as const };
    if (controls.test(text)) return { field: at.join('.') || part, problem: 'control' as const };
    return undefined;
  };
  if (typeof value === 'string') return check(value, path);
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = findUncleanText(item, part, [...path, String(index)]);
      if (found) return found;
    }
    return undefined;
  }
  if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const found = check(key, [...path, key]) ?? findUncleanText(item, part, [...path, key]);
      if (found) return found;
    }
  }
  return undefined;
}

/**
 * Refuses, before validation and before any handler runs, a request carrying text the
 * database cannot store or no field should hold: a control character (NUL included) or a
 * lone UTF-16 surrogate, in the body, the query or the path. The answer is 400 naming the
 * field, and nothing is used up (no passcode, no rate-limit slot, no stock).
 */
export function guardText(app: FastifyInstance): void {
  // An address whose percent-encoding is not UTF-8 (how a URL carries a lone surrogate).
  app.addHook('onRequest', async (request) => {
    try {
      decodeURIComponent(request.raw.url ?? '');
    } catch {
      throw fail.badRequest('errors.malformedAddress');
    }
  });
  app.addHook('preValidation', async (request) => {
    const found =
      findUncleanText(request.params, 'path') ??
      findUncleanText(request.query, 'query') ??
      findUncleanText(request.body, 'body');
    if (!found) return;
    throw fail.badRequest(
      found.problem === 'control' ? 'errors.controlCharacter' : 'errors.loneSurrogate',
      { field: found.field },
    );
  });
}
