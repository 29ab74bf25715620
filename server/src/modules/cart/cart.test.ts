import { beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '@citylife/api-client';
import { eq } from 'drizzle-orm';
import { issueToken } from '../../auth/tokens.js';
import { cartLines, shops, vouchers } from '../../db/schema/index.js';
import { expectFailure, expectSchema } from '../../test/assertions.js';
import {
  addAddress,
  addToCart,
  getOrder,
  giveVoucher,
  selfPick,
  setStock,
  stockQty,
  takeOffSale,
} from '../../test/commerce.js';
import { useTestServer, type TestUser } from '../../test/harness.js';
import { seedItems, seedStocks } from '../catalogue/catalogue.seed.js';

/** Monday 2 March 2026, 18:10 in Asia/Shanghai (the shop closes at 20:00 on weekdays). */
const MONDAY_EVENING = new Date('2026-03-02T18:10:00+08:00');
const server = useTestServer({ at: MONDAY_EVENING, eachTestAt: true });

const db = () => server.database.db;
/** Gives `user` a voucher (of `rules`) applied now on the server's clock; answers its id. */
const voucherFromNow = (user: TestUser, rules: Parameters<typeof giveVoucher>[2] = {}) =>
  giveVoucher(db(), user.id, { ...rules, applyTime: server.clock.now() });
const stockId = (itemId: number, sku: Record<string, string> = {}) =>
  seedStocks().find(
    (s) => s.itemId === itemId && Object.entries(sku).every(([k, v]) => s.sku[k] === v),
  )!.id;
/** Expects adding one of item `itemid` with the choice `sku` to fail with 422 and `message`. */
const expectRefusedChoice = (
  user: TestUser,
  itemid: number,
  sku: Record<string, string>,
  message: string,
) => expectFailure(addToCart(user.client, itemid, 1, sku), 422, message);
const MELON = { 规格: '1个装', 等级: '一级' };

const getCart = (client: ApiClient) => client.call((c) => c.POST('/shoppingcart/getByUser/'));
const changeQty = (client: ApiClient, id: number, qty: number) =>
  client.call((c) =>
    c.POST('/shoppingcart/changeQty/{id}/{qty}', { params: { path: { id, qty } } }),
  );
const removeLine = (client: ApiClient, id: number) =>
  client.call((c) => c.GET('/shoppingcart/remove/{id}', { params: { path: { id } } }));
const choose = (client: ApiClient, items: number[]) =>
  client.call((c) => c.POST('/shoppingcart/checkoutCart/', { body: { items } }));
const select = (client: ApiClient, selected: boolean, ids?: number[]) =>
  client.call((c) =>
    c.POST('/shoppingcart/select/', { body: ids ? { ids, selected } : { selected } }),
  );
interface Checkout {
  deliveryType: 'self' | 'express';
  selfPickDate?: string;
  selfPickTime?: string;
  addressId?: number;
  voucherId?: number;
  contact?: string;
  mobile?: string;
  memo?: string;
}
const validate = (client: ApiClient, body: Checkout) =>
  client.call((c) => c.POST('/shoppingcart/checkoutValidate/', { body: body as never }));
const confirm = (client: ApiClient, body: Checkout) =>
  client.call((c) => c.POST('/shoppingcart/checkoutConfirm/', { body: body as never }));

describe('adding to the cart', () => {
  let user: TestUser;
  beforeAll(async () => {
    user = await server.createUser();
  });

  it('adds a stock entry chosen by its SKU and answers the whole cart', async () => {
    const cart = await addToCart(user.client, 1, 2, MELON);
    expect(cart).toEqual({
      items: [
        {
          id: expect.any(Number),
          qty: 2,
          price: 29.9,
          selected: true,
          itemid: 1,
          // The caller reads in English: the item's English name.
          name: 'Hami melon from Xinjiang',
          pic: '/static/items/hami-melon.svg',
          sku: MELON,
          stockId: stockId(1, MELON),
        },
      ],
      totalQty: 2,
      totalAmount: 59.8,
      selectedAmount: 59.8,
    });
  });

  it('adds to the line of a stock entry already in the cart and selects it', async () => {
    const [line] = (await getCart(user.client)).items;
    await select(user.client, false, [line!.id]);
    const cart = await addToCart(user.client, 1, 3, MELON);
    expect(cart.items).toHaveLength(1);
    expect(cart.items[0]).toMatchObject({ id: line!.id, qty: 5, selected: true });
  });

  it('keeps lines in the order they were first added', async () => {
    await addToCart(user.client, 2, 1);
    await addToCart(user.client, 1, 1, MELON);
    const cart = await getCart(user.client);
    expect(cart.items.map((item) => item.itemid)).toEqual([1, 2]);
    expect(cart.totalQty).toBe(7);
    expect(cart.totalAmount).toBe(239.2);
  });

  it('asks for every attribute and rejects unknown ones', async () => {
    await expectRefusedChoice(user, 1, { 规格: '1个装' }, 'Please select 等级');
    await expectRefusedChoice(user, 1, { ...MELON, 颜色: '绿' }, '颜色 invalid');
    await expectRefusedChoice(user, 1, { 规格: '5个装', 等级: '一级' }, '规格 invalid');
    await expectRefusedChoice(user, 2, { 规格: '1个装' }, '规格 invalid');
  });

  it('refuses what is not in stock', async () => {
    // Sold out.
    await expectRefusedChoice(user, 1, { 规格: '2个装', 等级: '一级' }, 'Out of stock');
    // A valid choice nobody sells.
    await expectRefusedChoice(user, 62, { 口味: '香辣', 规格: '500g' }, 'Out of stock');
    // More than the 12 durians in stock, also counting the line already in the cart.
    await addToCart(user.client, 13, 10);
    await expectFailure(addToCart(user.client, 13, 3), 422, 'Out of stock');
  });

  it('caps a line at 99 and the cart at 50 lines', async () => {
    const other = await server.createUser();
    await addToCart(other.client, 3, 60);
    await expectFailure(addToCart(other.client, 3, 40), 422, 'At most 99 per line');
    expect((await addToCart(other.client, 3, 39)).items[0]!.qty).toBe(99);

    const filler = await server.createUser();
    const plain = seedItems.filter((item) => item.attributes.length === 0);
    for (const item of plain.slice(0, 50)) await addToCart(filler.client, item.id, 1);
    expect((await getCart(filler.client)).items).toHaveLength(50);
    const next = seedItems.find((item) => item.attributes.length > 0 && item.id !== 1)!;
    await expectFailure(
      addToCart(filler.client, next.id, 1, next.variants[0]!.sku),
      422,
      'At most 50 lines',
    );
    // An existing line still grows.
    expect((await addToCart(filler.client, plain[0]!.id, 1)).items[0]!.qty).toBe(2);
  });

  it('answers 404 for an unknown item and 400 for a bad quantity or body', async () => {
    await expectFailure(addToCart(user.client, 999999, 1), 404);
    await expectFailure(addToCart(user.client, 1, 0, MELON), 400);
    await expectFailure(addToCart(user.client, 1, 100, MELON), 400);
    for (const body of [{ sku: '规格' }, { sku: MELON, qty: 1 }, {}]) {
      const response = await fetch(`${server.baseUrl}/shoppingcart/add/1/1`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', token: user.token, user: String(user.id) },
        body: JSON.stringify(body),
      });
      expect(response.status, JSON.stringify(body)).toBe(400);
    }
  });

  it('needs a valid, unexpired token', async () => {
    await expectFailure(getCart(server.client), 401);
    await expectFailure(addToCart(server.client, 1, 1, MELON), 401);
    // Issued 8 days before the server's clock: expired a day ago (tokens live 7 days).
    const old = await issueToken(
      db(),
      user.id,
      new Date(server.clock.now().getTime() - 8 * 24 * 3600 * 1000),
    );
    await expectFailure(getCart(server.clientFor(old.token, user.id)), 401);
    await expectFailure(getCart(server.clientFor(user.token, user.id + 1)), 401);
  });
});

