import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { Challenge } from 'altcha-lib/types';
import { SEEDED_AT } from '../../test/clock.js';
import { expectSchema, failureOf, statusOf } from '../../test/assertions.js';
import { useTestServer } from '../../test/harness.js';
import {
  challengeLevel,
  counterRange,
  formatSolution,
  MAX_CAPTCHA_LEVEL,
} from './captcha.service.js';

const server = useTestServer({ at: SEEDED_AT });

let tracks = 0;
const newTrack = () => `captcha-test-${process.pid}-${(tracks += 1)}`;
const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

const refresh = (trackId: string, account?: string) =>
  fetch(
    `${server.baseUrl}/captcha/refresh/${trackId}/${account ? `?account=${encodeURIComponent(account)}` : ''}`,
  );
/** Issues a challenge for the track and answers it as served. */
async function issued(trackId: string, account?: string) {
  const response = await refresh(trackId, account);
  expect(response.status).toBe(200);
  const body = (await response.json()) as {
    code: number;
    data: { challenge: Challenge; level: number; expiresAt: string };
  };
  return body.data;
}
const devCaptcha = (trackId: string) =>
  server.client.call((c) => c.GET('/dev/captcha/{trackId}', { params: { path: { trackId } } }));
/** A new track with a challenge issued (for `account` when given) and its solution. */
async function solvedTrack(account?: string) {
  const trackId = newTrack();
  await refresh(trackId, account);
  const { answer } = await devCaptcha(trackId);
  return { trackId, answer };
}
const signIn = (
  body: { sessionId: string; captchainput: string; email?: string; password?: string },
  locale = 'en',
) =>
  server.clientFor(undefined, undefined, locale).call(
    (c) =>
      c.POST('/user/auth2/', {
        body: { email: '13800138000', password: sha256('citylife123'), ...body },
      }),
    { alert: false },
  );
const wrongPassword = (email: string) =>
  failureOf(
    (async () => {
      const { trackId: sessionId, answer } = await solvedTrack(email);
      return signIn({ sessionId, captchainput: answer, email, password: sha256('wrong') });
    })(),
  );

/** Solves a challenge as a browser does, counting the keys it derives. */
async function solve(challenge: Challenge) {
  let tries = 0;
  const solution = await solveChallenge({
    challenge,
    deriveKey: (parameters, salt, password) => {
      tries += 1;
      return deriveKey(parameters, salt, password);
    },
  });
  return { captchainput: formatSolution(solution!), tries };
}

/** Every text and number of a JSON value. */
function leaves(value: unknown): (string | number)[] {
  if (typeof value === 'string' || typeof value === 'number') return [value];
  if (value && typeof value === 'object') return Object.values(value).flatMap(leaves);
  return [];
}

