import { describe, expect, it } from 'vitest';
import type { ApiClient } from '@citylife/api-client';
import type { components } from '@citylife/api-client/schema';
import { eq } from 'drizzle-orm';
import { addresses, users } from '../../db/schema/index.js';
import { failureOf, statusOf } from '../../test/assertions.js';
import { useTestServer, type TestUser } from '../../test/harness.js';
import { demoAddresses } from '../auth/auth.seed.js';

const server = useTestServer();

type AddressBody = components['schemas']['AddressInput'];

const home: AddressBody = {
  contact: '王五',
  phone: '13800138000',
  province: '内蒙古自治区',
  city: '鄂尔多斯市',
  district: '康巴什区',
  detail: '康巴什大街 8 号',
  zip: '017010',
};
const office: AddressBody = {
  contact: '王五',
  phone: '0477-8581234',
  province: '北京市',
  city: '市辖区',
  district: '海淀区',
  detail: '中关村大街 1 号',
};

const save = (client: ApiClient, body: AddressBody) =>
  client.call((c) => c.POST('/user/updateAddress', { body }));
/** A new user with the addresses `home` (the default) and then `office`. */
async function homeAndOffice() {
  const user = await server.createUser();
  const first = await save(user.client, home);
  const second = await save(user.client, office);
  return { user, first, second };
}
const list = (client: ApiClient) => client.call((c) => c.GET('/user/getAddresses'));
const remove = (client: ApiClient, id: number) =>
  client.call((c) => c.GET('/user/removeAddress/{id}', { params: { path: { id } } }));
const setDefault = (client: ApiClient, id: number) =>
  client.call((c) => c.GET('/user/setDefaultAddress/{id}', { params: { path: { id } } }));
const getDefault = (client: ApiClient) => client.call((c) => c.GET('/user/getDefaultAddress/'));

/** The seeded demo member, signed in. */
async function demoMember(): Promise<TestUser> {
  const [demo] = await server.database.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.mobile, '13800138000'));
  return server.signIn(demo!.id);
}

describe('seeded addresses', () => {
  it('gives the demo member two addresses, the default first', async () => {
    const demo = await demoMember();
    const own = await list(demo.client);
    expect(own.map(({ id: _id, ...rest }) => rest)).toEqual(
      demoAddresses.map(({ isDefault, ...rest }) => ({ ...rest, default: isDefault })),
    );
    expect((await getDefault(demo.client))?.contact).toBe('张三');
  });
});

describe('POST /user/updateAddress', () => {
  it('creates addresses; the first is the default whatever the body says', async () => {
    const user = await server.createUser();
    expect(await list(user.client)).toEqual([]);
    expect(await getDefault(user.client)).toBeNull();
    const first = await save(user.client, { ...home, default: false });
    expect(first).toEqual({ ...home, id: expect.any(Number), default: true });
    const second = await save(user.client, office);
    expect(second).toMatchObject({ ...office, zip: '', default: false });
    expect((await list(user.client)).map((a) => a.id)).toEqual([first.id, second.id]);
    expect((await getDefault(user.client))?.id).toBe(first.id);
  });

  it('moves the default flag with default: true and ignores default: false on the default', async () => {
    const user = await server.createUser();
    const first = await save(user.client, home);
    const second = await save(user.client, { ...office, default: true });
    expect(second.default).toBe(true);
    let all = await list(user.client);
    expect(all.map((a) => [a.id, a.default])).toEqual([
      [second.id, true],
      [first.id, false],
    ]);
    // Unsetting the default by an update is ignored.
    const updated = await save(user.client, { ...office, id: second.id, default: false });
    expect(updated.default).toBe(true);
    all = await list(user.client);
    expect(all.filter((a) => a.default)).toHaveLength(1);
  });

  it('replaces every field of an existing address and lists it as the most recently saved', async () => {
    const { user, first, second } = await homeAndOffice();
    const third = await save(user.client, { ...office, detail: '中关村大街 3 号' });
    expect((await list(user.client)).map((a) => a.id)).toEqual([first.id, third.id, second.id]);
    const changed = await save(user.client, {
      id: second.id,
      ...home,
      contact: '赵六',
      zip: '',
    });
    expect(changed).toEqual({ ...home, id: second.id, contact: '赵六', zip: '', default: false });
    expect((await list(user.client)).map((a) => a.id)).toEqual([first.id, second.id, third.id]);
  });

  it('answers 403 for another user’s address and 404 for an unknown id', async () => {
    const owner = await server.createUser();
    const other = await server.createUser();
    const address = await save(owner.client, home);
    const forbidden = await failureOf(save(other.client, { ...office, id: address.id }));
    expect(forbidden.status).toBe(403);
    const [row] = await server.database.db
      .select()
      .from(addresses)
      .where(eq(addresses.id, address.id));
    expect(row).toMatchObject({ userId: owner.id, detail: home.detail });
    const missing = await failureOf(save(other.client, { ...office, id: 2_000_000_000 }));
    expect(missing.status).toBe(404);
  });

  it('refuses a 21st address with 422', async () => {
    const user = await server.createUser();
    for (let i = 0; i < 20; i += 1) await save(user.client, { ...home, detail: `第 ${i + 1} 号` });
    const error = await failureOf(save(user.client, { ...home, detail: '第 21 号' }));
    expect(error.status).toBe(422);
    expect(error.payload.message).toBe('At most 20 addresses');
    expect(await list(user.client)).toHaveLength(20);
  });

  it('checks the names against the area tree with per-field messages', async () => {
    const user = await server.createUser();
    const cases: [Partial<AddressBody>, string][] = [
      [{ province: '火星省' }, 'province'],
      [{ city: '北京市' }, 'city'],
      [{ district: '海淀区' }, 'district'],
      [{ district: '' }, 'district'],
    ];
    for (const [change, field] of cases) {
      const error = await failureOf(save(user.client, { ...home, ...change }));
      expect(error.status, field).toBe(422);
      expect(Object.keys(error.fieldErrors ?? {}), field).toEqual([field]);
    }
    expect(await list(user.client)).toEqual([]);
  });

  it('translates field messages', async () => {
    const user = await server.createUser();
    const zh = server.clientFor(user.token, user.id, 'zh-Hans');
    const error = await failureOf(
      zh.call((c) => c.POST('/user/updateAddress', { body: { ...home, city: '上海市' } }), {
        alert: false,
      }),
    );
    expect(error.fieldErrors).toEqual({ city: '城市无效' });
  });

  it('rejects malformed bodies with 400', async () => {
    const user = await server.createUser();
    const bad: Record<string, unknown>[] = [
      { ...home, phone: '12345' },
      { ...home, zip: '01701' },
      { ...home, contact: ' 王五' },
      { ...home, detail: '' },
      { ...home, extra: 1 },
      { ...home, id: 0 },
      { contact: '王五' },
    ];
    for (const body of bad) {
      const error = await failureOf(save(user.client, body as never));
      expect(error.status, JSON.stringify(body)).toBe(400);
    }
  });

  it('answers 401 when signed out', async () => {
    expect(await statusOf(save(server.client, home))).toBe(401);
    expect(await statusOf(list(server.client))).toBe(401);
    expect(await statusOf(getDefault(server.client))).toBe(401);
  });
});

