import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { addresses, passwordResets, users } from '../../db/schema/index.js';
import { answeredCaptcha, captchaAnswer, newTrackId, unusedMobile } from '../../test/accounts.js';
import { failureOf, statusOf } from '../../test/assertions.js';
import { SEEDED_AT } from '../../test/clock.js';
import { useTestServer } from '../../test/harness.js';
import { seedAccounts } from './auth.seed.js';

const server = useTestServer({ at: SEEDED_AT });

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');
const newMobile = () => unusedMobile('1352');
/** A solved challenge for one call about `account`. */
const captcha = (account?: string) => answeredCaptcha(server, 'password-test', account);

const outbox = (query: { to?: string; kind?: 'passcode' | 'reset'; limit?: number }) =>
  server.client.call((c) => c.GET('/dev/outbox/', { params: { query } }));

async function passcodeFor(mobile: string) {
  const form = await captcha(mobile);
  await server.client.call((c) =>
    c.POST('/user/sendMobileLoginCode/', { body: { mobile, ...form } }),
  );
  const [message] = await outbox({ to: mobile, kind: 'passcode', limit: 1 });
  return { mobile, passcode: message!.code };
}

/** Signs in with a password, with a freshly solved challenge (one serves one sign-in). */
const signIn = async (email: string, password: string) => {
  const form = await captcha(email);
  return server.client.call((c) =>
    c.POST('/user/auth2/', { body: { email, password: sha256(password), ...form } }),
  );
};

/** Registers: with the captcha fields given, or a challenge solved for the number. */
const register = async (body: {
  mobile: string;
  passcode: string;
  password: string;
  nickname: string;
  sessionId?: string;
  captchainput?: string;
}) => {
  const { sessionId, captchainput, ...rest } = body;
  const fields =
    sessionId === undefined || captchainput === undefined
      ? await captcha(body.mobile)
      : { sessionId, captchainput };
  return server.client.call((c) => c.POST('/user/register/', { body: { ...rest, ...fields } }));
};

/** A registered user with a password. */
async function registered(password: string) {
  const mobile = newMobile();
  const code = await passcodeFor(mobile);
  const result = await register({ ...code, password: sha256(password), nickname: '测试用户' });
  return { mobile, ...result };
}

/** A registered user with a password and the email address `email`. */
async function registeredWithEmail(password: string, email: string) {
  const user = await registered(password);
  await server.database.db.update(users).set({ email }).where(eq(users.id, user.user.id));
  return user;
}

