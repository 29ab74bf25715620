// What a run reports: a table for people, counts, and JUnit XML for CI servers.
import builder from 'junit-report-builder';
import type { CheckOutcome, CheckResult } from './conformance.js';

export type Summary = Record<'passed' | 'failed' | 'skipped', number>;

export function summarize(results: CheckResult[]): Summary {
  const count = (outcome: CheckOutcome) => results.filter((r) => r.result === outcome).length;
  return { passed: count('pass'), failed: count('fail'), skipped: count('skip') };
}

/** The closing line of every report: `checks: 3 passed, 1 failed, 2 skipped`. */
export function summaryLine(results: CheckResult[]): string {
  const { passed, failed, skipped } = summarize(results);
  return `checks: ${passed} passed, ${failed} failed, ${skipped} skipped`;
}

const SHOWN: Record<CheckOutcome, string> = { pass: 'pass', fail: 'FAIL', skip: 'skip' };

/** One row per check (operation, call, check, status, result, reason), then the counts. */
export function formatTable(results: CheckResult[]): string {
  const rows = results.map((r) => [
    r.operationId,
    `${r.method} ${r.path}`,
    r.check,
    r.status === null ? '-' : String(r.status),
    SHOWN[r.result],
    r.reason,
  ]);
  const header = ['operation', 'call', 'check', 'status', 'result', 'reason'];
  const widths = header.map((h, i) =>
    Math.min(60, Math.max(h.length, ...rows.map((row) => row[i]!.length))),
  );
  const line = (cells: string[]) =>
    cells
      .map((cell, i) =>
        i === cells.length - 1 ? cell : cell.slice(0, widths[i]).padEnd(widths[i]!),
      )
      .join('  ');
  return [line(header), ...rows.map(line), '', summaryLine(results)].join('\n');
}

/** The operations with skipped checks, each once, in the order of the run. */
export function skippedOperations(results: CheckResult[]): string[] {
  return [...new Set(results.filter((r) => r.result === 'skip').map((r) => r.operationId))];
}

/**
 * JUnit XML: one test suite per operation (named by its operationId, its call as the
 * class name of its cases), one test case per check; a failure carries the reason, a
 * skipped case says why in its output.
 */
export function toJUnit(results: CheckResult[]): string {
  const report = builder.newBuilder().name('citylife conformance');
  const suites = new Map<string, ReturnType<typeof report.testSuite>>();
  for (const r of results) {
    let suite = suites.get(r.operationId);
    if (!suite) {
      suite = report.testSuite().name(r.operationId);
      suites.set(r.operationId, suite);
    }
    const testCase = suite
      .testCase()
      .className(`${r.method} ${r.path}`)
      .name(r.check === 'example' ? 'example' : `malformed: ${r.name}`);
    if (r.result === 'fail') {
      testCase.failure(r.status === null ? r.reason : `${r.reason} [status ${r.status}]`, r.check);
    } else if (r.result === 'skip') {
      testCase.skipped().standardOutput(`skipped: ${r.reason}`);
    }
  }
  return report.build();
}
