import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import type { CheckResult } from './conformance.js';
import { formatTable, summaryLine, toJUnit } from './report.js';

const base = { operationId: 'addFeedback', method: 'POST', path: '/feedback/add/' };
const results: CheckResult[] = [
  { ...base, check: 'example', name: 'example', status: 200, result: 'pass', reason: 'ok' },
  {
    ...base,
    check: 'malformed',
    name: 'body field content with a NUL',
    status: 200,
    result: 'fail',
    // What a broken server answers lands in the reason: markup, quotes, a NUL, a lone
    // surrogate and the end of a CDATA section must not break the XML.
    reason: `body field content with a NUL: expected a 4xx failure envelope, got 200 <b>&"'\u0000\ud800]]>`,
  },
  {
    operationId: 'getUserInfo',
    method: 'GET',
    path: '/user/getUserInfo/',
    check: 'example',
    name: 'example',
    status: null,
    result: 'skip',
    reason: 'needs a member signed in: no development calls',
  },
];

describe('the reports', () => {
  it('counts passed, failed and skipped checks apart', () => {
    expect(summaryLine(results)).toBe('checks: 1 passed, 1 failed, 1 skipped');
    const table = formatTable(results).split('\n');
    expect(table[0]).toMatch(/^operation\s+call\s+check\s+status\s+result\s+reason$/);
    expect(table.slice(1, 4).map((row) => row.split(/\s{2,}/)[4])).toEqual([
      'pass',
      'FAIL',
      'skip',
    ]);
  });

  it('writes JUnit XML that parses back, one suite per operation, with failures and skips', () => {
    const xml = toJUnit(results);
    expect(XMLValidator.validate(xml)).toBe(true);
    const parsed = new XMLParser({
      ignoreAttributes: false,
      attributeNamePrefix: '',
      isArray: (name) => ['testsuite', 'testcase'].includes(name),
    }).parse(xml);
    expect(parsed.testsuites).toMatchObject({
      name: 'citylife conformance',
      tests: '3',
      failures: '1',
      skipped: '1',
    });
    const [feedback, userInfo] = parsed.testsuites.testsuite;
    expect(feedback).toMatchObject({ name: 'addFeedback', tests: '2', failures: '1' });
    expect(feedback.testcase[0]).toEqual({ classname: 'POST /feedback/add/', name: 'example' });
    expect(feedback.testcase[1]).toMatchObject({
      name: 'malformed: body field content with a NUL',
      failure: {
        type: 'malformed',
        // The characters XML cannot hold are left out; the rest arrives as sent.
        message: `body field content with a NUL: expected a 4xx failure envelope, got 200 <b>&"']]> [status 200]`,
      },
    });
    expect(userInfo).toMatchObject({ name: 'getUserInfo', tests: '1', skipped: '1' });
    expect(userInfo.testcase[0]).toMatchObject({
      skipped: '',
      'system-out': 'skipped: needs a member signed in: no development calls',
    });
  });
});
