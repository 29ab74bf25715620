import { describe, expect, it } from 'vitest';
import { expectFailure, expectSchema } from '../../test/assertions.js';
import { getOrder } from '../../test/commerce.js';
import { useTestServer } from '../../test/harness.js';
import { referenceHours, seedShops } from './shop.seed.js';
import { bookableSlots, pickupChoices, pickupDates, slotsOfDay } from './shop.service.js';

const server = useTestServer();

const shopSearch = (query: Record<string, string | number>) =>
  server.client.call((c) => c.GET('/shop/search/', { params: { query } }));

describe('shops', () => {
  it('reads a shop with its opening hours', async () => {
    expect(
      await server.client.call((c) => c.GET('/shop/getById/{id}', { params: { path: { id: 1 } } })),
    ).toEqual({
      id: 1,
      name: '城市生活康巴什店',
      address: '内蒙古自治区鄂尔多斯市康巴什区康巴什大街 1 号',
      phone: '0477-8581234',
      openingHours: [
        { weekdays: [1, 2, 3, 4, 5], open: '09:30', close: '20:00' },
        { weekdays: [6, 7], open: '08:30', close: '21:00' },
      ],
      latitude: 39.812556,
      longitude: 108.628734,
      banner: '/static/items/shop-1.svg',
    });
    await expectFailure(
      server.client.call((c) => c.GET('/shop/getById/{id}', { params: { path: { id: 99 } } })),
      404,
      'Shop not found',
    );
    expect((await fetch(`${server.baseUrl}/shop/getById/one`)).status).toBe(400);
  });

  it('lists shops by id, by keyword, or nearest first', async () => {
    const all = await shopSearch({});
    expect(all.objects.map((shop) => shop.id)).toEqual([1, 2, 3]);
    expect(all.total).toBe(seedShops.length);
    expect((await shopSearch({ keyword: '东胜' })).objects.map((shop) => shop.id)).toEqual([2]);
    expect((await shopSearch({ keyword: '鄂尔多斯西街' })).total).toBe(1);
    // Near Ejin Horo (shop 3), then Dongsheng (shop 2), then Kangbashi (shop 1).
    const near = await shopSearch({ lat: 39.56, lng: 109.75 });
    expect(near.objects.map((shop) => shop.id)).toEqual([3, 2, 1]);
    expect((await shopSearch({ lat: 39.56 })).objects.map((shop) => shop.id)).toEqual([1, 2, 3]);
    const page = await shopSearch({ pageno: 2, pagesize: 2 });
    expect(page).toMatchObject({ total: 3 });
    expect(page.objects.map((shop) => shop.id)).toEqual([3]);
    expect((await shopSearch({ keyword: '上海' })).objects).toEqual([]);
    expect((await fetch(`${server.baseUrl}/shop/search/?lat=91`)).status).toBe(400);
  });

  it('answer as the contract says', async () => {
    expectSchema('ShopPage', await shopSearch({ lat: 39.56, lng: 109.75 }));
    expectSchema(
      'Shop',
      await server.client.call((c) => c.GET('/shop/getById/{id}', { params: { path: { id: 3 } } })),
    );
  });

  it('tells the express fee and the free-delivery threshold', async () => {
    const fee = (x: number) =>
      server.client.call((c) => c.GET('/shop/getDeliveryFee/{x}', { params: { path: { x } } }));
    expect(await fee(1)).toEqual({ deliveryFee: 8, freeThreshold: 99 });
    expect(await fee(3)).toEqual({ deliveryFee: 6, freeThreshold: null });
    await expectFailure(fee(42), 404);
  });
});

describe('paying a custom amount at the till', () => {
  it('creates a pending DiyOrder for the amount, paid at the cashier', async () => {
    const user = await server.createUser();
    const { order_sn } = await user.client.call((c) =>
      c.POST('/shop/diyCheckout', { body: { shopId: 2, amount: 88, memo: '2 号桌' } }),
    );
    const order = await getOrder(user.client, order_sn);
    expect(order).toMatchObject({
      order_sn,
      type: 'DiyOrder',
      status: 'pending',
      totalamount: 88,
      payamount: 88,
      items: [],
      memo: '2 号桌',
      supportedPayment: ['account', 'wxpay', 'wxapppay', 'alipay', 'unionpay', 'applepay'],
    });
    expect(order.deliveryType).toBeUndefined();
    await user.client.call((c) => c.POST('/pay/getWechatPackage', { body: { order_sn } }));
    await user.client.call((c) =>
      c.POST('/pay/sandbox/confirm/{order_sn}', { params: { path: { order_sn } } }),
    );
    const credit = await user.client.call((c) => c.GET('/member/getCreditLog/'));
    expect(credit[0]).toMatchObject({ amount: 88, vendor: '城市生活东胜店' });
  });

  it('refuses an unknown shop, a bad amount and anonymous callers', async () => {
    const user = await server.createUser();
    const diy = (body: { shopId: number; amount: number }) =>
      user.client.call((c) => c.POST('/shop/diyCheckout', { body }));
    await expectFailure(diy({ shopId: 99, amount: 10 }), 404);
    await expectFailure(diy({ shopId: 1, amount: 0 }), 400);
    await expectFailure(diy({ shopId: 1, amount: 50000.01 }), 400);
    await expectFailure(diy({ shopId: 1, amount: 1.234 }), 400);
    await expectFailure(
      server.client.call((c) => c.POST('/shop/diyCheckout', { body: { shopId: 1, amount: 1 } })),
      401,
    );
  });
});