describe('GET /captcha/refresh/{trackId}/', () => {
  it('answers a proof-of-work challenge that is never cached, of level 0 for a quiet account and address', async () => {
    const trackId = newTrack();
    const response = await refresh(trackId);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const { data } = (await response.json()) as { data: unknown };
    expectSchema('CaptchaChallenge', data);
    expect(data).toMatchObject({
      challenge: { parameters: { algorithm: 'PBKDF2/SHA-256', cost: 5000, keyLength: 32 } },
      level: 0,
      expiresAt: new Date(server.clock.now().getTime() + 10 * 60 * 1000).toISOString(),
    });
  });

  it('shows nothing that yields the solution: only trying counter after counter finds it', async () => {
    const trackId = newTrack();
    const served = await issued(trackId);
    const { answer } = await devCaptcha(trackId);
    const [counter, key] = answer.split(':') as [string, string];
    // What a glyph matcher would read: no value of the challenge is the counter or tells
    // the part of the key it does not show.
    const values = leaves(served);
    expect(values).not.toContain(Number(counter));
    expect(values).not.toContain(counter);
    expect(JSON.stringify(served)).not.toContain(key.slice(32));
    expect(served.challenge.parameters.keyPrefix).toBe(key.slice(0, 32));
    // Guesses from what it shows are refused, and use the challenge up.
    const guess = `${counter === '0' ? 1 : 0}:${served.challenge.parameters.keyPrefix.padEnd(64, '0')}`;
    const refused = await failureOf(signIn({ sessionId: trackId, captchainput: guess }));
    expect(refused.fieldErrors).toEqual({ captchainput: 'Verification invalid or expired' });
    expect(await statusOf(devCaptcha(trackId))).toBe(404);

    // Doing the work: the solver derives one key per counter from 0 up to the answer.
    const next = await issued(trackId);
    const expected = (await devCaptcha(trackId)).answer;
    const { captchainput, tries } = await solve(next.challenge);
    expect(captchainput).toBe(expected);
    expect(tries).toBe(Number(expected.split(':')[0]) + 1);
    expect(tries).toBeGreaterThan(counterRange(0).low);
    // ...and the solution found is good for one sign-in.
    const result = await signIn({ sessionId: trackId, captchainput });
    expect(result.user.nickname).toBe('演示会员');
  });

  it('replaces the previous challenge of the track', async () => {
    const trackId = newTrack();
    const first = await issued(trackId);
    const { answer } = await devCaptcha(trackId);
    const second = await issued(trackId);
    expect(second.challenge.parameters.nonce).not.toBe(first.challenge.parameters.nonce);
    expect((await devCaptcha(trackId)).answer).not.toBe(answer);
    const error = await failureOf(signIn({ sessionId: trackId, captchainput: answer }));
    expect(error.fieldErrors).toEqual({ captchainput: 'Verification invalid or expired' });
  });

  it('records issued challenges in the development outbox', async () => {
    const { trackId, answer } = await solvedTrack();
    const outbox = await server.client.call((c) =>
      c.GET('/dev/outbox/', { params: { query: { to: trackId, kind: 'captcha' } } }),
    );
    expect(outbox).toHaveLength(1);
    expect(outbox[0]).toMatchObject({ to: trackId, kind: 'captcha', code: answer });
  });

  it('rejects a malformed track id or account with a 400 envelope', async () => {
    for (const [trackId, account] of [
      ['short', undefined],
      ['has.dots.in.it', undefined],
      ['x'.repeat(65), undefined],
      [newTrack(), '12345'],
      [newTrack(), 'not an account'],
    ] as const) {
      const response = await refresh(trackId, account);
      expect(response.status, trackId).toBe(400);
      expect(await response.json()).toMatchObject({ code: 400 });
    }
  });

  it('answers 429 after 30 refreshes of one track within a minute', async () => {
    const trackId = newTrack();
    for (let i = 0; i < 30; i += 1) expect((await refresh(trackId)).status).toBe(200);
    const refused = await refresh(trackId);
    expect(refused.status).toBe(429);
    expect(await refused.json()).toMatchObject({ code: 429 });
    // Another track is not affected; the track itself may refresh again a minute later.
    expect((await refresh(newTrack())).status).toBe(200);
    server.clock.advance(61 * 1000);
    expect((await refresh(trackId)).status).toBe(200);
  });
});

describe('the level of a challenge', () => {
  it('rises with the failures of the account and of the address, up to level 5', () => {
    const level = (account: number, address: number) =>
      challengeLevel({ account, address, addressAllowance: 10 });
    expect(level(0, 0)).toBe(0);
    expect(level(2, 1)).toBe(0);
    expect(level(3, 0)).toBe(1);
    expect(level(6, 0)).toBe(2);
    expect(level(0, 2)).toBe(1);
    expect(level(3, 4)).toBe(3);
    expect(level(1000, 0)).toBe(MAX_CAPTCHA_LEVEL);
    expect(level(0, 1000)).toBe(MAX_CAPTCHA_LEVEL);
    // A larger allowance per address (many people behind one) raises it more slowly.
    expect(challengeLevel({ account: 0, address: 20, addressAllowance: 1000 })).toBe(0);
    // Each level doubles the counters a challenge may hide.
    expect(counterRange(0)).toEqual({ low: 200, high: 600 });
    expect(counterRange(5)).toEqual({ low: 6400, high: 19200 });
  });

  it('is harder for an account after its failed sign-ins, and a challenge too easy for it is refused', async () => {
    const account = '13512349001';
    for (let i = 0; i < 3; i += 1) expect((await wrongPassword(account)).status).toBe(422);
    expect((await issued(newTrack())).level).toBe(0);
    const trackId = newTrack();
    const forAccount = await issued(trackId, account);
    expect(forAccount.level).toBe(1);
    const [counter] = (await devCaptcha(trackId)).answer.split(':');
    expect(Number(counter)).toBeGreaterThanOrEqual(counterRange(1).low);
    expect(Number(counter)).toBeLessThan(counterRange(1).high);

    // A challenge issued without naming the account is refused for it, in every language.
    const easy = async (locale: string) => {
      const sessionId = newTrack();
      await refresh(sessionId);
      const { answer } = await devCaptcha(sessionId);
      return failureOf(signIn({ sessionId, captchainput: answer, email: account }, locale));
    };
    expect((await easy('en')).fieldErrors).toEqual({
      captchainput:
        'This account needs a stronger verification: your browser is doing it now, please try again once it is verified',
    });
    expect((await easy('zh-Hans')).fieldErrors?.captchainput).toBe(
      '该账号需要更强的人机验证，浏览器正在完成，验证通过后请重试',
    );
    expect((await easy('mn')).fieldErrors?.captchainput).toMatch(/[\u0400-\u04FF]/);
    // The account's own challenge is checked as usual.
    const { answer } = await devCaptcha(trackId);
    const wrong = await failureOf(
      signIn({ sessionId: trackId, captchainput: answer, email: account }),
    );
    expect(wrong.payload.message).toBe('Wrong account or password');
  });
});

