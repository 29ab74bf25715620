import { describe, expect, it } from 'vitest';
import { runConformance, type CheckResult } from './conformance.js';
import { signIn } from './signIn.js';
import {
  contractFileOf,
  contractOf,
  referenceServerOfFile,
  SEEDED_ACCOUNTS,
} from './test/referenceServer.js';
import { runCli } from './test/runCli.js';

const PUBLIC = ['getSettings'];
const MEMBER = ['getUserInfo', 'getVoucherById'];
const ADMIN = ['getPricelistsForReview', 'approvePricelistItems'];
const document = contractOf([...PUBLIC, ...MEMBER, ...ADMIN]);
const contract = contractFileOf(document);

// Production mode: the server has no development calls, as a backend team's staging
// server may not.
const server = referenceServerOfFile(false);

/** A run against the server: its exit code and all it printed, output and errors as they came. */
async function run(...options: string[]) {
  const { code, printed } = await runCli(
    '--base-url',
    server.baseUrl,
    '--contract',
    contract,
    ...options,
  );
  return { code, out: printed };
}

/** The runner's options that sign the seeded member in with `password`. */
const memberSignIn = (password: string) => [
  '--mobile',
  SEEDED_ACCOUNTS.member.mobile,
  '--password',
  password,
];

const byOperation = (results: CheckResult[], ids: string[]) =>
  results.filter((r) => ids.includes(r.operationId));

describe('signing in without development mode', () => {
  it('skips every check that needs a sign-in, by operation and check, and counts them as skipped', async () => {
    const { code, out } = await run('--json');
    expect(code).toBe(0);
    const { summary, results } = JSON.parse(out) as {
      summary: Record<string, number>;
      results: CheckResult[];
    };
    const skipped = byOperation(results, [...MEMBER, ...ADMIN]);
    expect(skipped.length).toBeGreaterThan(MEMBER.length + ADMIN.length);
    expect(skipped.every((r) => r.result === 'skip' && r.status === null)).toBe(true);
    expect(
      skipped
        .filter((r) => r.check === 'example')
        .map((r) => r.operationId)
        .sort(),
    ).toEqual([...MEMBER, ...ADMIN].sort());
    expect(skipped.find((r) => r.operationId === 'getUserInfo')!.reason).toBe(
      'needs a member signed in: the server offers no development calls to this caller (GET /dev/captcha/{trackId} answered 404)',
    );
    expect(skipped.find((r) => r.operationId === 'getPricelistsForReview')!.reason).toMatch(
      /^needs an admin signed in: /,
    );
    expect(
      skipped.find(
        (r) => r.operationId === 'approvePricelistItems' && r.name === 'body that is not JSON',
      ),
    ).toMatchObject({
      check: 'malformed',
      reason: expect.stringMatching(/^body that is not JSON: needs an admin signed in: /),
    });
    expect(byOperation(results, PUBLIC).every((r) => r.result === 'pass')).toBe(true);
    expect(summary).toEqual({
      passed: results.length - skipped.length,
      failed: 0,
      skipped: skipped.length,
    });

    const table = await run();
    expect(table.out).toContain(
      `checks: ${results.length - skipped.length} passed, 0 failed, ${skipped.length} skipped`,
    );
    const listed = /skipped .*, 4 operations: (.*)$/.exec(table.out)?.[1]?.split(', ');
    expect(listed?.sort()).toEqual([...MEMBER, ...ADMIN].sort());
  });

  it('signs test accounts in with their passwords, solving the proof-of-work challenge', async () => {
    const { code, out } = await run(
      '--json',
      ...memberSignIn(SEEDED_ACCOUNTS.member.password),
      '--admin-mobile',
      SEEDED_ACCOUNTS.admin.mobile,
      '--admin-password',
      SEEDED_ACCOUNTS.admin.password,
    );
    const { summary, results } = JSON.parse(out) as {
      summary: Record<string, number>;
      results: CheckResult[];
    };
    expect(results.filter((r) => r.result !== 'pass')).toEqual([]);
    expect(summary).toEqual({ passed: results.length, failed: 0, skipped: 0 });
    expect(code).toBe(0);
    // Signed in: the answers are the signed-in ones, not 401.
    for (const operationId of ['getUserInfo', 'getPricelistsForReview']) {
      expect(results.find((r) => r.operationId === operationId)).toMatchObject({
        check: 'example',
        status: 200,
        result: 'pass',
      });
    }
    expect(results.filter((r) => r.status === 401)).toEqual([]);
  });

  it('signs a member in with a token', async () => {
    const { token } = await signIn(server.baseUrl, {
      kind: 'password',
      account: SEEDED_ACCOUNTS.member.mobile,
      password: SEEDED_ACCOUNTS.member.password,
    });
    const results = await runConformance({
      baseUrl: server.baseUrl,
      document,
      member: { kind: 'token', token },
    });
    expect(byOperation(results, MEMBER).every((r) => r.result === 'pass')).toBe(true);
    expect(byOperation(results, ADMIN).every((r) => r.result === 'skip')).toBe(true);
  });

  it('fails, not skips, the checks of an account that cannot sign in', async () => {
    const { code, out } = await run('--json', ...memberSignIn('wrong'));
    expect(code).toBe(1);
    const { results } = JSON.parse(out) as { results: CheckResult[] };
    const member = byOperation(results, MEMBER);
    expect(member.every((r) => r.result === 'fail')).toBe(true);
    expect(member[0]!.reason).toBe(
      'could not sign in as a member: POST /user/auth2/ answered 422: Wrong account or password',
    );
  });
});
