import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { returnRegistrations } from '../../db/schema/index.js';
import { failureOf, statusOf } from '../../test/assertions.js';
import { useTestServer, type TestUser } from '../../test/harness.js';
import { isResidentIdNumber, validateRegistration } from './validation.js';

const server = useTestServer({ at: new Date('2026-02-10T01:00:00Z') });
let member: TestUser;
beforeAll(async () => {
  member = await server.createUser();
});

/** An identity number with its MOD 11-2 check character. */
function withCheck(first17: string): string {
  const weights = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
  const sum = weights.reduce((total, weight, i) => total + weight * Number(first17[i]), 0);
  return first17 + '10X98765432'[sum % 11];
}

const form = (overrides: Record<string, unknown> = {}) => ({
  community: '东胜区幸福社区',
  homeAddress: '幸福小区3号楼2单元401',
  name: '张三',
  sex: 'male',
  mobile: '13800138000',
  idNo: '11010519491231002X',
  jobType: 'express',
  city: '北京市',
  address: '北京市朝阳区建国路1号',
  train: 'K89 次 5 车 12 号',
  backDate: '2026-02-08',
  returnDate: '2026-02-20',
  healthCode: 'y',
  healthState: 'y',
  temp: 36.5,
  tested: 'y',
  lastTestDate: '2026-02-07',
  ...overrides,
});
const save = (user: TestUser, body: Record<string, unknown>) =>
  user.client.call((c) => c.POST('/covid/saveReturnRegistration', { body: body as never }), {
    alert: false,
  });

describe('resident identity numbers', () => {
  it('accepts a number with a valid birth date and check character', () => {
    expect(isResidentIdNumber('11010519491231002X', '2026-02-10')).toBe(true);
    expect(isResidentIdNumber(withCheck('15060219900101123'), '2026-02-10')).toBe(true);
  });

  it.each([
    ['a wrong check character', '110105194912310021'],
    ['a 31st of February', withCheck('15060219900231123')],
    ['a birth in the future', withCheck('15060220300101123')],
    ['a birth before 1900', withCheck('15060218990101123')],
    ['15 characters', '150602900101123'],
    ['a letter inside', '1506021990A101123X'],
  ])('refuses %s', (_what, value) => {
    expect(isResidentIdNumber(value, '2026-02-10')).toBe(false);
  });

  it('reports every failing field at once', () => {
    const { errors } = validateRegistration({}, '2026-02-10');
    expect(Object.keys(errors).sort()).toEqual(
      [
        'community',
        'homeAddress',
        'name',
        'sex',
        'mobile',
        'idNo',
        'jobType',
        'city',
        'address',
        'trafficType',
        'healthCode',
        'healthState',
        'temp',
        'tested',
      ].sort(),
    );
  });
});