describe('POST /user/auth2/', () => {
  it('signs in the demo member with the client-side hash of citylife123', async () => {
    const result = await signIn('13800138000', 'citylife123');
    expect(result.user).toMatchObject({ nickname: '演示会员', roles: [] });
    const info = await server
      .clientFor(result.token, result.user.id)
      .call((c) => c.GET('/user/getUserInfo/'));
    expect(info.id).toBe(result.user.id);
  });

  it('signs in the admin with admin123 and the admin role', async () => {
    const result = await signIn('13900139000', 'admin123');
    expect(result.user.roles).toEqual(['admin']);
  });

  it('stores passwords with scrypt and a per-user salt, never the received hash', async () => {
    const first = await registered('same password');
    const second = await registered('same password');
    const rows = await server.database.db
      .select({ id: users.id, passwordHash: users.passwordHash })
      .from(users)
      .where(eq(users.nickname, '测试用户'));
    const hashes = rows
      .filter((row) => [first.user.id, second.user.id].includes(row.id))
      .map((row) => row.passwordHash!);
    expect(hashes).toHaveLength(2);
    for (const hash of hashes) {
      expect(hash).toMatch(/^scrypt\$/);
      expect(hash).not.toContain(sha256('same password'));
    }
    expect(hashes[0]).not.toBe(hashes[1]);
  });

  it('signs in by email address, whatever its case', async () => {
    const user = await registeredWithEmail('by email 1', 'reader@citylife.example');
    expect((await signIn('Reader@CityLife.example', 'by email 1')).user.id).toBe(user.user.id);
  });

  it('answers one message for a wrong password, an unknown account and an account without password', async () => {
    const passcodeForm = await passcodeFor(newMobile());
    const form = await captcha(passcodeForm.mobile);
    const passcodeUser = await server.client.call((c) =>
      c.POST('/user/mobileAuth/', { body: { ...passcodeForm, ...form } }),
    );
    expect(passcodeUser.user.id).toBeGreaterThan(0);
    for (const [email, password] of [
      ['13800138000', 'wrong password'],
      ['13700000001', 'citylife123'],
      ['nobody@citylife.example', 'citylife123'],
      [passcodeForm.mobile, 'anything'],
    ] as const) {
      const error = await failureOf(signIn(email, password));
      expect(error.status, email).toBe(422);
      expect(error.payload.message, email).toBe('Wrong account or password');
    }
  });

  it('answers a per-field 422 for a challenge never issued for the track', async () => {
    const { captchainput } = await captcha();
    const error = await failureOf(
      server.client.call((c) =>
        c.POST('/user/auth2/', {
          body: {
            email: '13800138000',
            password: sha256('citylife123'),
            sessionId: newTrackId('not-issued'),
            captchainput,
          },
        }),
      ),
    );
    expect(error.status).toBe(422);
    expect(error.fieldErrors).toEqual({ captchainput: 'Verification invalid or expired' });
  });

  it('refuses the address that made 5 wrong guesses for an account 15 minutes, and only for that account', async () => {
    const user = await registered('right password');
    for (let i = 0; i < 5; i += 1) {
      expect(await statusOf(signIn(user.mobile, 'wrong')), `attempt ${i + 1}`).toBe(422);
    }
    const refused = await failureOf(signIn(user.mobile, 'right password'));
    expect(refused.status).toBe(429);
    expect(refused.payload.message).toBe('Too many attempts, please try again later');
    // Other accounts still sign in from this address.
    await signIn('13900139000', 'admin123');
    server.clock.advance(14 * 60 * 1000);
    expect(await statusOf(signIn(user.mobile, 'right password'))).toBe(429);
    server.clock.advance(60 * 1000 + 1000);
    expect((await signIn(user.mobile, 'right password')).user.id).toBe(user.user.id);
  });

  it('rejects a password that is not a lowercase SHA-256 hex with 400', async () => {
    const form = await captcha('13800138000');
    for (const password of ['citylife123', sha256('x').toUpperCase(), sha256('x').slice(1)]) {
      const error = await failureOf(
        server.client.call((c) =>
          c.POST('/user/auth2/', { body: { email: '13800138000', password, ...form } }),
        ),
      );
      expect(error.status).toBe(400);
    }
  });
});