describe('pick-up slots', () => {
  // 2026-03-02 is a Monday, 2026-03-07 a Saturday.
  it('start every half hour from opening, the last half an hour before closing', () => {
    const monday = slotsOfDay(referenceHours, '2026-03-02');
    expect(monday[0]).toBe('09:30');
    expect(monday.at(-1)).toBe('19:30');
    expect(monday).toHaveLength(21);
    const saturday = slotsOfDay(referenceHours, '2026-03-07');
    expect([saturday[0], saturday.at(-1), saturday.length]).toEqual(['08:30', '20:30', 25]);
  });

  it('start an hour from now at the earliest today', () => {
    const now = new Date('2026-03-02T12:05:00+08:00');
    expect(bookableSlots(referenceHours, '2026-03-02', now)[0]).toBe('13:30');
    expect(bookableSlots(referenceHours, '2026-03-03', now)[0]).toBe('09:30');
  });

  it('skip days the shop is closed', () => {
    const monToSat = seedShops[2]!.openingHours;
    const dates = pickupDates(monToSat, new Date('2026-03-06T07:00:00+08:00'));
    expect(dates).toEqual([
      '2026-03-06',
      '2026-03-07',
      '2026-03-09',
      '2026-03-10',
      '2026-03-11',
      '2026-03-12',
    ]);
    // Early in the morning, today is bookable; after the last slot, it is not.
    expect(pickupDates(referenceHours, new Date('2026-03-02T23:00:00+08:00'))[0]).toBe(
      '2026-03-03',
    );
  });
});

describe('pick-up choices of a checkout', () => {
  /** The week of Monday 2 March 2026, Monday first. */
  const week = [
    ['Monday', '2026-03-02', 'weekday'],
    ['Tuesday', '2026-03-03', 'weekday'],
    ['Wednesday', '2026-03-04', 'weekday'],
    ['Thursday', '2026-03-05', 'weekday'],
    ['Friday', '2026-03-06', 'weekday'],
    ['Saturday', '2026-03-07', 'weekend'],
    ['Sunday', '2026-03-08', 'weekend'],
  ] as const;
  const WEEKDAY = { first: '09:30', last: '19:30', count: 21 };
  const WEEKEND = { first: '08:30', last: '20:30', count: 25 };
  const hoursOf = (kind: 'weekday' | 'weekend') => (kind === 'weekday' ? WEEKDAY : WEEKEND);
  const clocks = (day: { times: { clock: string }[] }) => day.times.map((time) => time.clock);

  for (const [name, date, kind] of week) {
    it(`on a ${name} morning offers that day's own slots for each of the next 7 days`, () => {
      const choices = pickupChoices(referenceHours, new Date(`${date}T07:00:00+08:00`));
      expect(choices).toHaveLength(7);
      expect(choices[0]!.value).toBe(date);
      for (const day of choices) {
        const own = hoursOf(isoWeekdayKind(day.value));
        expect(clocks(day), day.value).toEqual(slotsOfDay(referenceHours, day.value));
        expect([day.times[0]!.clock, day.times.at(-1)!.clock, day.times.length]).toEqual([
          own.first,
          own.last,
          own.count,
        ]);
      }
      // The default choice (first date, first time) is that day's opening slot.
      expect(choices[0]!.times[0]!.clock).toBe(hoursOf(kind).first);
    });
  }

  it('offers today only the slots an hour away, and every other date in full', () => {
    // Tuesday 10:00: 11:00 is the first slot left today.
    const choices = pickupChoices(referenceHours, new Date('2026-03-03T10:00:00+08:00'));
    expect(clocks(choices[0]!)[0]).toBe('11:00');
    expect(clocks(choices[0]!)).not.toContain('10:30');
    expect(clocks(choices[1]!)[0]).toBe('09:30');
  });

  it('starts tomorrow in the evening after the last slot', () => {
    // Saturday 20:59: the last slot (20:30) has gone; Sunday opens at 08:30.
    const saturday = pickupChoices(referenceHours, new Date('2026-03-07T20:59:00+08:00'));
    expect(saturday[0]!.value).toBe('2026-03-08');
    expect(saturday[0]!.times[0]!.clock).toBe('08:30');
    expect(saturday).toHaveLength(6);
    // Sunday 23:59: Monday opens at 09:30, not at the weekend's 08:30.
    const sunday = pickupChoices(referenceHours, new Date('2026-03-08T23:59:00+08:00'));
    expect(sunday[0]!.value).toBe('2026-03-09');
    expect(clocks(sunday[0]!)).not.toContain('08:30');
    expect(sunday[0]!.times[0]!.clock).toBe('09:30');
  });

  it('reads dates and times in Asia/Shanghai, not in UTC or the machine time zone', () => {
    // 16:30 UTC on Sunday is already 00:30 on Monday in Shanghai.
    const choices = pickupChoices(referenceHours, new Date('2026-03-01T16:30:00Z'));
    expect(choices[0]!.value).toBe('2026-03-02');
    expect(choices[0]!.times[0]!.clock).toBe('09:30');
  });

  it('leaves out the days a shop is closed', () => {
    const monToSat = seedShops[2]!.openingHours;
    const choices = pickupChoices(monToSat, new Date('2026-03-06T07:00:00+08:00'));
    expect(choices.map((day) => day.value)).not.toContain('2026-03-08');
    expect(choices.every((day) => day.times.length > 0)).toBe(true);
  });
});

/** Whether a date (`YYYY-MM-DD`) is a weekday or at the weekend. */
function isoWeekdayKind(date: string): 'weekday' | 'weekend' {
  const day = new Date(`${date}T00:00:00Z`).getUTCDay();
  return day === 0 || day === 6 ? 'weekend' : 'weekday';
}
