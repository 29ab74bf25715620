import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { ApiClient } from '@citylife/api-client';
import { eq } from 'drizzle-orm';
import { hashPassword, verifyPassword } from '../../auth/passwords.js';
import { issueToken } from '../../auth/tokens.js';
import { accessTokens, users } from '../../db/schema/index.js';
import { emptyProfile } from '../../test/accounts.js';
import { failureOf, statusOf } from '../../test/assertions.js';
import { useTestServer, type TestUser } from '../../test/harness.js';
import { demoProfile } from '../auth/auth.seed.js';

/** 2026-03-01 00:30 in Shanghai, still 2026-02-28 in UTC. */
const server = useTestServer({ at: new Date('2026-02-28T16:30:00Z') });

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

/** A user signed in with a token issued on the test clock. */
async function signedIn(options: { password?: string } = {}): Promise<TestUser> {
  const created = await server.createUser();
  if (options.password) {
    await server.database.db
      .update(users)
      .set({ passwordHash: await hashPassword(sha256(options.password)) })
      .where(eq(users.id, created.id));
  }
  return server.signIn(created.id);
}

type Profile = {
  avatar: string;
  name: string;
  sex: 'female' | 'male' | null;
  province: string;
  city: string;
  district: string;
  birthDate: string | null;
  occupation: string;
};
const empty: Profile = emptyProfile;
const full: Profile = {
  avatar: '/uploads/citylife/avatar/1/0123456789abcdef.jpg',
  name: '李梅',
  sex: 'female',
  province: '内蒙古自治区',
  city: '鄂尔多斯市',
  district: '东胜区',
  birthDate: '1988-10-02',
  occupation: '医生',
};

const getProfile = (client: ApiClient) => client.call((c) => c.GET('/user/getProfile/'));
const saveProfile = (client: ApiClient, body: Profile) =>
  client.call((c) => c.POST('/user/saveProfile/', { body }));

describe('GET /user/getProfile/ and POST /user/saveProfile/', () => {
  it('answers empty texts and nulls for a user who never saved one, named by the nickname', async () => {
    const user = await signedIn();
    expect(await getProfile(user.client)).toEqual({ ...empty, name: 'Tester' });
  });

  it("makes a saved name the member's nickname, and keeps the nickname for an empty one", async () => {
    const user = await signedIn();
    const userInfo = () => user.client.call((c) => c.GET('/user/getUserInfo/'));
    await saveProfile(user.client, { ...full, name: ' 李梅 ' });
    expect((await userInfo()).nickname).toBe('李梅');
    expect((await getProfile(user.client)).name).toBe('李梅');
    await saveProfile(user.client, { ...full, name: '  ' });
    expect((await userInfo()).nickname).toBe('李梅');
    await saveProfile(user.client, { ...full, name: '王芳' });
    await saveProfile(user.client, { ...full, name: '' });
    expect((await userInfo()).nickname).toBe('王芳');
    expect((await getProfile(user.client)).name).toBe('王芳');
  });

  it('saves the whole profile and answers it; the avatar becomes the user info avatar', async () => {
    const user = await signedIn();
    expect(await saveProfile(user.client, full)).toEqual(full);
    expect(await getProfile(user.client)).toEqual(full);
    const info = await user.client.call((c) => c.GET('/user/getUserInfo/'));
    expect(info.avatar).toBe(full.avatar);
    // Saving again replaces every field.
    const cleared = { ...empty, avatar: '/uploads/citylife/avatar/2/a.png', name: '李' };
    expect(await saveProfile(user.client, cleared)).toEqual(cleared);
    expect(await getProfile(user.client)).toEqual(cleared);
  });

  it('gives the demo member a saved profile', async () => {
    const [demo] = await server.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.mobile, '13800138000'));
    const { token } = await issueToken(server.database.db, demo!.id, server.clock.now());
    const profile = await getProfile(server.clientFor(token, demo!.id));
    expect(profile).toEqual({ avatar: '', ...demoProfile });
  });

  it('accepts birth dates from 1940-01-01 to today in Shanghai, and refuses the others', async () => {
    const user = await signedIn();
    for (const birthDate of ['1940-01-01', '2026-03-01']) {
      expect((await saveProfile(user.client, { ...full, birthDate })).birthDate).toBe(birthDate);
    }
    for (const birthDate of ['1939-12-31', '2026-03-02', '2030-01-01']) {
      const error = await failureOf(saveProfile(user.client, { ...full, birthDate }));
      expect(error.status, birthDate).toBe(422);
      expect(error.fieldErrors, birthDate).toEqual({
        birthDate: 'Birth date must be from 1940-01-01 to today',
      });
    }
    expect((await getProfile(user.client)).birthDate).toBe('2026-03-01');
  });

  it('refuses a number where the profile has text, changing nothing', async () => {
    const user = await signedIn();
    await saveProfile(user.client, full);
    const numbered = { ...full, name: 12345 } as unknown as Profile;
    const error = await failureOf(saveProfile(user.client, numbered));
    expect(error.status).toBe(400);
    expect(String(error.payload.message)).toMatch(/name/);
    expect(await getProfile(user.client)).toEqual(full);
  });

  it('refuses a date that is not a calendar day', async () => {
    const user = await signedIn();
    const error = await failureOf(saveProfile(user.client, { ...full, birthDate: '1990-02-30' }));
    expect(error.status).toBe(400);
    expect((await getProfile(user.client)).birthDate).toBeNull();
  });

  it('accepts an area path that stops early and refuses names off the tree', async () => {
    const user = await signedIn();
    const partial = { ...full, city: '', district: '' };
    expect(await saveProfile(user.client, partial)).toEqual(partial);
    const noDistrict = { ...full, district: '' };
    expect(await saveProfile(user.client, noDistrict)).toEqual(noDistrict);
    const cases: [Partial<Profile>, string][] = [
      [{ province: '火星省' }, 'province'],
      [{ city: '包头' }, 'city'],
      [{ district: '海淀区' }, 'district'],
      [{ province: '', city: '鄂尔多斯市', district: '' }, 'city'],
      [{ city: '', district: '东胜区' }, 'district'],
    ];
    for (const [change, field] of cases) {
      const error = await failureOf(saveProfile(user.client, { ...full, ...change }));
      expect(Object.keys(error.fieldErrors ?? {}), field).toEqual([field]);
    }
  });

  it('rejects malformed profiles with 400', async () => {
    const user = await signedIn();
    const bad: Record<string, unknown>[] = [
      { ...full, sex: 'other' },
      { ...full, avatar: 'javascript:alert(1)' },
      { ...full, name: 'x'.repeat(33) },
      { ...full, birthDate: '20-01-1990' },
      { ...full, extra: true },
      { name: '李' },
    ];
    for (const body of bad) {
      const error = await failureOf(saveProfile(user.client, body as never));
      expect(error.status, JSON.stringify(body)).toBe(400);
    }
  });

  it('answers 401 when signed out', async () => {
    expect(await statusOf(getProfile(server.client))).toBe(401);
    expect(await statusOf(saveProfile(server.client, full))).toBe(401);
  });
});