describe('POST /covid/saveReturnRegistration', () => {
  it('stores a valid registration for the caller, the identity number in upper case', async () => {
    const saved = await save(member, form({ idNo: '11010519491231002x', name: '  张三 ' }));
    expect(saved).toEqual({ id: saved.id, name: '张三', createdTime: '2026-02-10T01:00:00.000Z' });
    const [row] = await server.database.db
      .select()
      .from(returnRegistrations)
      .where(eq(returnRegistrations.id, saved.id));
    expect(row).toMatchObject({
      userId: member.id,
      idNo: '11010519491231002X',
      train: 'K89 次 5 车 12 号',
      bus: '',
      temp: 36.5,
      lastTestDate: '2026-02-07',
      backDate: '2026-02-08',
    });
  });

  it('needs no test date when the person was not tested', async () => {
    const saved = await save(member, form({ tested: 'n', lastTestDate: undefined }));
    expect(saved.name).toBe('张三');
  });

  it.each([
    ['community', { community: '   ' }, 'Community required'],
    ['homeAddress', { homeAddress: undefined }, 'Home address required'],
    ['name', { name: '' }, 'Name required'],
    ['sex', { sex: undefined }, 'Choose a sex'],
    ['mobile', { mobile: '' }, 'Mobile number required'],
    ['mobile', { mobile: '12800138000' }, 'Invalid Mobile Number'],
    ['mobile', { mobile: '1380013800' }, 'Invalid Mobile Number'],
    ['idNo', { idNo: undefined }, 'Identity number required'],
    ['idNo', { idNo: '110105194912310021' }, 'Invalid identity number'],
    ['idNo', { idNo: withCheck('11010519490230002') }, 'Invalid identity number'],
    ['jobType', { jobType: undefined }, 'Choose a job type'],
    ['city', { city: ' ' }, 'City returned from required'],
    ['address', { address: '' }, 'Address in that city required'],
    ['trafficType', { train: '  ', bus: '' }, 'Choose at least one means of transport'],
    ['healthCode', { healthCode: undefined }, 'Say whether you hold a green health code'],
    ['healthState', { healthState: undefined }, 'Choose a health state'],
    ['temp', { temp: undefined }, 'Body temperature required'],
    ['temp', { temp: 34.9 }, 'Body temperature must be from 35.0 to 42.0 °C'],
    ['temp', { temp: 42.1 }, 'Body temperature must be from 35.0 to 42.0 °C'],
    ['tested', { tested: undefined, lastTestDate: undefined }, 'Say whether you have been tested'],
    ['lastTestDate', { lastTestDate: undefined }, 'Last test date required'],
    ['lastTestDate', { lastTestDate: '2026-02-11' }, 'The test date cannot be after today'],
  ])('answers 422 with a message for %s (%j)', async (field, overrides, message) => {
    const error = await failureOf(save(member, form(overrides)));
    expect(error.status).toBe(422);
    expect(error.payload.code).toBe(422);
    expect(error.fieldErrors).toEqual({ [field]: message });
  });

  it('accepts each means of transport alone', async () => {
    for (const field of ['train', 'bus', 'air', 'car', 'carpooling']) {
      const saved = await save(member, form({ train: undefined, [field]: '蒙K12345' }));
      expect(saved.id).toBeGreaterThan(0);
    }
  });

  it('answers every failing field at once in the caller language', async () => {
    const chinese = server.clientFor(member.token, member.id, 'zh-Hans');
    const error = await failureOf(
      chinese.call(
        (c) =>
          c.POST('/covid/saveReturnRegistration', {
            body: { name: '李四', temp: 43, tested: 'y' } as never,
          }),
        { alert: false },
      ),
    );
    expect(error.fieldErrors).toMatchObject({
      community: '请填写社区',
      mobile: '请填写手机号',
      trafficType: '请至少填写一种交通方式',
      temp: '体温应在35.0到42.0℃之间',
      lastTestDate: '请填写最近一次检测日期',
    });
    expect(error.fieldErrors).not.toHaveProperty('name');
    expect(error.fieldErrors).not.toHaveProperty('tested');
  });

  it('rejects a body of the wrong shape with 400 and a signed-out caller with 401', async () => {
    expect(await statusOf(save(member, form({ sex: 'other' })))).toBe(400);
    expect(await statusOf(save(member, form({ extra: 'x' })))).toBe(400);
    expect(await statusOf(save(member, form({ temp: '36.5x' })))).toBe(400);
    const signedOut = await failureOf(
      server.client.call((c) => c.POST('/covid/saveReturnRegistration', { body: form() as never })),
    );
    expect(signedOut.status).toBe(401);
  });
});

describe('GET /covid/getReturnRegistrations', () => {
  it("lists only the caller's registrations, newest first", async () => {
    const mine = await server.createUser();
    const someoneElse = await server.createUser();
    server.clock.set(new Date('2026-02-10T02:00:00Z'));
    await save(mine, form({ name: '王一' }));
    server.clock.set(new Date('2026-02-10T03:00:00Z'));
    await save(someoneElse, form({ name: '别人' }));
    server.clock.set(new Date('2026-02-10T04:00:00Z'));
    await save(mine, form({ name: '王二' }));
    const list = await mine.client.call((c) => c.GET('/covid/getReturnRegistrations'));
    expect(list.map((item) => item.name)).toEqual(['王二', '王一']);
    expect(list[0]!.createdTime).toBe('2026-02-10T04:00:00.000Z');
    const signedOut = await failureOf(
      server.client.call((c) => c.GET('/covid/getReturnRegistrations')),
    );
    expect(signedOut.status).toBe(401);
  });
});
