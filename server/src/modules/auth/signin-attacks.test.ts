// The attacks on password sign-in of a security review, tried as an attacker would against
// the real server on a real database: guesses sent all at once over HTTP, from one address
// or several. The server's password checks (scrypt) are counted, not timed.
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from '../../auth/passwords.js';
import { ADDRESS_LIMITS, type AddressLimits } from '../../config.js';
import { users } from '../../db/schema/index.js';
import { SEEDED_AT } from '../../test/clock.js';
import { useTestServer, type TestServer } from '../../test/harness.js';

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');
const PASSWORD = 'owner-password';

/** A test server whose every password check is recorded in `checks`. */
function countingServer(addressLimits: AddressLimits) {
  const checks: string[] = [];
  const server = useTestServer({
    auth: {
      verifyPassword: (clientHash, stored) => {
        checks.push(clientHash);
        return verifyPassword(clientHash, stored);
      },
    },
    config: { addressLimits: { ...addressLimits, captchasPerMinute: 100_000 } },
  });
  return { server, checks };
}

let accounts = 0;
/** A new account with `PASSWORD`. */
async function newAccount(server: TestServer): Promise<string> {
  accounts += 1;
  const mobile = `1357${String(process.pid % 1000).padStart(3, '0')}${String(accounts).padStart(4, '0')}`;
  await server.database.db
    .insert(users)
    .values({ mobile, passwordHash: await hashPassword(sha256(PASSWORD)), createdAt: SEEDED_AT });
  return mobile;
}

let tracks = 0;
/**
 * Solved challenges for `count` calls about `account` from `from`, read from the development
 * call (an attacker would have solved them; the limits are what is tested here).
 */
function challenges(server: TestServer, count: number, account: string, from = '127.0.0.1') {
  return Promise.all(
    Array.from({ length: count }, async () => {
      const sessionId = `attack-${process.pid}-${(tracks += 1)}`;
      const issued = await server.app.inject({
        url: `/captcha/refresh/${sessionId}/?account=${account}`,
        remoteAddress: from,
      });
      expect(issued.statusCode).toBe(200);
      const solution = await server.app.inject({ url: `/dev/captcha/${sessionId}` });
      return {
        sessionId,
        captchainput: (solution.json() as { data: { answer: string } }).data.answer,
      };
    }),
  );
}

interface Answer {
  status: number;
  body: { code: number; message?: unknown };
}

/** Sends every body to `/user/auth2/` at once over HTTP and answers each status and body. */
function allAtOnce(server: TestServer, bodies: object[], locale = 'en'): Promise<Answer[]> {
  return Promise.all(
    bodies.map(async (body) => {
      const response = await fetch(`${server.baseUrl}/user/auth2/`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-request-locale': locale },
        body: JSON.stringify(body),
      });
      return { status: response.status, body: (await response.json()) as Answer['body'] };
    }),
  );
}

/**
 * The answers sorted by what they say: signed in, a wrong password, a refused challenge
 * (it became too easy for the failures counted meanwhile, and its place was freed for
 * another attempt), refused with 429, anything else.
 */
function tally(answers: Answer[]) {
  const kinds = { signedIn: 0, wrongPassword: 0, refusedChallenge: 0, tooMany: 0, other: 0 };
  for (const { status, body } of answers) {
    const message = body.message;
    if (status === 200) kinds.signedIn += 1;
    else if (status === 422 && typeof message === 'string') kinds.wrongPassword += 1;
    else if (status === 422 && typeof message === 'object' && message && 'captchainput' in message)
      kinds.refusedChallenge += 1;
    else if (status === 429) kinds.tooMany += 1;
    else kinds.other += 1;
  }
  return kinds;
}

/**
 * Expects at most `places` password checks, one answer per check (signed in or wrong), and
 * every other attempt refused before any check: with 429, or for its challenge.
 */
function expectOnlyPlacesChecked(answers: Answer[], checked: number, places: number) {
  const kinds = tally(answers);
  expect(checked).toBeGreaterThan(0);
  expect(checked).toBeLessThanOrEqual(places);
  expect(kinds.signedIn + kinds.wrongPassword).toBe(checked);
  expect(kinds.other).toBe(0);
  expect(kinds.tooMany).toBe(answers.length - checked - kinds.refusedChallenge);
  return kinds;
}

