import { type DbOrTx, type Tx } from '../../lib/db.js';
import { toYuan } from '../../lib/money.js';
import { and, asc, eq, gte, inArray, sql } from 'drizzle-orm';
import type { components } from '@citylife/api-client/schema';
import type { AppContext } from '../../context.js';
import {
  addresses,
  cartLines,
  items,
  stocks,
  users,
  type AddressCopy,
} from '../../db/schema/index.js';
import { HttpError, fail, type Message } from '../../http/errors.js';
import { catalogueOf, checkChoice } from '../catalogue/catalogue.service.js';
import { orderServiceOf } from '../orders/orders.module.js';
import { MAIN_SHOP_ID } from '../shop/seedData.js';
import {
  bookableSlots,
  expressFeeCents,
  findShop,
  pickupChoices,
  pickupDates,
  slotsOfDay,
  type ShopRow,
} from '../shop/shop.service.js';
import { checkVoucher, reserveVoucher } from '../voucher/voucher.service.js';

type Schemas = components['schemas'];
export type Cart = Schemas['Cart'];
export type CartItem = Schemas['CartItem'];
export type CheckoutRequest = Schemas['CheckoutRequest'];
export type CheckoutTotals = Schemas['CheckoutTotals'];

/** Cart limits (the cart tag of the contract). */
export const MAX_LINES = 50;
export const MAX_QTY = 99;

interface PricedLine extends CartItem {
  priceCents: number;
  stockQty: number;
}

/** A priced checkout of the selected lines. */
interface PricedCheckout {
  lines: PricedLine[];
  goodsCents: number;
  feeCents: number;
  discountCents: number;
  shop: ShopRow;
  address?: AddressCopy;
  voucherId?: number;
}

const sumCents = (lines: PricedLine[]) =>
  lines.reduce((total, line) => total + line.priceCents * line.qty, 0);

export class CartService {
  constructor(private readonly ctx: AppContext) {}

  private get db() {
    return this.ctx.db;
  }

  /**
   * The caller's lines, oldest first, priced with their stock entry; lines whose item or
   * stock entry went off sale are dropped from the cart.
   */
  async lines(db: DbOrTx, userId: number): Promise<PricedLine[]> {
    const rows = await db
      .select({ line: cartLines, item: items, stock: stocks })
      .from(cartLines)
      .innerJoin(items, eq(items.id, cartLines.itemId))
      .innerJoin(stocks, eq(stocks.id, cartLines.stockId))
      .where(eq(cartLines.userId, userId))
      .orderBy(asc(cartLines.createdAt), asc(cartLines.id));
    const gone = rows.filter((row) => !row.item.onSale || !row.stock.onSale);
    if (gone.length) {
      await db.delete(cartLines).where(
        inArray(
          cartLines.id,
          gone.map((row) => row.line.id),
        ),
      );
    }
    return rows
      .filter((row) => row.item.onSale && row.stock.onSale)
      .map(({ line, item, stock }) => ({
        id: line.id,
        qty: line.qty,
        price: toYuan(stock.priceCents),
        selected: line.selected,
        itemid: item.id,
        name: item.name,
        pic: item.mainpic,
        sku: stock.sku,
        stockId: stock.id,
        priceCents: stock.priceCents,
        stockQty: stock.qty,
      }));
  }

  async cart(userId: number, db: DbOrTx = this.db): Promise<Cart> {
    const lines = await this.lines(db, userId);
    return {
      items: lines.map(({ priceCents: _price, stockQty: _qty, ...line }) => line),
      totalQty: lines.reduce((total, line) => total + line.qty, 0),
      totalAmount: toYuan(sumCents(lines)),
      selectedAmount: toYuan(sumCents(lines.filter((line) => line.selected))),
    };
  }

  /** Serialises the changes of one user's cart (a row lock that leaves foreign keys alone). */
  private async lockUser(tx: Tx, userId: number) {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('no key update');
  }

