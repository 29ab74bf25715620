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

/**
 * A value met while walking a request part, and where it is: its key under its parent, and
 * whether that key is a property name (text to check too) rather than an array index.
 */
interface Visit {
  value: unknown;
  key?: string;
  named?: boolean;
  parent?: Visit;
}

/** The dotted path of `visit`, or the part's name at the top. */
function fieldOf(part: Part, visit: Visit): string {
  const names: string[] = [];
  for (let at: Visit | undefined = visit; at?.key !== undefined; at = at.parent) {
    names.push(at.key);
  }
  return names.reverse().join('.') || part;
}

/**
 * The first string in `value` (property names included), in document order, that is not
 * clean text, with where it is. The walk keeps its own stack (no recursion, whatever the
 * depth) and builds a path only for the string it reports.
 */
export function findUncleanText(
  value: unknown,
  part: Part,
): { field: string; problem: 'control' | 'surrogate' } | undefined {
  const controls = part === 'body' ? BODY_CONTROLS : PARAMETER_CONTROLS;
  const problemOf = (text: string) =>
    LONE_SURROGATE.test(text)
      ? ('surrogate' as const)
      : controls.test(text)
        ? ('control' as const)
        : undefined;
  const stack: Visit[] = [{ value }];
  for (let visit = stack.pop(); visit; visit = stack.pop()) {
    const problem =
      (visit.named ? problemOf(visit.key!) : undefined) ??
      (typeof visit.value === 'string' ? problemOf(visit.value) : undefined);
    if (problem) return { field: fieldOf(part, visit), problem };
    const current = visit.value;
    if (current === null || typeof current !== 'object') continue;
    const named = !Array.isArray(current);
    const entries = named
      ? Object.entries(current)
      : (current as unknown[]).map((item, index) => [String(index), item] as const);
    // Pushed last to first, so that the first entry is walked first.
    for (let i = entries.length - 1; i >= 0; i -= 1) {
      const [key, item] = entries[i]!;
      stack.push({ value: item, key, named, parent: visit });
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