describe('POST /user/register/', () => {
  it('creates an account with a password and nickname, signs it in, and consumes the passcode', async () => {
    const mobile = newMobile();
    const code = await passcodeFor(mobile);
    const result = await register({
      ...code,
      password: sha256('my new password'),
      nickname: '小王',
    });
    expect(result.user).toEqual({
      id: expect.any(Number),
      avatar: '',
      nickname: '小王',
      roles: [],
    });
    expect((await signIn(mobile, 'my new password')).user.id).toBe(result.user.id);
    const again = await failureOf(
      register({ ...code, password: sha256('another'), nickname: '小李' }),
    );
    expect(again.status).toBe(422);
  });

  it('refuses a number that already has an account without using up the passcode', async () => {
    const code = await passcodeFor('13800138000');
    const error = await failureOf(register({ ...code, password: sha256('x'), nickname: '重复' }));
    expect(error.status).toBe(422);
    expect(error.fieldErrors).toEqual({
      mobile: 'This mobile number already has an account, please sign in',
    });
    // The passcode still signs the owner in.
    const form = await captcha(code.mobile);
    const signedIn = await server.client.call((c) =>
      c.POST('/user/mobileAuth/', { body: { ...code, ...form } }),
    );
    expect(signedIn.user.nickname).toBe('演示会员');
  });

  it('refuses a wrong passcode and a wrong captcha with per-field messages', async () => {
    const code = await passcodeFor(newMobile());
    const wrongCode = String((Number(code.passcode) + 1) % 1_000_000).padStart(6, '0');
    const wrong = await failureOf(
      register({ ...code, passcode: wrongCode, password: sha256('x'), nickname: '甲' }),
    );
    expect(wrong.fieldErrors).toEqual({ passcode: 'Passcode invalid or expired' });
    const noCaptcha = await failureOf(
      register({
        ...code,
        ...(await captcha()),
        sessionId: newTrackId('not-issued'),
        password: sha256('x'),
        nickname: '甲',
      }),
    );
    expect(noCaptcha.fieldErrors).toEqual({ captchainput: 'Verification invalid or expired' });
  });

  it('rejects a nickname with surrounding spaces or over 32 characters with 400', async () => {
    const code = await passcodeFor(newMobile());
    for (const nickname of [' 小王', '小王 ', '', 'x'.repeat(33)]) {
      const error = await failureOf(register({ ...code, password: sha256('x'), nickname }));
      expect(error.status, JSON.stringify(nickname)).toBe(400);
    }
  });
});

const forgot = (email: string, form: { sessionId: string; captchainput: string }) =>
  server.client.call((c) => c.POST('/user/forgotPassword/', { body: { email, ...form } }));
const reset = (body: { id: number; token: string; newpassword: string; passwordconfirm: string }) =>
  server.client.call((c) => c.POST('/user/resetPassword/', { body }));

/** Sets a new password (`password`, confirmed as `confirm`) with a reset link's user id and token. */
const resetTo = (id: number, token: string, password: string, confirm = password) =>
  reset({ id, token, newpassword: sha256(password), passwordconfirm: sha256(confirm) });

/** Requests a reset link for the account and reads it from the outbox. */
async function resetLink(account: string) {
  await forgot(account, await captcha(account));
  const [message] = await outbox({ to: account, kind: 'reset', limit: 1 });
  return message!;
}