  /**
   * Adds `qty` units of the stock entry chosen by `sku`. The line is created or grown by one
   * conditional upsert under the user's cart lock, so that the limits (stock, 99 per line,
   * 50 lines) hold whatever runs at the same time; the reason of a refusal is read after.
   */
  async add(userId: number, itemId: number, qty: number, sku: Record<string, string>) {
    const catalogue = catalogueOf(this.db);
    const item = await catalogue.saleItemRow(itemId);
    checkChoice(item.skuAttributes, sku, 'select');
    const stockId = await catalogue.stockIdFor(itemId, sku);
    if (stockId === undefined) throw fail.unprocessable('cart.outOfStock');
    const now = this.ctx.now().toISOString();
    const added = await this.db.transaction(async (tx) => {
      await this.lockUser(tx, userId);
      const available = sql`(select ${stocks.qty} from ${stocks} where ${stocks.id} = ${stockId} and ${stocks.onSale})`;
      const result = (await tx.execute(sql`
        insert into ${cartLines} (user_id, item_id, stock_id, qty, selected, created_at)
        select ${userId}, ${itemId}, ${stockId}, ${qty}, true, ${now}::timestamptz
        where ${qty} <= ${available}
          and ((select count(*) from ${cartLines} where user_id = ${userId}) < ${MAX_LINES}
            or exists (select 1 from ${cartLines} where user_id = ${userId} and stock_id = ${stockId}))
        on conflict (user_id, stock_id) do update
          set qty = ${cartLines.qty} + excluded.qty, selected = true
          where ${cartLines.qty} + excluded.qty <= least(${MAX_QTY}, ${available})
        returning qty`)) as unknown as { rows: unknown[] };
      return result.rows.length === 1;
    });
    if (!added) await this.refusalOfAdd(userId, stockId, qty);
    return this.cart(userId);
  }

  /** Why an addition was refused: 99 per line, then stock, then 50 lines. */
  private async refusalOfAdd(userId: number, stockId: number, qty: number): Promise<never> {
    const [line] = await this.db
      .select({ qty: cartLines.qty })
      .from(cartLines)
      .where(and(eq(cartLines.userId, userId), eq(cartLines.stockId, stockId)));
    const newQty = (line?.qty ?? 0) + qty;
    if (newQty > MAX_QTY) throw fail.unprocessable('cart.lineLimit', { max: MAX_QTY });
    const [stock] = await this.db
      .select({ qty: stocks.qty, onSale: stocks.onSale })
      .from(stocks)
      .where(eq(stocks.id, stockId));
    if (!stock?.onSale || newQty > stock.qty) throw fail.unprocessable('cart.outOfStock');
    throw fail.unprocessable('cart.cartFull', { max: MAX_LINES });
  }

  /** A line of the caller's cart: 404 when none has this id, 403 when it is someone else's. */
  private async ownLine(db: DbOrTx, userId: number, id: number) {
    const [line] = await db.select().from(cartLines).where(eq(cartLines.id, id));
    if (!line) throw fail.notFound('cart.lineNotFound');
    if (line.userId !== userId) throw fail.forbidden();
    return line;
  }

  async changeQty(userId: number, id: number, qty: number) {
    return this.db.transaction(async (tx) => {
      const line = await this.ownLine(tx, userId, id);
      if (qty <= 0) {
        await tx.delete(cartLines).where(eq(cartLines.id, line.id));
      } else {
        const [stock] = await tx.select().from(stocks).where(eq(stocks.id, line.stockId));
        if (!stock || qty > stock.qty) throw fail.unprocessable('cart.outOfStock');
        await tx.update(cartLines).set({ qty }).where(eq(cartLines.id, line.id));
      }
      return this.cart(userId, tx);
    });
  }

  async remove(userId: number, id: number) {
    const line = await this.ownLine(this.db, userId, id);
    await this.db.delete(cartLines).where(eq(cartLines.id, line.id));
    return this.cart(userId);
  }

  async clear(userId: number) {
    await this.db.delete(cartLines).where(eq(cartLines.userId, userId));
    return this.cart(userId);
  }

  /** Checks that every id names a line of the caller's cart (404, then 403). */
  private async checkOwnLines(db: DbOrTx, userId: number, ids: number[]) {
    const rows = await db
      .select({ id: cartLines.id, userId: cartLines.userId })
      .from(cartLines)
      .where(inArray(cartLines.id, ids));
    if (rows.length !== ids.length) throw fail.notFound('cart.lineNotFound');
    if (rows.some((row) => row.userId !== userId)) throw fail.forbidden();
  }

