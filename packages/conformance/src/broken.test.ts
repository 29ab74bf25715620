import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CheckResult } from './conformance.js';
import { contractFileOf, contractOf, referenceServerOfFile } from './test/referenceServer.js';
import { runCli } from './test/runCli.js';

/**
 * A server that answers the contract but for three operations: the reference server behind
 * a proxy that, where the reference server answers a success, answers getSettings with a
 * number where the contract wants text, searchBanners with an undocumented 404, and
 * getHomeMenu with a 500.
 */
function startBrokenProxy(upstream: string): Promise<{ baseUrl: string; server: Server }> {
  const server = createServer(async (request, reply) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const headers = Object.fromEntries(
      Object.entries(request.headers).filter(
        ([name, value]) => typeof value === 'string' && !['host', 'connection'].includes(name),
      ),
    ) as Record<string, string>;
    const answer = await fetch(`${upstream}${request.url}`, {
      method: request.method!,
      headers,
      ...(chunks.length ? { body: Buffer.concat(chunks) } : {}),
    });
    let status = answer.status;
    let body = Buffer.from(await answer.arrayBuffer());
    const type = answer.headers.get('content-type') ?? 'application/octet-stream';
    const url = request.url ?? '';
    if (status === 200 && url.startsWith('/api/getSettings/')) {
      const envelope = JSON.parse(body.toString('utf8'));
      envelope.data.cstel = 4008123456;
      body = Buffer.from(JSON.stringify(envelope));
    } else if (status === 200 && url.startsWith('/banner/search/')) {
      status = 404;
      body = Buffer.from(JSON.stringify({ code: 404, message: 'Not found' }));
    } else if (status === 200 && url.startsWith('/api/getMenu/')) {
      status = 500;
      body = Buffer.from(JSON.stringify({ code: 500, message: 'Internal Server Error' }));
    }
    reply.writeHead(status, { 'content-type': type, 'content-length': body.length });
    reply.end(body);
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () =>
      resolve({
        baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
        server,
      }),
    );
  });
}

const OPERATIONS = [
  'getSettings',
  'searchBanners',
  'getHomeMenu',
  'getItemById',
  'getClassifiedCategories',
  'getUserInfo',
];

const reference = referenceServerOfFile(true);
let proxy: { baseUrl: string; server: Server };
let contract: string;

beforeAll(async () => {
  proxy = await startBrokenProxy(reference.baseUrl);
  contract = contractFileOf(contractOf(OPERATIONS));
});
// Runs before the reference server's own: the proxy closes first.
afterAll(async () => {
  await new Promise((resolve) => proxy.server.close(resolve));
});

const run = (...options: string[]) =>
  runCli('--base-url', proxy.baseUrl, '--contract', contract, ...options);

/** The failures the runner must report, in the contract's order of operations. */
const EXPECTED_FAILURES = [
  {
    operationId: 'getSettings',
    status: 200,
    reason: 'body /data/cstel: must be string (got number 4008123456)',
  },
  { operationId: 'getHomeMenu', status: 500, reason: 'server error 500: Internal Server Error' },
  {
    operationId: 'searchBanners',
    status: 404,
    reason: 'status 404 is not documented: expected 200 or 400',
  },
];

describe('the runner against a deliberately broken server', () => {
  it('names exactly the broken operations, each with what was wrong (JSON)', async () => {
    const { code, out } = await run('--json');
    expect(code).toBe(1);
    const report = JSON.parse(out) as {
      summary: { passed: number; failed: number; skipped: number };
      results: CheckResult[];
    };
    const failed = report.results.filter((r) => r.result === 'fail');
    expect(
      failed.map(({ operationId, check, status, reason }) => ({
        operationId,
        check,
        status,
        reason,
      })),
    ).toEqual(EXPECTED_FAILURES.map((failure) => ({ ...failure, check: 'example' })));
    // Everything else passed, the signed-in operation too (through the proxy).
    expect(report.summary).toEqual({ passed: report.results.length - 3, failed: 3, skipped: 0 });
    expect(report.results.find((r) => r.operationId === 'getUserInfo')).toMatchObject({
      status: 200,
      result: 'pass',
    });
  });

  it('prints the failures in its table and writes them to the JUnit file', async () => {
    const junit = path.join(path.dirname(contract), 'results.xml');
    const { code, out } = await run('--junit', junit);
    expect(code).toBe(1);
    const failLines = out.split('\n').filter((line) => /\bFAIL\b/.test(line));
    expect(failLines).toHaveLength(3);
    for (const [index, failure] of EXPECTED_FAILURES.entries()) {
      expect(failLines[index]).toMatch(new RegExp(`^${failure.operationId}\\s`));
      expect(failLines[index]).toContain(failure.reason);
    }
    expect(out).toMatch(/checks: \d+ passed, 3 failed, 0 skipped$/);

    const xml = readFileSync(junit, 'utf8');
    expect(XMLValidator.validate(xml)).toBe(true);
    const parsed = new XMLParser({
      ignoreAttributes: false,
      attributeNamePrefix: '',
      isArray: (name) => ['testsuite', 'testcase'].includes(name),
    }).parse(xml) as {
      testsuites: {
        tests: string;
        failures: string;
        testsuite: {
          name: string;
          tests: string;
          failures: string;
          testcase: { name: string; classname: string; failure?: { message: string } }[];
        }[];
      };
    };
    const suites = parsed.testsuites.testsuite;
    expect(suites.map((suite) => suite.name).sort()).toEqual([...OPERATIONS].sort());
    expect(parsed.testsuites.failures).toBe('3');
    const failures = suites.flatMap((suite) =>
      suite.testcase
        .filter((testCase) => testCase.failure)
        .map((testCase) => ({
          suite: suite.name,
          name: testCase.name,
          message: testCase.failure!.message,
        })),
    );
    expect(failures).toEqual(
      EXPECTED_FAILURES.map((failure) => ({
        suite: failure.operationId,
        name: 'example',
        message: `${failure.reason} [status ${failure.status}]`,
      })),
    );
    const settings = suites.find((suite) => suite.name === 'getSettings')!;
    expect(settings.testcase.map((testCase) => testCase.name)).toEqual([
      'example',
      'malformed: path parameter keys=~~bad~~',
      'malformed: path parameter keys with a NUL',
      'malformed: path parameter keys with a lone surrogate',
    ]);
    expect(settings.testcase[0]!.classname).toBe('GET /api/getSettings/{keys}');
    expect(settings).toMatchObject({ tests: '4', failures: '1' });
  });
});
