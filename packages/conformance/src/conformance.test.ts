import { describe, expect, it } from 'vitest';
import { loadDocument, runConformance, wrongTypes } from './conformance.js';
import { formatTable } from './report.js';
import { referenceServerOfFile } from './test/referenceServer.js';

// The runner signs in through the development calls: development mode, chosen here.
const server = referenceServerOfFile(true);

// A loose view of the parsed YAML, for editing it in tests.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Loose = Record<string, any>;

/** The real contract cut down to getSettings, optionally changed by `edit`. */
function settingsOnly(edit: (document: Loose) => void = () => {}) {
  const document = loadDocument() as Loose;
  document.paths = { '/api/getSettings/{keys}': document.paths['/api/getSettings/{keys}'] };
  edit(document);
  return document;
}

describe('the conformance runner', () => {
  it('passes a conforming operation and its malformed variants against the reference server', async () => {
    const results = await runConformance({ baseUrl: server.baseUrl, document: settingsOnly() });
    expect(results.map((r) => [r.check, r.status, r.result])).toEqual([
      ['example', 200, 'pass'],
      ['malformed', 400, 'pass'],
      ['malformed', 400, 'pass'],
      ['malformed', 400, 'pass'],
    ]);
    expect(results.map((r) => r.reason.split(':')[0])).toEqual([
      'ok',
      'path parameter keys=~~bad~~',
      'path parameter keys with a NUL',
      'path parameter keys with a lone surrogate',
    ]);
  });

  it('fails an answer that does not match the documented schema', async () => {
    const document = settingsOnly((doc) => {
      doc.components.schemas.Settings = {
        ...doc.components.schemas.Settings,
        required: ['nosuchkey'],
      };
    });
    const [example] = await runConformance({ baseUrl: server.baseUrl, document });
    expect(example).toMatchObject({ check: 'example', result: 'fail' });
    expect(example!.reason).toBe(
      "body /data: must have required property 'nosuchkey' (got object)",
    );
  });

  it('fails an operation the server does not answer as documented', async () => {
    const document = settingsOnly((doc) => {
      doc.paths['/api/getNothing/{id}'] = {
        get: {
          ...doc.paths['/api/getSettings/{keys}'].get,
          operationId: 'getNothing',
          parameters: [
            { name: 'id', in: 'path', required: true, schema: { type: 'integer' }, example: 1 },
          ],
        },
      };
    });
    const results = await runConformance({ baseUrl: server.baseUrl, document });
    const nothing = results.filter((r) => r.operationId === 'getNothing');
    expect(nothing.map((r) => [r.check, r.status, r.result, r.reason])).toEqual([
      ['example', 404, 'fail', 'status 404 is not documented: expected 200 or 400'],
      [
        'malformed',
        404,
        'fail',
        'path parameter id=not-a-number: status 404 is not documented: expected 200 or 400',
      ],
    ]);
    const table = formatTable(results);
    expect(table).toContain('getNothing');
    expect(table).toMatch(/checks: 4 passed, 2 failed, 0 skipped$/);
  });
});

describe('wrong-type body cases', () => {
  it('gives every body field, nested ones included, a value of a type it does not accept', () => {
    const document = loadDocument();
    const schema = {
      type: 'object',
      properties: {
        name: { type: 'string' },
        qty: { type: 'integer' },
        ok: { type: 'boolean' },
        pics: { type: 'array', items: { type: 'string' } },
        sku: { type: 'object', properties: { size: { type: 'string' } } },
        note: { oneOf: [{ type: 'string' }, { type: 'null' }] },
        anything: {},
      },
    };
    const example = {
      name: 'a',
      qty: 1,
      ok: true,
      pics: ['p'],
      sku: { size: 'L' },
      note: null,
      anything: 1,
    };
    expect(wrongTypes(document, schema, example)).toEqual([
      { path: ['name'], value: 12345 },
      { path: ['qty'], value: '12345' },
      { path: ['ok'], value: 12345 },
      { path: ['pics'], value: 12345 },
      { path: ['pics', '0'], value: 12345 },
      { path: ['sku'], value: 12345 },
      { path: ['sku', 'size'], value: 12345 },
      { path: ['note'], value: 12345 },
    ]);
  });
});

describe('the reference server', () => {
  it('passes every check of every operation, signed in through the development calls', async () => {
    const results = await runConformance({ baseUrl: server.baseUrl });
    const notPassed = results.filter((result) => result.result !== 'pass');
    expect(formatTable(notPassed)).toMatch(/checks: 0 passed, 0 failed, 0 skipped$/);
    // Member and admin operations ran signed in.
    for (const operationId of ['getUserInfo', 'getPricelistsForReview']) {
      expect(
        results.find((r) => r.operationId === operationId && r.check === 'example'),
      ).toMatchObject({
        status: 200,
        result: 'pass',
      });
    }
    const wrongType = results.filter((result) => /^body field /.test(result.reason));
    expect(wrongType.length).toBeGreaterThan(100);
    expect(
      results.find((r) => r.operationId === 'addFeedback' && /content as 12345/.test(r.reason)),
    ).toMatchObject({ status: 400, result: 'pass' });
    // A NUL and a lone surrogate in every text field of a body, the path and the query.
    for (const where of ['body field', 'path parameter', 'query parameter']) {
      for (const what of ['a NUL', 'a lone surrogate']) {
        const cases = results.filter((r) => r.reason.startsWith(where) && r.reason.includes(what));
        expect(cases.length, `${where} with ${what}`).toBeGreaterThan(
          where === 'body field' ? 100 : 10,
        );
        expect(cases.every((r) => r.status === 400)).toBe(true);
      }
    }
    expect(
      results.find(
        (r) =>
          r.operationId === 'addFeedback' &&
          r.reason ===
            'body field content with a NUL: failure envelope: content contains a control character that text may not hold',
      ),
    ).toBeDefined();
  }, 120_000);
});