  /** Selects exactly the given lines. */
  async chooseForCheckout(userId: number, ids: number[]) {
    await this.checkOwnLines(this.db, userId, ids);
    await this.db
      .update(cartLines)
      .set({ selected: inArray(cartLines.id, ids) })
      .where(eq(cartLines.userId, userId));
    return this.cart(userId);
  }

  /** Sets the selected flag of some lines, or of every line when `ids` is left out. */
  async select(userId: number, ids: number[] | undefined, selected: boolean) {
    if (ids) await this.checkOwnLines(this.db, userId, ids);
    await this.db
      .update(cartLines)
      .set({ selected })
      .where(and(eq(cartLines.userId, userId), ids ? inArray(cartLines.id, ids) : undefined));
    return this.cart(userId);
  }

  // ------------------------------------------------------------ delivery and checkout

  private mainShop(db: DbOrTx = this.db) {
    return findShop(db, MAIN_SHOP_ID);
  }

  async deliveryChoices(userId: number) {
    const now = this.ctx.now();
    const shop = await this.mainShop();
    const lines = await this.lines(this.db, userId);
    const days = pickupChoices(shop.openingHours, now);
    return {
      deliveryTypes: shop.deliveryTypes as CheckoutRequest['deliveryType'][],
      selfAvailableDates: days,
      selfAvailableTimes: days[0]?.times ?? [],
      deliveryFee: toYuan(expressFeeCents(shop, sumCents(lines.filter((line) => line.selected)))),
    };
  }

  /** An address of the caller (404 when none has this id, 403 when it is someone else's). */
  async ownAddress(db: DbOrTx, userId: number, id: number) {
    const [address] = await db.select().from(addresses).where(eq(addresses.id, id));
    if (!address) throw fail.notFound('cart.addressNotFound');
    if (address.userId !== userId) throw fail.forbidden();
    return address;
  }

  async deliveryFeeTo(userId: number, addressId: number) {
    await this.ownAddress(this.db, userId, addressId);
    const shop = await this.mainShop();
    const lines = await this.lines(this.db, userId);
    return {
      deliveryFee: toYuan(expressFeeCents(shop, sumCents(lines.filter((line) => line.selected)))),
      freeThreshold: shop.freeThresholdCents === null ? null : toYuan(shop.freeThresholdCents),
    };
  }

  /**
   * Checks and prices a checkout of the selected lines, changing nothing. 422 `No items
   * selected`, `{name} is out of stock`, or one message per field that is wrong.
   */
  async price(db: DbOrTx, userId: number, body: CheckoutRequest): Promise<PricedCheckout> {
    const now = this.ctx.now();
    const lines = (await this.lines(db, userId)).filter((line) => line.selected);
    if (lines.length === 0) throw fail.unprocessable('cart.noItemsSelected');
    const short = lines.find((line) => line.qty > line.stockQty);
    if (short) throw fail.unprocessable('cart.itemOutOfStock', { name: short.name });

    const shop = await this.mainShop(db);
    const goodsCents = sumCents(lines);
    const errors: Record<string, Message> = {};
    let address: AddressCopy | undefined;
    if (!shop.deliveryTypes.includes(body.deliveryType)) {
      errors.deliveryType = { key: 'cart.deliveryTypeOff' };
    } else if (body.deliveryType === 'self') {
      const day = body.selfPickDate ?? '';
      if (!pickupDates(shop.openingHours, now).includes(day)) {
        errors.selfPickDate = { key: 'cart.pickDateInvalid' };
      } else if (!bookableSlots(shop.openingHours, day, now).includes(body.selfPickTime ?? '')) {
        errors.selfPickTime = slotsOfDay(shop.openingHours, day).includes(body.selfPickTime ?? '')
          ? { key: 'cart.pickTimeTooSoon' }
          : { key: 'cart.pickTimeInvalid' };
      }
    } else {
      const [row] =
        body.addressId === undefined
          ? []
          : await db
              .select()
              .from(addresses)
              .where(and(eq(addresses.id, body.addressId), eq(addresses.userId, userId)));
      if (!row) errors.addressId = { key: 'cart.addressInvalid' };
      else
        address = {
          id: row.id,
          contact: row.contact,
          phone: row.phone,
          province: row.province,
          city: row.city,
          district: row.district,
          detail: row.detail,
          zip: row.zip,
          default: row.isDefault,
        };
    }
    let discountCents = 0;
    if (body.voucherId !== undefined) {
      const check = await checkVoucher(db, {
        voucherId: body.voucherId,
        ownerId: userId,
        goodsCents,
        shopId: shop.id,
        orderType: 'ShoppingCartOrder',
        now,
      });
      if (check.ok) discountCents = check.deductionCents;
      else errors.voucherId = { key: check.key, ...(check.vars ? { vars: check.vars } : {}) };
    }
    if (Object.keys(errors).length) throw fail.fields(errors);
    const feeCents = body.deliveryType === 'express' ? expressFeeCents(shop, goodsCents) : 0;
    return {
      lines,
      goodsCents,
      feeCents,
      discountCents,
      shop,
      ...(address ? { address } : {}),
      ...(body.voucherId !== undefined ? { voucherId: body.voucherId } : {}),
    };
  }