describe('GET /user/removeAddress/{id}', () => {
  it('removes an address and answers the remaining ones', async () => {
    const { user, first, second } = await homeAndOffice();
    const remaining = await remove(user.client, second.id);
    expect(remaining.map((a) => a.id)).toEqual([first.id]);
  });

  it('makes the most recently saved remaining address the default when the default goes', async () => {
    const { user, first, second } = await homeAndOffice();
    const third = await save(user.client, { ...office, detail: '西二旗 9 号' });
    await save(user.client, { ...office, id: second.id, detail: '上地 5 号' });
    const remaining = await remove(user.client, first.id);
    expect(remaining.map((a) => [a.id, a.default])).toEqual([
      [second.id, true],
      [third.id, false],
    ]);
    expect(await remove(user.client, second.id)).toEqual([{ ...third, default: true }]);
    expect(await remove(user.client, third.id)).toEqual([]);
    expect(await getDefault(user.client)).toBeNull();
  });

  it('answers 403 for another user’s address, 404 for an unknown one, 400 for a bad id', async () => {
    const owner = await server.createUser();
    const other = await server.createUser();
    const address = await save(owner.client, home);
    expect(await statusOf(remove(other.client, address.id))).toBe(403);
    expect(await list(owner.client)).toHaveLength(1);
    expect(await statusOf(remove(other.client, 2_000_000_000))).toBe(404);
    const response = await fetch(`${server.baseUrl}/user/removeAddress/abc`, {
      headers: { token: other.token, user: String(other.id) },
    });
    expect(response.status).toBe(400);
  });
});

describe('GET /user/setDefaultAddress/{id}', () => {
  it('makes an address the default and lists it first', async () => {
    const { user, first, second } = await homeAndOffice();
    const all = await setDefault(user.client, second.id);
    expect(all.map((a) => [a.id, a.default])).toEqual([
      [second.id, true],
      [first.id, false],
    ]);
    expect(await setDefault(user.client, second.id)).toEqual(all);
    expect((await getDefault(user.client))?.id).toBe(second.id);
  });

  it('answers 403 for another user’s address and 404 for an unknown one', async () => {
    const owner = await server.createUser();
    const other = await server.createUser();
    const address = await save(owner.client, home);
    await save(other.client, office);
    expect(await statusOf(setDefault(other.client, address.id))).toBe(403);
    expect(await statusOf(setDefault(other.client, 2_000_000_000))).toBe(404);
    expect((await getDefault(other.client))?.detail).toBe(office.detail);
  });
});