describe('challenge checks on the sign-in calls', () => {
  it('refuse a replayed solution', async () => {
    const { trackId, answer } = await solvedTrack();
    await signIn({ sessionId: trackId, captchainput: answer });
    const replayed = await failureOf(signIn({ sessionId: trackId, captchainput: answer }));
    expect(replayed.fieldErrors).toEqual({ captchainput: 'Verification invalid or expired' });
  });

  it('use the challenge up on a wrong solution', async () => {
    const { trackId, answer } = await solvedTrack();
    const [counter, key] = answer.split(':') as [string, string];
    const wrongKey = `${counter}:${key.slice(0, 63)}${key.endsWith('0') ? '1' : '0'}`;
    const error = await failureOf(signIn({ sessionId: trackId, captchainput: wrongKey }));
    expect(error.status).toBe(422);
    expect(error.fieldErrors).toEqual({ captchainput: 'Verification invalid or expired' });
    // The right solution no longer works: the client must ask for a new challenge.
    const again = await failureOf(signIn({ sessionId: trackId, captchainput: answer }));
    expect(again.fieldErrors).toEqual({ captchainput: 'Verification invalid or expired' });
    expect(await statusOf(devCaptcha(trackId))).toBe(404);
  });

  it('refuse a challenge never issued for the track, and a malformed solution with 400', async () => {
    const { trackId: other, answer } = await solvedTrack();
    const error = await failureOf(signIn({ sessionId: newTrack(), captchainput: answer }));
    expect(error.fieldErrors).toEqual({ captchainput: 'Verification invalid or expired' });
    for (const captchainput of ['x7Kp', `1:${'A'.repeat(64)}`, `12345678901:${'a'.repeat(64)}`]) {
      expect(await statusOf(signIn({ sessionId: other, captchainput })), captchainput).toBe(400);
    }
  });

  it('expire a challenge after 10 minutes', async () => {
    const { trackId, answer } = await solvedTrack();
    server.clock.advance(10 * 60 * 1000 + 1000);
    expect(await statusOf(devCaptcha(trackId))).toBe(404);
    const error = await failureOf(signIn({ sessionId: trackId, captchainput: answer }));
    expect(error.fieldErrors).toEqual({ captchainput: 'Verification invalid or expired' });
  });

  it('translate the message into the caller language', async () => {
    const { answer } = await solvedTrack();
    const inZh = await failureOf(
      signIn({ sessionId: newTrack(), captchainput: answer }, 'zh-Hans'),
    );
    const inMn = await failureOf(signIn({ sessionId: newTrack(), captchainput: answer }, 'mn'));
    expect(inZh.fieldErrors?.captchainput).toBe('人机验证无效或已过期');
    expect(inMn.fieldErrors?.captchainput).toBe(
      'Баталгаажуулалт хүчингүй эсвэл хугацаа нь дууссан',
    );
  });
});

describe('GET /dev/captcha/{trackId}', () => {
  it('answers 404 for a track without a challenge and 400 for a malformed track id', async () => {
    expect(await statusOf(devCaptcha(newTrack()))).toBe(404);
    expect(await statusOf(devCaptcha('bad id!'))).toBe(400);
  });

  describe('when development tools are off', () => {
    const production = useTestServer({ config: { devTools: false } });

    it('does not exist, and the challenge still is served', async () => {
      const trackId = newTrack();
      expect((await fetch(`${production.baseUrl}/captcha/refresh/${trackId}/`)).status).toBe(200);
      for (const path of [`/dev/captcha/${trackId}`, '/dev/outbox/']) {
        const response = await fetch(production.baseUrl + path);
        expect(response.status, path).toBe(404);
        expect(await response.json()).toMatchObject({ code: 404 });
      }
    });
  });
});