  totalsOf(priced: PricedCheckout): CheckoutTotals {
    return {
      items: priced.lines.map(({ priceCents: _price, stockQty: _qty, ...line }) => line),
      totalQty: priced.lines.reduce((total, line) => total + line.qty, 0),
      totalamount: toYuan(priced.goodsCents),
      deliveryFee: toYuan(priced.feeCents),
      discount: toYuan(priced.discountCents),
      payamount: toYuan(priced.goodsCents - priced.discountCents + priced.feeCents),
    };
  }

  async validate(userId: number, body: CheckoutRequest): Promise<CheckoutTotals> {
    return this.totalsOf(await this.price(this.db, userId, body));
  }

  /**
   * Turns the selected lines into a pending order in one transaction: prices again, takes
   * the quantities from stock with conditional updates (never below zero, whatever runs
   * at the same time), reserves the voucher and empties the selected lines.
   */
  async confirm(userId: number, body: CheckoutRequest): Promise<{ order_sn: string }> {
    const orders = orderServiceOf(this.ctx);
    const now = this.ctx.now();
    return this.db.transaction(async (tx) => {
      await this.lockUser(tx, userId);
      const priced = await this.price(tx, userId, body);
      const totalCents = priced.goodsCents + priced.feeCents;
      const self = body.deliveryType === 'self';
      const order = await orders.insertOrder(
        tx,
        {
          userId,
          type: 'ShoppingCartOrder',
          shopId: priced.shop.id,
          goodsCents: priced.goodsCents,
          deliveryFeeCents: priced.feeCents,
          totalCents,
          payCents: totalCents - priced.discountCents,
          payments:
            priced.voucherId !== undefined
              ? [
                  {
                    type: 'VOUCHER',
                    amountCents: priced.discountCents,
                    voucherId: priced.voucherId,
                  },
                ]
              : [],
          memo: body.memo ?? '',
          deliveryType: body.deliveryType,
          address: priced.address ?? null,
          selfPickDate: self ? (body.selfPickDate ?? null) : null,
          selfPickTime: self ? (body.selfPickTime ?? null) : null,
          contact: self ? (body.contact ?? null) : null,
          mobile: self ? (body.mobile ?? null) : null,
        },
        priced.lines.map((line) => ({
          itemId: line.itemid,
          stockId: line.stockId,
          name: line.name,
          pic: line.pic,
          sku: line.sku,
          qty: line.qty,
          priceCents: line.priceCents,
        })),
        now,
      );
      // Stock rows in id order, so that concurrent checkouts lock them in the same order.
      for (const line of [...priced.lines].sort((a, b) => a.stockId - b.stockId)) {
        const taken = await tx
          .update(stocks)
          .set({ qty: sql`${stocks.qty} - ${line.qty}` })
          .where(
            and(eq(stocks.id, line.stockId), gte(stocks.qty, line.qty), eq(stocks.onSale, true)),
          )
          .returning({ id: stocks.id });
        if (taken.length === 0)
          throw fail.unprocessable('cart.itemOutOfStock', { name: line.name });
      }
      if (priced.voucherId !== undefined) {
        if (!(await reserveVoucher(tx, priced.voucherId, order.id, now))) {
          throw new HttpError(422, { voucherId: { key: 'voucher.unusable' } });
        }
      }
      await tx.delete(cartLines).where(
        inArray(
          cartLines.id,
          priced.lines.map((line) => line.id),
        ),
      );
      if (order.payCents === 0) await orders.markPaid(tx, order, { paytype: null, now });
      return { order_sn: order.orderSn };
    });
  }
}