describe('changing the cart', () => {
  let user: TestUser;
  let stranger: TestUser;
  let lines: number[];
  beforeAll(async () => {
    user = await server.createUser();
    stranger = await server.createUser();
    await addToCart(user.client, 3, 2);
    await addToCart(user.client, 21, 4);
    const cart = await addToCart(user.client, 22, 1);
    lines = cart.items.map((item) => item.id);
  });

  it('changes a quantity and removes a line at 0 or below', async () => {
    expect((await changeQty(user.client, lines[0]!, 5)).items[0]).toMatchObject({ qty: 5 });
    const afterZero = await changeQty(user.client, lines[2]!, 0);
    expect(afterZero.items.map((item) => item.id)).toEqual(lines.slice(0, 2));
    await addToCart(user.client, 22, 1);
    const again = (await getCart(user.client)).items.at(-1)!.id;
    const afterNegative = await changeQty(user.client, again, -3);
    expect(afterNegative.items).toHaveLength(2);
  });

  it('refuses a quantity above the stock', async () => {
    await setStock(db(), stockId(3), 4);
    await expectFailure(changeQty(user.client, lines[0]!, 6), 422, 'Out of stock');
    await setStock(db(), stockId(3), 300);
  });

  it("keeps other users' lines out of reach", async () => {
    await expectFailure(changeQty(stranger.client, lines[0]!, 1), 403);
    await expectFailure(removeLine(stranger.client, lines[0]!), 403);
    await expectFailure(choose(stranger.client, [lines[0]!]), 403);
    await expectFailure(select(stranger.client, true, [lines[0]!]), 403);
    await expectFailure(changeQty(user.client, 999999, 1), 404);
    await expectFailure(removeLine(user.client, 999999), 404);
    await expectFailure(choose(user.client, [lines[0]!, 999999]), 404);
    expect((await getCart(user.client)).items).toHaveLength(2);
  });

  it('selects lines for checkout', async () => {
    const chosen = await choose(user.client, [lines[1]!]);
    expect(chosen.items.map((item) => item.selected)).toEqual([false, true]);
    expect(chosen.selectedAmount).toBe(10);
    const all = await select(user.client, true);
    expect(all.items.every((item) => item.selected)).toBe(true);
    expect(all.selectedAmount).toBe(all.totalAmount);
    const one = await select(user.client, false, [lines[0]!]);
    expect(one.items.map((item) => item.selected)).toEqual([false, true]);
  });

  it('drops lines whose item went off sale when the cart is next read', async () => {
    const other = await server.createUser();
    await addToCart(other.client, 41, 1);
    await addToCart(other.client, 3, 1);
    await takeOffSale(server, 41);
    const cart = await getCart(other.client);
    expect(cart.items.map((item) => item.itemid)).toEqual([3]);
  });

  it('removes lines gone off sale at the next change of the cart, never on a read', async () => {
    const other = await server.createUser();
    const added = await addToCart(other.client, 42, 1);
    const gone = added.items[0]!.id;
    await addToCart(other.client, 3, 1);
    await takeOffSale(server, 42);
    const storedLines = () => db().select().from(cartLines).where(eq(cartLines.userId, other.id));
    // Every read shows the cart without the line, and keeps it stored.
    for (let read = 0; read < 2; read += 1) {
      expect((await getCart(other.client)).items.map((item) => item.itemid)).toEqual([3]);
    }
    await other.client.call((c) => c.GET('/shoppingcart/getDeliveryTypes/'));
    expect(await storedLines()).toHaveLength(2);
    // A change of the cart finds no such line, and removes it.
    await expectFailure(changeQty(other.client, gone, 2), 404);
    expect((await storedLines()).map((line) => line.itemId)).toEqual([3]);
  });

  it('removes a line, then every line', async () => {
    expect((await removeLine(user.client, lines[0]!)).items).toHaveLength(1);
    const empty = await user.client.call((c) => c.POST('/shoppingcart/removeall/'));
    expect(empty).toEqual({ items: [], totalQty: 0, totalAmount: 0, selectedAmount: 0 });
  });
});

