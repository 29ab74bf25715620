// No acknowledged write is lost: shoppers write in a loop against the real server process,
// which is killed with SIGKILL in the middle of it and started again on the same data; every
// write it answered with success is found there, with the value it answered. Runs on PGlite
// (a data directory) and, with TEST_POSTGRES_URL, on a PostgreSQL server.
import { describe, expect, it } from 'vitest';
import type { ApiClient } from '@citylife/api-client';
import { writeSignedInMember, type SignedInMember } from './test/accounts.js';
import { createItem } from './test/commerce.js';
import { processClient, useServerProcesses, type ServerProcess } from './test/processes.js';

const processes = useServerProcesses();

/** Shoppers writing at the same time, each signed in as a user of their own. */
const SHOPPERS = 6;
/** Writes answered with success before the server is killed. */
const ACKNOWLEDGED_BEFORE_KILL = 150;
/** The top-up slot every top-up order is for (yuan). */
const TOPUP_AMOUNT = 50;

/** A write a shopper sends; a cart addition says the line's quantity it makes. */
type Write =
  | { kind: 'cart'; stockId: number; qty: number }
  | { kind: 'address'; detail: string }
  | { kind: 'topup' };

/** What the server acknowledged to one shopper, and the write it had not answered yet. */
interface Ledger {
  /** Each cart line's quantity (by stock entry) in the last acknowledged cart. */
  cart: Map<number, number>;
  /** Each acknowledged address: id → its detail line. */
  addresses: Map<number, string>;
  /** The numbers of the acknowledged top-up orders. */
  topups: string[];
  /** The write sent and not answered when the server was killed, if any. */
  inFlight?: Write;
}

const addToCart = (client: ApiClient, itemid: number) =>
  client.call((c) =>
    c.POST('/shoppingcart/add/{itemid}/{qty}', {
      params: { path: { itemid, qty: 1 } },
      body: { sku: {} },
    }),
  );
const saveAddress = (client: ApiClient, detail: string) =>
  client.call((c) =>
    c.POST('/user/updateAddress', {
      body: {
        contact: '王五',
        phone: '13912345678',
        province: '内蒙古自治区',
        city: '鄂尔多斯市',
        district: '康巴什区',
        detail,
      },
    }),
  );
const createTopup = (client: ApiClient) =>
  client.call((c) => c.POST('/member/createTopupOrder/', { body: { amount: TOPUP_AMOUNT } }));
const getCart = (client: ApiClient) => client.call((c) => c.POST('/shoppingcart/getByUser/'));
const getAddresses = (client: ApiClient) => client.call((c) => c.GET('/user/getAddresses'));
const getPayment = (client: ApiClient, sn: string) =>
  client.call((c) => c.GET('/order/getPayment/{order_sn}', { params: { path: { order_sn: sn } } }));

/**
 * Writes as `shopper` until the server stops answering: a cart addition, an address, a
 * top-up order, in turn. Each answer is recorded in `ledger` before the next write is sent;
 * a write is acknowledged once its success answer arrived. Ends when a write fails after
 * `killed()` turned true; a failure before that fails the test.
 */
async function writeUntilKilled(
  server: ServerProcess,
  shopper: SignedInMember,
  index: number,
  itemIds: { itemId: number; stockId: number }[],
  ledger: Ledger,
  acknowledge: () => void,
  killed: () => boolean,
): Promise<void> {
  const client = processClient(server.url, shopper.token, shopper.id);
  for (let step = 0; ; step += 1) {
    const item = itemIds[(Math.floor(step / 3) + index) % itemIds.length]!;
    const detail = `shopper ${index} write ${step}`;
    const write: Write =
      step % 3 === 0
        ? { kind: 'cart', stockId: item.stockId, qty: (ledger.cart.get(item.stockId) ?? 0) + 1 }
        : step % 3 === 1
          ? { kind: 'address', detail }
          : { kind: 'topup' };
    ledger.inFlight = write;
    let answer;
    try {
      answer =
        write.kind === 'cart'
          ? await addToCart(client, item.itemId)
          : write.kind === 'address'
            ? await saveAddress(client, detail)
            : await createTopup(client);
    } catch (error) {
      if (killed()) return;
      throw new Error(
        `write ${step} of shopper ${index} failed before the kill: ${String(error)}`,
        {
          cause: error,
        },
      );
    }
    if ('items' in answer) {
      const line = answer.items.find((l) => l.stockId === item.stockId);
      expect(line?.qty).toBe((ledger.cart.get(item.stockId) ?? 0) + 1);
      ledger.cart.set(item.stockId, line!.qty);
    } else if ('detail' in answer) {
      ledger.addresses.set(answer.id, answer.detail);
    } else {
      ledger.topups.push(answer.order_sn);
    }
    delete ledger.inFlight;
    acknowledge();
  }
}

