import { describe, expect, it } from 'vitest';
import { MAX_JSON_DEPTH, nestsDeeperThan } from './jsonBody.js';
import { findUncleanText } from './textGuard.js';

/** `inner` inside `depth` arrays. */
function nested(depth: number, inner: unknown): unknown {
  let value = inner;
  for (let i = 0; i < depth; i += 1) value = [value];
  return value;
}

describe('nestsDeeperThan', () => {
  it('counts the nesting of arrays and objects, in one pass over the text', () => {
    expect(MAX_JSON_DEPTH).toBe(64);
    const at = (depth: number) => JSON.stringify(nested(depth, { a: 1 }));
    // The innermost object is one level more than its arrays.
    expect(nestsDeeperThan(at(63), 64)).toBe(false);
    expect(nestsDeeperThan(at(64), 64)).toBe(true);
    expect(nestsDeeperThan('{"a":[1,{"b":[]}],"c":{}}', 4)).toBe(false);
    expect(nestsDeeperThan('{"a":[1,{"b":[]}],"c":{}}', 3)).toBe(true);
    expect(nestsDeeperThan('"just text"', 0)).toBe(false);
  });

  it('does not count brackets inside strings, escaped quotes included', () => {
    const text = JSON.stringify({ content: '[[[[{{{{ "quoted [[[" \\ ]]]' });
    expect(nestsDeeperThan(text, 1)).toBe(false);
    expect(nestsDeeperThan(JSON.stringify(['\\', ['x']]), 1)).toBe(true);
  });

  it('reads a body of 3 MB nested 1.5 million levels without recursion', () => {
    const depth = 1_500_000;
    expect(nestsDeeperThan(`${'['.repeat(depth)}${']'.repeat(depth)}`, 64)).toBe(true);
  });
});

describe('findUncleanText', () => {
  it('names the first unclean string in document order, property names included', () => {
    const body = { a: 'fine', b: { c: ['ok', 'x\u0000'], 'd\u0001': 'y' }, e: '\ud800' };
    expect(findUncleanText(body, 'body')).toEqual({ field: 'b.c.1', problem: 'control' });
    expect(findUncleanText({ a: { 'k\u0007': 'v' }, b: '\u0000' }, 'body')).toEqual({
      field: 'a.k\u0007',
      problem: 'control',
    });
    expect(findUncleanText({ a: ['ok', ['\udc00']] }, 'body')).toEqual({
      field: 'a.1.0',
      problem: 'surrogate',
    });
    expect(findUncleanText('\u0000', 'path')).toEqual({ field: 'path', problem: 'control' });
  });

  it('takes tabs and line breaks in a body only, and clean text anywhere', () => {
    expect(findUncleanText({ text: 'one\ntwo\tthree\r\n' }, 'body')).toBeUndefined();
    expect(findUncleanText({ q: 'one\ntwo' }, 'query')).toEqual({ field: 'q', problem: 'control' });
    expect(findUncleanText({ a: [1, true, null, { b: '土豆 😀' }] }, 'body')).toBeUndefined();
  });

  it('walks a value nested 200,000 levels deep without running out of stack', () => {
    const found = findUncleanText({ deep: nested(200_000, 'x\u0000') }, 'body');
    expect(found?.problem).toBe('control');
    expect(found?.field.split('.')).toHaveLength(200_001);
    expect(findUncleanText(nested(200_000, 'clean'), 'body')).toBeUndefined();
  });
});