describe('delivery choices', () => {
  it('offers pick-up slots from the opening hours, an hour ahead at least', async () => {
    const user = await server.createUser();
    const delivery = await user.client.call((c) => c.GET('/shoppingcart/getDeliveryTypes/'));
    expect(delivery.deliveryTypes).toEqual(['self', 'express']);
    expect(delivery.selfAvailableDates.map((d) => d.value)).toEqual([
      '2026-03-02',
      '2026-03-03',
      '2026-03-04',
      '2026-03-05',
      '2026-03-06',
      '2026-03-07',
      '2026-03-08',
    ]);
    const clocks = (times: { clock: string }[]) => times.map((t) => t.clock);
    // Monday 18:10: today's slots from 19:30 only; the default is the first of them.
    expect(clocks(delivery.selfAvailableDates[0]!.times)).toEqual(['19:30']);
    expect(clocks(delivery.selfAvailableTimes)).toEqual(['19:30']);
    // A weekday's own slots, then a weekend day's.
    const tuesday = clocks(delivery.selfAvailableDates[1]!.times);
    expect([tuesday[0], tuesday.at(-1), tuesday.length]).toEqual(['09:30', '19:30', 21]);
    const saturday = clocks(delivery.selfAvailableDates[5]!.times);
    expect([saturday[0], saturday.at(-1), saturday.length]).toEqual(['08:30', '20:30', 25]);
    expect(delivery.deliveryFee).toBe(8);
    expectSchema('Delivery', delivery);
  });

  it('accepts the default choice (first date, first time) on every day of the week', async () => {
    const user = await server.createUser();
    await addToCart(user.client, 1, 1, MELON);
    // Monday 2 to Sunday 8 March 2026, in the morning, at noon, and late in the evening.
    for (let day = 2; day <= 8; day += 1) {
      for (const time of ['06:00', '12:00', '20:59', '23:59']) {
        server.clock.set(new Date(`2026-03-0${day}T${time}:00+08:00`));
        const signedIn = await server.signIn(user.id);
        const delivery = await signedIn.client.call((c) =>
          c.GET('/shoppingcart/getDeliveryTypes/'),
        );
        const [first] = delivery.selfAvailableDates;
        const choice = {
          deliveryType: 'self' as const,
          selfPickDate: first!.value,
          selfPickTime: first!.times[0]!.clock,
          contact: '张三',
          mobile: '13800138000',
        };
        expect(delivery.selfAvailableTimes[0]!.clock, `${server.clock.now().toISOString()}`).toBe(
          choice.selfPickTime,
        );
        await validate(signedIn.client, choice);
        // The first and last time of every date are accepted too.
        for (const date of delivery.selfAvailableDates) {
          for (const time of [date.times[0]!, date.times.at(-1)!]) {
            await validate(signedIn.client, {
              ...choice,
              selfPickDate: date.value,
              selfPickTime: time.clock,
            });
          }
        }
      }
    }
  });

  it('leaves today out once no slot is an hour away', async () => {
    server.clock.set(new Date('2026-03-02T18:40:00+08:00'));
    const user = await server.createUser();
    const delivery = await user.client.call((c) => c.GET('/shoppingcart/getDeliveryTypes/'));
    expect(delivery.selfAvailableDates[0]!.value).toBe('2026-03-03');
    expect(delivery.selfAvailableDates).toHaveLength(6);
  });

  it('waives the express fee from 99 yuan of selected lines', async () => {
    const user = await server.createUser();
    const address = await addAddress(db(), user.id);
    await addToCart(user.client, 10, 1, { 规格: 'JJ级' });
    const fee = (x: number) =>
      user.client.call((c) =>
        c.GET('/shoppingcart/getDeliveryFee/{x}', { params: { path: { x } } }),
      );
    expect(await fee(address)).toEqual({ deliveryFee: 0, freeThreshold: 99 });
    await select(user.client, false);
    expect(await fee(address)).toEqual({ deliveryFee: 8, freeThreshold: 99 });
    expect(
      (await user.client.call((c) => c.GET('/shoppingcart/getDeliveryTypes/'))).deliveryFee,
    ).toBe(8);
    const stranger = await server.createUser();
    await expectFailure(fee(await addAddress(db(), stranger.id)), 403);
    await expectFailure(fee(999999), 404);
  });
});