const modify = (
  client: ApiClient,
  oldpassword: string,
  newpassword: string,
  passwordconfirm = newpassword,
) =>
  client.call((c) =>
    c.POST('/user/modifyPassword/', {
      body: {
        oldpassword: sha256(oldpassword),
        newpassword: sha256(newpassword),
        passwordconfirm: sha256(passwordconfirm),
      },
    }),
  );

describe('POST /user/modifyPassword/', () => {
  it('changes the password and revokes every token of the user', async () => {
    const user = await signedIn({ password: 'old secret' });
    const { token: other } = await issueToken(server.database.db, user.id, server.clock.now());
    expect(await modify(user.client, 'old secret', 'new secret')).toBeNull();
    for (const token of [user.token, other]) {
      const error = await failureOf(
        server.clientFor(token, user.id).call((c) => c.GET('/user/getUserInfo/')),
      );
      expect(error.status).toBe(401);
    }
    const live = await server.database.db
      .select()
      .from(accessTokens)
      .where(eq(accessTokens.userId, user.id));
    expect(live.every((row) => row.revokedAt !== null)).toBe(true);
    const [row] = await server.database.db.select().from(users).where(eq(users.id, user.id));
    expect(await verifyPassword(sha256('new secret'), row!.passwordHash)).toBe(true);
  });

  it('refuses a wrong old password, the old password again and a confirmation that differs', async () => {
    const user = await signedIn({ password: 'kept' });
    const wrong = await failureOf(modify(user.client, 'not kept', 'next'));
    expect(wrong.fieldErrors).toEqual({ oldpassword: 'The old password is wrong' });
    const same = await failureOf(modify(user.client, 'kept', 'kept'));
    expect(same.fieldErrors).toEqual({
      newpassword: 'The new password must differ from the old one',
    });
    const mismatch = await failureOf(modify(user.client, 'kept', 'next', 'nxet'));
    expect(mismatch.status).toBe(422);
    expect(mismatch.fieldErrors).toEqual({ passwordconfirm: 'The passwords do not match' });
    // Nothing changed: the token still works.
    expect((await user.client.call((c) => c.GET('/user/getUserInfo/'))).id).toBe(user.id);
  });

  it('refuses a user who has no password yet', async () => {
    const user = await signedIn();
    const error = await failureOf(modify(user.client, 'anything', 'next'));
    expect(Object.keys(error.fieldErrors ?? {})).toEqual(['oldpassword']);
  });

  it('answers 429 after 5 wrong old passwords within 15 minutes', async () => {
    const user = await signedIn({ password: 'guarded' });
    for (let i = 0; i < 5; i += 1) {
      expect(await statusOf(modify(user.client, `guess ${i}`, 'next'))).toBe(422);
    }
    expect(await statusOf(modify(user.client, 'guarded', 'next'))).toBe(429);
    server.clock.advance(15 * 60 * 1000 + 1000);
    expect(await modify(user.client, 'guarded', 'next')).toBeNull();
  });

  it('rejects values that are not SHA-256 hex with 400 and answers 401 when signed out', async () => {
    const user = await signedIn({ password: 'x' });
    const error = await failureOf(
      user.client.call((c) =>
        c.POST('/user/modifyPassword/', {
          body: { oldpassword: 'x', newpassword: 'y', passwordconfirm: 'y' },
        }),
      ),
    );
    expect(error.status).toBe(400);
    expect(await statusOf(modify(server.client, 'x', 'y'))).toBe(401);
  });
});