describe('POST /user/forgotPassword/ and /user/resetPassword/', () => {
  it('sends a one-time link that sets a new password and revokes every token', async () => {
    const user = await registered('forgotten');
    const other = await signIn(user.mobile, 'forgotten');
    const message = await resetLink(user.mobile);
    expect(message.code).toMatch(/^[A-Za-z0-9_-]{32,128}$/);
    expect(message.text).toContain(`/user/resetpassword/${message.code}/${user.user.id}`);

    const body = {
      id: user.user.id,
      token: message.code,
      newpassword: sha256('remembered'),
      passwordconfirm: sha256('remembered'),
    };
    expect(await reset(body)).toBeNull();
    for (const token of [user.token, other.token]) {
      const error = await failureOf(
        server.clientFor(token, user.user.id).call((c) => c.GET('/user/getUserInfo/')),
      );
      expect(error.status).toBe(401);
    }
    expect(await statusOf(signIn(user.mobile, 'forgotten'))).toBe(422);
    expect((await signIn(user.mobile, 'remembered')).user.id).toBe(user.user.id);
    // Single use.
    const again = await failureOf(reset(body));
    expect(again.fieldErrors).toEqual({ token: 'Reset link invalid or expired' });
  });

  it('sends the link to an email address for an email account', async () => {
    await registeredWithEmail('mail me', 'mail-me@citylife.example');
    const message = await resetLink('mail-me@citylife.example');
    expect(message).toMatchObject({ to: 'mail-me@citylife.example', kind: 'reset' });
  });

  it('answers the same for an unknown account and sends nothing', async () => {
    expect(await forgot('13799999999', await captcha())).toBeNull();
    expect(await outbox({ to: '13799999999' })).toEqual([]);
  });

  it('sends no second link to the same account within 60 seconds', async () => {
    const user = await registered('twice');
    await resetLink(user.mobile);
    expect(await forgot(user.mobile, await captcha())).toBeNull();
    expect(await outbox({ to: user.mobile, kind: 'reset' })).toHaveLength(1);
    server.clock.advance(61 * 1000);
    await resetLink(user.mobile);
    const links = await outbox({ to: user.mobile, kind: 'reset' });
    expect(links).toHaveLength(2);
    // The newer link replaces the older one.
    const stale = await failureOf(resetTo(user.user.id, links[0]!.code, 'n'));
    expect(stale.fieldErrors).toHaveProperty('token');
  });

  it('answers 429 when the same track asks again within 60 seconds', async () => {
    const form = await captcha();
    await forgot('13800138000', form);
    const error = await failureOf(forgot('13800138000', form));
    expect(error.status).toBe(429);
    server.clock.advance(61 * 1000);
    await forgot('13800138000', {
      ...form,
      captchainput: await captchaAnswer(server, form.sessionId),
    });
  });

  it('refuses a challenge never issued for the track with a per-field message', async () => {
    const { captchainput } = await captcha();
    const error = await failureOf(
      forgot('13800138000', { sessionId: newTrackId('not-issued'), captchainput }),
    );
    expect(error.fieldErrors).toEqual({ captchainput: 'Verification invalid or expired' });
  });

  it('refuses an expired link and a confirmation that differs', async () => {
    const user = await registered('expiring');
    const message = await resetLink(user.mobile);
    const mismatch = await failureOf(resetTo(user.user.id, message.code, 'a', 'b'));
    expect(mismatch.fieldErrors).toEqual({ passwordconfirm: 'The passwords do not match' });
    server.clock.advance(30 * 60 * 1000 + 1000);
    const expired = await failureOf(resetTo(user.user.id, message.code, 'a'));
    expect(expired.fieldErrors).toEqual({ token: 'Reset link invalid or expired' });
  });

  it('does not accept one user’s link for another user', async () => {
    const owner = await registered('owner');
    const intruder = await registered('intruder');
    const message = await resetLink(owner.mobile);
    const error = await failureOf(resetTo(intruder.user.id, message.code, 'taken'));
    expect(error.fieldErrors).toHaveProperty('token');
    const [row] = await server.database.db
      .select()
      .from(passwordResets)
      .where(eq(passwordResets.userId, owner.user.id));
    expect(row!.tokenHash).not.toBeNull();
  });

  it('answers 429 after 10 failed resets for one user id within an hour', async () => {
    const user = await registered('guessed');
    const guess = {
      id: user.user.id,
      newpassword: sha256('g'),
      passwordconfirm: sha256('g'),
    };
    for (let i = 0; i < 10; i += 1) {
      const error = await failureOf(reset({ ...guess, token: `guess${i}`.padEnd(43, 'x') }));
      expect(error.status, `attempt ${i + 1}`).toBe(422);
    }
    const message = await resetLink(user.mobile);
    expect(await statusOf(reset({ ...guess, token: message.code }))).toBe(429);
  });
});

describe('seeded accounts', () => {
  it('are created once: seeding again changes nothing', async () => {
    const countUsers = async () =>
      (await server.database.db.select({ n: count() }).from(users))[0]!.n;
    const before = await countUsers();
    await seedAccounts(server.database.db, server.now());
    expect(await countUsers()).toBe(before);
    const [demo] = await server.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.mobile, '13800138000'));
    const [{ n } = { n: 0 }] = await server.database.db
      .select({ n: count() })
      .from(addresses)
      .where(eq(addresses.userId, demo!.id));
    expect(n).toBe(2);
  });
});