describe('answers', () => {
  it('match the contract', async () => {
    const user = await server.createUser();
    const address = await addAddress(db(), user.id);
    expectSchema('Cart', await addToCart(user.client, 1, 2, MELON));
    expectSchema('Cart', await addToCart(user.client, 2, 1));
    expectSchema(
      'Delivery',
      await user.client.call((c) => c.GET('/shoppingcart/getDeliveryTypes/')),
    );
    expectSchema(
      'DeliveryFee',
      await user.client.call((c) =>
        c.GET('/shoppingcart/getDeliveryFee/{x}', { params: { path: { x: address } } }),
      ),
    );
    expectSchema('CheckoutTotals', await validate(user.client, selfPick()));
    expectSchema(
      'CheckoutResult',
      await confirm(user.client, { deliveryType: 'express', addressId: address }),
    );
  });
});

describe('checkout', () => {
  it('prices a self pick-up of the selected lines without changing anything', async () => {
    const user = await server.createUser();
    await addToCart(user.client, 3, 2);
    await addToCart(user.client, 21, 4);
    await addToCart(user.client, 2, 1);
    const cart = await select(user.client, false, [(await getCart(user.client)).items[2]!.id]);
    const totals = await validate(user.client, selfPick());
    expect(totals).toMatchObject({
      totalQty: 6,
      totalamount: 23,
      deliveryFee: 0,
      discount: 0,
      payamount: 23,
    });
    expect(totals.items.map((item) => item.itemid)).toEqual([3, 21]);
    expect(await getCart(user.client)).toEqual(cart);
  });

  it('charges express below the threshold and applies a voucher', async () => {
    const user = await server.createUser();
    const address = await addAddress(db(), user.id);
    const voucher = await voucherFromNow(user, { amountCents: 500, thresholdCents: 5000 });
    await addToCart(user.client, 1, 2, MELON);
    expect(
      await validate(user.client, { deliveryType: 'express', addressId: address }),
    ).toMatchObject({ totalamount: 59.8, deliveryFee: 8, discount: 0, payamount: 67.8 });
    expect(
      await validate(user.client, {
        deliveryType: 'express',
        addressId: address,
        voucherId: voucher,
      }),
    ).toMatchObject({ totalamount: 59.8, deliveryFee: 8, discount: 5, payamount: 62.8 });
    await addToCart(user.client, 1, 2, MELON);
    expect(
      await validate(user.client, { deliveryType: 'express', addressId: address }),
    ).toMatchObject({ totalamount: 119.6, deliveryFee: 0, payamount: 119.6 });
  });

  it('caps a voucher at the goods amount', async () => {
    const user = await server.createUser();
    const voucher = await voucherFromNow(user, { amountCents: 5000 });
    await addToCart(user.client, 3, 2);
    expect(await validate(user.client, { ...selfPick(), voucherId: voucher })).toMatchObject({
      totalamount: 13,
      discount: 13,
      payamount: 0,
    });
  });

  it('rejects a checkout without selected lines or with too little stock', async () => {
    const user = await server.createUser();
    await expectFailure(validate(user.client, selfPick()), 422, 'No items selected');
    await addToCart(user.client, 12, 3);
    await select(user.client, false);
    await expectFailure(validate(user.client, selfPick()), 422, 'No items selected');
    await select(user.client, true);
    await setStock(db(), stockId(12), 2);
    await expectFailure(validate(user.client, selfPick()), 422, '墨西哥牛油果 is out of stock');
    await setStock(db(), stockId(12), 50);
  });

  it('names each wrong field', async () => {
    const user = await server.createUser();
    const stranger = await server.createUser();
    await addToCart(user.client, 3, 2);
    await expectFailure(validate(user.client, selfPick('2026-03-01')), 422, {
      selfPickDate: 'Choose one of the available pick-up dates',
    });
    await expectFailure(validate(user.client, selfPick('2026-03-09')), 422, {
      selfPickDate: /pick-up dates/,
    });
    // 20:00 is closing time on weekdays; 08:30 opens only at weekends.
    await expectFailure(validate(user.client, selfPick('2026-03-03', '20:00')), 422, {
      selfPickTime: 'Choose a pick-up time of that date',
    });
    await expectFailure(validate(user.client, selfPick('2026-03-03', '08:30')), 422, {
      selfPickTime: /time of that date/,
    });
    expect(await validate(user.client, selfPick('2026-03-07', '08:30'))).toMatchObject({
      payamount: 13,
    });
    // Today, a slot less than an hour away.
    await expectFailure(validate(user.client, selfPick('2026-03-02', '19:00')), 422, {
      selfPickTime: /too soon/,
    });
    expect(await validate(user.client, selfPick('2026-03-02', '19:30'))).toMatchObject({
      payamount: 13,
    });
    await expectFailure(
      validate(user.client, {
        deliveryType: 'express',
        addressId: await addAddress(db(), stranger.id),
      }),
      422,
      { addressId: 'Choose one of your addresses' },
    );
    const theirs = await voucherFromNow(stranger);
    await expectFailure(validate(user.client, { ...selfPick(), voucherId: theirs }), 422, {
      voucherId: 'Choose one of your vouchers',
    });
  });

  it('checks the voucher rules', async () => {
    const user = await server.createUser();
    await addToCart(user.client, 3, 2);
    const cases: [Parameters<typeof giveVoucher>[2], RegExp][] = [
      [{ thresholdCents: 5000, applyTime: server.clock.now() }, /at least 50\.00 yuan/],
      [{ shopIds: [2], applyTime: server.clock.now() }, /at this shop/],
      [{ orderTypes: ['DiyOrder'], applyTime: server.clock.now() }, /for this order/],
      [{ applyTime: new Date('2026-01-01T00:00:00+08:00'), effectiveDays: 30 }, /expired/],
    ];
    for (const [rules, message] of cases) {
      const voucher = await giveVoucher(db(), user.id, rules);
      await expectFailure(validate(user.client, { ...selfPick(), voucherId: voucher }), 422, {
        voucherId: message,
      });
    }
    const usable = await voucherFromNow(user, { shopIds: [1], orderTypes: ['ShoppingCartOrder'] });
    expect(await validate(user.client, { ...selfPick(), voucherId: usable })).toMatchObject({
      discount: 5,
    });
  });

  it('refuses a delivery type the shop turned off', async () => {
    const user = await server.createUser();
    await addToCart(user.client, 3, 1);
    await db()
      .update(shops)
      .set({ deliveryTypes: ['self'] })
      .where(eq(shops.id, 1));
    try {
      const address = await addAddress(db(), user.id);
      await expectFailure(
        validate(user.client, { deliveryType: 'express', addressId: address }),
        422,
        {
          deliveryType: /not available/,
        },
      );
      expect(
        (await user.client.call((c) => c.GET('/shoppingcart/getDeliveryTypes/'))).deliveryTypes,
      ).toEqual(['self']);
    } finally {
      await db()
        .update(shops)
        .set({ deliveryTypes: ['self', 'express'] })
        .where(eq(shops.id, 1));
    }
  });

  it('answers 400 when the chosen delivery type misses a field', async () => {
    const user = await server.createUser();
    await addToCart(user.client, 3, 1);
    const { contact: _contact, ...withoutContact } = selfPick();
    await expectFailure(validate(user.client, withoutContact), 400);
    await expectFailure(validate(user.client, { deliveryType: 'express' }), 400);
    await expectFailure(validate(user.client, { ...selfPick(), mobile: '12345' }), 400);
  });

  it('turns the selected lines into a pending order and takes the stock', async () => {
    const user = await server.createUser();
    const address = await addAddress(db(), user.id);
    const voucher = await voucherFromNow(user, { amountCents: 1000 });
    await addToCart(user.client, 40, 2, { 规格: '15枚' });
    await addToCart(user.client, 35, 1);
    await addToCart(user.client, 36, 1);
    const left = (await getCart(user.client)).items[2]!.id;
    await select(user.client, false, [left]);
    const eggs = await stockQty(db(), stockId(40, { 规格: '15枚' }));
    const pork = await stockQty(db(), stockId(35));

    const { order_sn } = await confirm(user.client, {
      deliveryType: 'express',
      addressId: address,
      voucherId: voucher,
      memo: '请放门口',
    });
    expect(order_sn).toMatch(/^202603021810\d{6}$/);
    expect(await stockQty(db(), stockId(40, { 规格: '15枚' }))).toBe(eggs - 2);
    expect(await stockQty(db(), stockId(35))).toBe(pork - 1);
    expect((await getCart(user.client)).items.map((item) => item.id)).toEqual([left]);
    const [held] = await db().select().from(vouchers).where(eq(vouchers.id, voucher));
    expect(held!.orderId).not.toBeNull();

    const order = await getOrder(user.client, order_sn);
    expect(order).toMatchObject({
      order_sn,
      type: 'ShoppingCartOrder',
      status: 'pending',
      totalamount: 64.6,
      payamount: 54.6,
      deliveryType: 'express',
      deliveryFee: 8,
      memo: '请放门口',
      payments: [{ type: 'VOUCHER', amount: 10, voucherId: voucher }],
      address: { id: address, contact: '王五', detail: '北区 2 号楼 101', default: true },
      createdTime: '2026-03-02T18:10:00+08:00',
    });
    expect(order.items).toEqual([
      {
        itemid: 40,
        name: '土鸡蛋',
        pic: '/static/items/free-range-eggs.svg',
        qty: 2,
        price: 19.9,
        subtotal: 39.8,
        sku: { 规格: '15枚' },
      },
      {
        itemid: 35,
        name: '五花肉',
        pic: '/static/items/pork-belly.svg',
        qty: 1,
        price: 16.8,
        subtotal: 16.8,
        sku: {},
      },
    ]);
    expect(order.selfPickDate).toBeUndefined();

    // The voucher is now used; confirming again finds nothing selected.
    await expectFailure(confirm(user.client, selfPick()), 422, 'No items selected');
    await addToCart(user.client, 3, 1);
    await expectFailure(validate(user.client, { ...selfPick(), voucherId: voucher }), 422, {
      voucherId: /used or has expired/,
    });
  });

  it('keeps the pick-up details of a self pick-up order', async () => {
    const user = await server.createUser();
    await addToCart(user.client, 3, 1);
    const { order_sn } = await confirm(user.client, selfPick('2026-03-02', '19:30'));
    const order = await getOrder(user.client, order_sn);
    expect(order).toMatchObject({
      deliveryType: 'self',
      deliveryFee: 0,
      selfPickDate: '2026-03-02',
      selfPickTime: '19:30',
      contact: '王五',
      mobile: '13912345678',
      memo: '',
    });
    expect(order.address).toBeUndefined();
  });

  it('pays an order at once when a voucher covers all of it', async () => {
    const user = await server.createUser();
    const voucher = await voucherFromNow(user, { amountCents: 5000 });
    await addToCart(user.client, 3, 1);
    const { order_sn } = await confirm(user.client, { ...selfPick(), voucherId: voucher });
    expect(await getOrder(user.client, order_sn)).toMatchObject({
      status: 'paid',
      payamount: 0,
      payTime: expect.any(String),
    });
  });

  it('never confirms more than the stock, leaving the cart as it was', async () => {
    const user = await server.createUser();
    await addToCart(user.client, 13, 3);
    await setStock(db(), stockId(13), 2);
    await expectFailure(confirm(user.client, selfPick()), 422, '泰国金枕榴莲 is out of stock');
    expect(await stockQty(db(), stockId(13))).toBe(2);
    expect((await getCart(user.client)).items).toHaveLength(1);
  });
});