describe('a server killed with SIGKILL', () => {
  it('keeps every write it acknowledged and serves on once started again', async () => {
    const data = await processes.data();
    // Shoppers and items of their own, written before the first start.
    const database = await data.open();
    const shoppers: SignedInMember[] = [];
    const itemIds: { itemId: number; stockId: number }[] = [];
    try {
      for (const name of ['Durable walnuts', 'Durable dates', 'Durable apricots']) {
        itemIds.push(await createItem(database, { name, priceCents: 1000, qty: 100_000 }));
      }
      for (let i = 0; i < SHOPPERS; i += 1) {
        shoppers.push(await writeSignedInMember(database.db, '1397', `Shopper ${i}`));
      }
    } finally {
      await database.close();
    }

    const first = await processes.start(data);
    const ledgers: Ledger[] = shoppers.map(() => ({
      cart: new Map(),
      addresses: new Map(),
      topups: [],
    }));
    let acknowledged = 0;
    let killed = false;
    let enough: () => void = () => {};
    const enoughAcknowledged = new Promise<void>((resolve) => {
      enough = resolve;
    });
    const writers = shoppers.map((shopper, index) =>
      writeUntilKilled(
        first,
        shopper,
        index,
        itemIds,
        ledgers[index]!,
        () => {
          acknowledged += 1;
          if (acknowledged >= ACKNOWLEDGED_BEFORE_KILL) enough();
        },
        () => killed,
      ),
    );
    // A writer that fails before the kill ends the wait too (and fails the test below).
    await Promise.race([enoughAcknowledged, Promise.all(writers)]);
    killed = true;
    await first.kill('SIGKILL');
    await Promise.all(writers);
    expect(acknowledged).toBeGreaterThanOrEqual(ACKNOWLEDGED_BEFORE_KILL);

    const second = await processes.start(data);
    for (const [index, shopper] of shoppers.entries()) {
      const ledger = ledgers[index]!;
      const client = processClient(second.url, shopper.token, shopper.id);
      const inFlight = ledger.inFlight;

      // Each cart line holds the last acknowledged quantity, or that of the write in flight.
      const cart = await getCart(client);
      const stored = new Map(cart.items.map((line) => [line.stockId, line.qty]));
      for (const [stockId, qty] of ledger.cart) {
        const allowed =
          inFlight?.kind === 'cart' && inFlight.stockId === stockId ? [qty, inFlight.qty] : [qty];
        expect(allowed, `shopper ${index}, stock ${stockId}`).toContain(stored.get(stockId));
      }
      for (const stockId of stored.keys()) {
        const known =
          ledger.cart.has(stockId) || (inFlight?.kind === 'cart' && inFlight.stockId === stockId);
        expect(known, `shopper ${index}: a cart line nobody added (${stockId})`).toBe(true);
      }

      // Every acknowledged address is there as saved; at most the one in flight besides.
      const addresses = await getAddresses(client);
      const details = new Map(addresses.map((address) => [address.id, address.detail]));
      for (const [id, detail] of ledger.addresses) {
        expect(details.get(id), `shopper ${index}, address ${id}`).toBe(detail);
      }
      const extra = addresses.filter((address) => !ledger.addresses.has(address.id));
      expect(extra.map((address) => address.detail)).toEqual(
        extra.length && inFlight?.kind === 'address' ? [inFlight.detail] : [],
      );

      // Every acknowledged top-up order is there, pending, for its amount.
      for (const sn of ledger.topups) {
        const payment = await getPayment(client, sn);
        expect(payment, `shopper ${index}, top-up ${sn}`).toMatchObject({
          order_sn: sn,
          status: 'pending',
          totalamount: TOPUP_AMOUNT,
        });
      }
    }

    // The restarted server takes writes as before.
    const [shopper] = shoppers;
    const client = processClient(second.url, shopper!.token, shopper!.id);
    const before = await getCart(client);
    const item = itemIds[0]!;
    const after = await addToCart(client, item.itemId);
    const qtyOf = (c: typeof before) => c.items.find((l) => l.stockId === item.stockId)?.qty ?? 0;
    expect(qtyOf(after)).toBe(qtyOf(before) + 1);
    expect(second.exited).toBe(false);
  }, 90_000);
});