describe('guesses for one account sent all at once', () => {
  // Many people may share an address (its allowance is raised): the limit per account and
  // address is what holds here.
  const { server, checks } = countingServer({ ...ADDRESS_LIMITS, signInFailures: 1000 });
  /**
   * `count` guesses at a new account, each with a challenge of its own, sent all at once in
   * `locale`; `checks` then holds the password checks they made.
   */
  async function guessesAtOnce(count: number, password: (i: number) => string, locale?: string) {
    const account = await newAccount(server);
    const forms = await challenges(server, count, account);
    checks.length = 0;
    return allAtOnce(
      server,
      forms.map((form, i) => ({ email: account, password: sha256(password(i)), ...form })),
      locale,
    );
  }

  it(
    '30 with the right password at #12: at most 5 are checked, the rest are refused with 429',
    { timeout: 120_000 },
    async () => {
      const answers = await guessesAtOnce(30, (i) => (i === 11 ? PASSWORD : `guess ${i}`));
      const kinds = expectOnlyPlacesChecked(answers, checks.length, 5);
      console.info(`30 at once: ${checks.length} password checks, ${JSON.stringify(kinds)}`);
      expect(kinds.tooMany).toBeGreaterThanOrEqual(20);
      for (const answer of answers.filter(({ status }) => status === 429)) {
        expect(answer.body).toEqual({
          code: 429,
          message: 'Too many attempts, please try again later',
        });
      }
    },
  );

  it(
    '100 at once: at most 5 are checked, the rest are refused, with a translated 429',
    { timeout: 120_000 },
    async () => {
      const answers = await guessesAtOnce(100, (i) => `guess ${i}`, 'zh-Hans');
      const kinds = expectOnlyPlacesChecked(answers, checks.length, 5);
      console.info(`100 at once: ${checks.length} password checks, ${JSON.stringify(kinds)}`);
      expect(kinds.signedIn).toBe(0);
      expect(kinds.tooMany).toBeGreaterThanOrEqual(90);
      for (const answer of answers.filter(({ status }) => status === 429)) {
        expect(answer.body).toEqual({ code: 429, message: '尝试次数过多，请稍后再试' });
      }
    },
  );

  it(
    "5 wrong passwords from one address do not stop the owner's right password from another",
    { timeout: 60_000 },
    async () => {
      const account = await newAccount(server);
      const attacker = '203.0.113.5';
      const signIn = async (from: string, password: string) => {
        const [form] = await challenges(server, 1, account, from);
        const answer = await server.app.inject({
          method: 'POST',
          url: '/user/auth2/',
          remoteAddress: from,
          payload: { email: account, password: sha256(password), ...form },
        });
        return { status: answer.statusCode, body: answer.json() as Answer['body'] };
      };
      for (let i = 0; i < 5; i += 1)
        expect((await signIn(attacker, `guess ${i}`)).status).toBe(422);
      expect((await signIn(attacker, PASSWORD)).status).toBe(429);
      checks.length = 0;
      const owner = await signIn('198.51.100.8', PASSWORD);
      expect(owner.body).toMatchObject({
        code: 0,
        data: { user: { nickname: expect.any(String) } },
      });
      expect(checks).toHaveLength(1);
    },
  );
});

describe('guesses for many accounts sent all at once from one address', () => {
  const { server, checks } = countingServer(ADDRESS_LIMITS);

  it(
    'at most 10 are checked, the rest and later ones from that address get 429',
    { timeout: 120_000 },
    async () => {
      const targets = await Promise.all(Array.from({ length: 40 }, () => newAccount(server)));
      const forms = await Promise.all(targets.map((account) => challenges(server, 1, account)));
      checks.length = 0;
      const answers = await allAtOnce(
        server,
        targets.map((account, i) => ({
          email: account,
          password: sha256('a common password'),
          ...forms[i]![0],
        })),
      );
      const kinds = expectOnlyPlacesChecked(answers, checks.length, 10);
      console.info(
        `40 accounts at once: ${checks.length} password checks, ${JSON.stringify(kinds)}`,
      );
      expect(kinds.signedIn).toBe(0);
      // Places the burst left unused (its refused challenges) go to guesses one at a time;
      // once 10 are checked the address is locked, whichever account it tries next.
      for (let tries = 0; checks.length < 10 && tries < 20; tries += 1) {
        const guessed = await newAccount(server);
        const [guess] = await challenges(server, 1, guessed);
        const [answer] = await allAtOnce(server, [
          { email: guessed, password: sha256('a common password'), ...guess },
        ]);
        expect(answer!.status).toBe(422);
      }
      expect(checks).toHaveLength(10);
      const next = await newAccount(server);
      const [form] = await challenges(server, 1, next);
      const [later] = await allAtOnce(server, [
        { email: next, password: sha256(PASSWORD), ...form },
      ]);
      expect(later!.status).toBe(429);
    },
  );
});
