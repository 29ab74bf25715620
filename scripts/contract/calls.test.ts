import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { missingCalls, parseCalls, pathShape, readContract } from './calls.mjs';

const specCalls = new URL('../../../shared/spec/calls.txt', import.meta.url);
const committedCopy = new URL('../../openapi/spec-calls.txt', import.meta.url);
const calls = parseCalls(readFileSync(committedCopy, 'utf8'));

describe('the contract covers every call of the specification', () => {
  it('keeps its copy of shared/spec/calls.txt identical to the specification', () => {
    // CI clones the project with shared/ beside it; the copy keeps the check usable alone.
    if (!existsSync(specCalls)) return;
    expect(readFileSync(committedCopy, 'utf8')).toBe(readFileSync(specCalls, 'utf8'));
  });

  it('reads all 110 calls', () => {
    expect(calls).toHaveLength(110);
  });

  it('describes each call with its method and path (parameters compared by position)', () => {
    const missing = missingCalls(calls, readContract());
    expect(missing.map(({ method, path }) => `${method} ${path}`)).toEqual([]);
  });
});

describe('missingCalls', () => {
  const document = {
    paths: {
      '/item/getById/{itemId}': { get: {} },
      '/tour/getPlaceByLocation/{latitude},{longitude}': { get: {} },
      '/user/auth2/': { post: {} },
    },
  };

  it('matches path parameters by position, not by name', () => {
    expect(pathShape('/tiles/{z}/{x}_{y}.png')).toBe('/tiles/{}/{}_{}.png');
    const wanted = parseCalls(
      'GET /item/getById/{id}\nGET /tour/getPlaceByLocation/{lat},{lng}\nPOST /user/auth2/',
    );
    expect(missingCalls(wanted, document)).toEqual([]);
  });

  it('reports a call whose operation is missing, or has another method or spelling', () => {
    const wanted = parseCalls(
      'GET /item/getSKUsById/{ids}\nGET /user/auth2/\nPOST /user/auth2\n# a comment\n',
    );
    expect(missingCalls(wanted, document)).toEqual([
      { method: 'GET', path: '/item/getSKUsById/{ids}' },
      { method: 'GET', path: '/user/auth2/' },
      { method: 'POST', path: '/user/auth2' },
    ]);
  });
});
