import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { passcodes, users } from '../../db/schema/index.js';
import { answeredCaptcha, newTrackId, unusedMobile } from '../../test/accounts.js';
import { failureOf, statusOf } from '../../test/assertions.js';
import { SEEDED_AT } from '../../test/clock.js';
import { useTestServer } from '../../test/harness.js';

const server = useTestServer({ at: SEEDED_AT });

const newMobile = () => unusedMobile('1351');
/** A solved challenge for one call about `account`. */
const captcha = (account?: string) => answeredCaptcha(server, 'passcode-test', account);

const send = (body: { mobile: string; sessionId: string; captchainput: string }) =>
  server.client.call((c) => c.POST('/user/sendMobileLoginCode/', { body }));
/** Signs in with a passcode: with the captcha fields given, or a challenge solved for it. */
const signIn = async ({
  mobile,
  passcode,
  sessionId,
  captchainput,
}: {
  mobile: string;
  passcode: string;
  sessionId?: string;
  captchainput?: string;
}) => {
  const fields =
    sessionId === undefined || captchainput === undefined
      ? await captcha(mobile)
      : { sessionId, captchainput };
  return server.client.call((c) =>
    c.POST('/user/mobileAuth/', { body: { mobile, passcode, ...fields } }),
  );
};
const outbox = (query: { to?: string; kind?: 'passcode' | 'reset' | 'captcha'; limit?: number }) =>
  server.client.call((c) => c.GET('/dev/outbox/', { params: { query } }));

/** Sends a passcode to `mobile` (the challenge is used up) and reads it from the outbox. */
async function sendPasscode(mobile: string) {
  const sent = await send({ mobile, ...(await captcha(mobile)) });
  const [message] = await outbox({ to: mobile, kind: 'passcode', limit: 1 });
  return { mobile, passcode: message!.code, sent };
}

const otherCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('POST /user/sendMobileLoginCode/', () => {
  it('sends a 6-digit passcode by the SMS adapter to the development outbox', async () => {
    const mobile = newMobile();
    const { passcode, sent } = await sendPasscode(mobile);
    expect(sent).toEqual({ resendAfter: 60, expiresIn: 300 });
    expect(passcode).toMatch(/^\d{6}$/);
    const [message] = await outbox({ to: mobile, limit: 5 });
    expect(message).toMatchObject({ to: mobile, kind: 'passcode', code: passcode });
    expect(message!.text).toContain(passcode);
    expect(message!.createdTime).toBe(server.clock.now().toISOString());
    // Only a hash of the passcode is stored.
    const [row] = await server.database.db
      .select()
      .from(passcodes)
      .where(eq(passcodes.mobile, mobile));
    expect(row!.codeHash).not.toContain(passcode);
  });

  it('refuses another passcode to the same number within 60 seconds', async () => {
    const mobile = newMobile();
    await sendPasscode(mobile);
    server.clock.advance(59 * 1000);
    const error = await failureOf(send({ mobile, ...(await captcha()) }));
    expect(error.status).toBe(429);
    expect(error.payload.message).toMatch(/wait 1 s/);
    server.clock.advance(1000);
    const second = await sendPasscode(mobile);
    expect(second.sent.resendAfter).toBe(60);
    expect(await outbox({ to: mobile, kind: 'passcode' })).toHaveLength(2);
  });

  it('rejects numbers that are not mainland-China mobile numbers with 400', async () => {
    for (const mobile of ['12800138000', '1380013800', '138001380001', '+8613800138000']) {
      const error = await failureOf(send({ mobile, ...(await captcha()) }));
      expect(error.status, mobile).toBe(400);
    }
  });

  it('rejects missing fields and a body that is not JSON with 400', async () => {
    const response = await fetch(`${server.baseUrl}/user/sendMobileLoginCode/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"mobile":',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 400 });
    const error = await failureOf(
      server.client.call((c) =>
        c.POST('/user/sendMobileLoginCode/', { body: { mobile: newMobile() } as never }),
      ),
    );
    expect(error.status).toBe(400);
  });
});

describe('GET /dev/outbox/', () => {
  it('filters by recipient and kind and answers the latest messages, oldest first', async () => {
    const first = newMobile();
    const second = newMobile();
    await sendPasscode(first);
    await sendPasscode(second);
    const latest = await outbox({ kind: 'passcode', limit: 2 });
    expect(latest.map((m) => m.to)).toEqual([first, second]);
    expect(await outbox({ to: second, kind: 'reset' })).toEqual([]);
    expect((await outbox({ limit: 1 }))[0]!.to).toBe(second);
  });

  it('rejects a malformed limit or kind with 400', async () => {
    for (const query of ['limit=0', 'limit=101', 'kind=letter']) {
      const response = await fetch(`${server.baseUrl}/dev/outbox/?${query}`);
      expect(response.status, query).toBe(400);
    }
  });
});

describe('POST /user/mobileAuth/', () => {
  it('signs up a new number on its first sign-in, with a masked nickname and no roles', async () => {
    const mobile = newMobile();
    const form = await sendPasscode(mobile);
    const result = await signIn(form);
    expect(result.user).toEqual({
      id: expect.any(Number),
      avatar: '',
      nickname: `${mobile.slice(0, 3)}****${mobile.slice(7)}`,
      roles: [],
    });
    expect(result.token).toMatch(/^[A-Za-z0-9_-]{32,128}$/);
    expect(new Date(result.expiresAt).getTime()).toBe(
      server.clock.now().getTime() + 7 * 24 * 3600 * 1000,
    );
    const [user] = await server.database.db.select().from(users).where(eq(users.mobile, mobile));
    expect(user).toMatchObject({ id: result.user.id, passwordHash: null });

    // The token works on signed-in calls, and the next sign-in finds the same user.
    const info = await server
      .clientFor(result.token, result.user.id)
      .call((c) => c.GET('/user/getUserInfo/'));
    expect(info).toEqual(result.user);
    server.clock.advance(60 * 1000);
    const again = await signIn(await sendPasscode(mobile));
    expect(again.user.id).toBe(result.user.id);
    expect(again.token).not.toBe(result.token);
  });

  it('signs in the seeded demo member', async () => {
    const result = await signIn(await sendPasscode('13800138000'));
    expect(result.user.nickname).toBe('演示会员');
    expect(result.user.roles).toEqual([]);
  });

  it('signs in the seeded admin with the admin role', async () => {
    const result = await signIn(await sendPasscode('13900139000'));
    expect(result.user.roles).toEqual(['admin']);
  });

  it('uses a passcode once', async () => {
    const form = await sendPasscode(newMobile());
    await signIn(form);
    const error = await failureOf(signIn(form));
    expect(error.status).toBe(422);
    expect(error.fieldErrors).toEqual({ passcode: 'Passcode invalid or expired' });
  });

  it('refuses a wrong passcode and discards the passcode at the fifth wrong entry', async () => {
    const form = await sendPasscode(newMobile());
    for (let i = 0; i < 4; i += 1) {
      const error = await failureOf(signIn({ ...form, passcode: otherCode(form.passcode) }));
      expect(error.fieldErrors).toEqual({ passcode: 'Passcode invalid or expired' });
    }
    // After four wrong entries the right one still works...
    const kept = await sendPasscode(newMobile());
    for (let i = 0; i < 4; i += 1) {
      await failureOf(signIn({ ...kept, passcode: otherCode(kept.passcode) }));
    }
    await signIn(kept);
    // ...but the fifth wrong entry discards it.
    await failureOf(signIn({ ...form, passcode: otherCode(form.passcode) }));
    const error = await failureOf(signIn(form));
    expect(error.status).toBe(422);
    expect(error.fieldErrors).toHaveProperty('passcode');
  });

  it('expires a passcode after 5 minutes', async () => {
    const form = await sendPasscode(newMobile());
    server.clock.advance(5 * 60 * 1000 + 1000);
    const error = await failureOf(signIn(form));
    expect(error.fieldErrors).toHaveProperty('passcode');
  });

  it('replaces an earlier passcode of the number with the new one', async () => {
    const mobile = newMobile();
    const first = await sendPasscode(mobile);
    server.clock.advance(61 * 1000);
    const second = await sendPasscode(mobile);
    if (first.passcode !== second.passcode) {
      expect(await statusOf(signIn({ ...second, passcode: first.passcode }))).toBe(422);
    }
    await signIn(second);
  });

  it('refuses a number without any passcode', async () => {
    const error = await failureOf(
      signIn({ mobile: newMobile(), passcode: '123456', ...(await captcha()) }),
    );
    expect(error.status).toBe(422);
    expect(error.fieldErrors).toHaveProperty('passcode');
  });

  it('checks the captcha before the passcode', async () => {
    const form = await sendPasscode(newMobile());
    const { captchainput } = await captcha();
    const error = await failureOf(
      signIn({ ...form, sessionId: newTrackId('never-issued'), captchainput }),
    );
    expect(error.fieldErrors).toEqual({ captchainput: 'Verification invalid or expired' });
    // The passcode was not touched.
    await signIn(form);
  });

  it('uses a challenge once, whatever the outcome', async () => {
    const form = await sendPasscode(newMobile());
    const fields = await captcha(form.mobile);
    const wrong = await failureOf(
      signIn({ ...form, ...fields, passcode: otherCode(form.passcode) }),
    );
    expect(wrong.fieldErrors).toEqual({ passcode: 'Passcode invalid or expired' });
    const replayed = await failureOf(signIn({ ...form, ...fields }));
    expect(replayed.fieldErrors).toEqual({ captchainput: 'Verification invalid or expired' });
    await signIn(form);
  });

  it('answers 429 after 10 failed attempts for one number within 15 minutes', async () => {
    const mobile = newMobile();
    let form = await sendPasscode(mobile);
    for (let i = 0; i < 10; i += 1) {
      if (i === 5) {
        server.clock.advance(61 * 1000);
        form = await sendPasscode(mobile);
      }
      const error = await failureOf(signIn({ ...form, passcode: otherCode(form.passcode) }));
      expect(error.status, `attempt ${i + 1}`).toBe(422);
    }
    const refused = await failureOf(signIn(form));
    expect(refused.status).toBe(429);
    // Another number is not affected.
    await signIn(await sendPasscode(newMobile()));
    server.clock.advance(15 * 60 * 1000 + 1000);
    const fresh = await sendPasscode(mobile);
    await signIn(fresh);
  });

  it('rejects a malformed passcode with 400', async () => {
    const error = await failureOf(
      signIn({ mobile: newMobile(), passcode: '12345', ...(await captcha()) }),
    );
    expect(error.status).toBe(400);
  });
});
