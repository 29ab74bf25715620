import { type DbOrTx } from '../../lib/db.js';
import { addressCopy } from '../../lib/addresses.js';
import { toYuan } from '../../lib/money.js';
import { and, eq, gte, inArray, sql } from 'drizzle-orm';
import type { components } from '@citylife/api-client/schema';
import type { ServiceDeps } from '../../context.js';
import {
  addresses,
  cartLines,
  orderItems,
  stocks,
  type AddressCopy,
} from '../../db/schema/index.js';
import { HttpError, fail, type Message } from '../../http/errors.js';
import { localized } from '../../i18n/localized.js';
import type { Locale } from '../../i18n/translate.js';
import type { OrderService } from '../orders/orders.service.js';
import {
  MAIN_SHOP_ID,
  bookableSlots,
  expressFeeCents,
  findShop,
  pickupChoices,
  pickupDates,
  slotsOfDay,
  type ShopRow,
} from '../shop/shop.service.js';
import { checkVoucher, reserveVoucher } from '../voucher/voucher.service.js';
import { sumCents, type CartService, type PricedLine } from './cart.service.js';

type Schemas = components['schemas'];
export type CheckoutRequest = Schemas['CheckoutRequest'];
export type CheckoutTotals = Schemas['CheckoutTotals'];

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

/** Delivery choices, pricing and confirming a checkout of the selected cart lines. */
export class CheckoutService {
  constructor(
    private readonly deps: ServiceDeps<
      'db' | 'now' | 'catalogueCache',
      { cart: CartService; orders: OrderService }
    >,
  ) {}

  private get cart() {
    return this.deps.cart;
  }

  private get db() {
    return this.deps.db;
  }

  /**
   * The shop that serves the cart, from the catalogue cache (emptied when shops change);
   * read through `db` when not cached (inside a transaction, the transaction's).
   */
  private mainShop(db: DbOrTx = this.db) {
    return this.deps.catalogueCache.get(`shop:${MAIN_SHOP_ID}`, () => findShop(db, MAIN_SHOP_ID));
  }

  async deliveryChoices(userId: number) {
    const now = this.deps.now();
    const shop = await this.mainShop();
    const lines = await this.cart.lines(this.db, userId);
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
    const lines = await this.cart.lines(this.db, userId);
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
    const now = this.deps.now();
    const lines = (await this.cart.lines(db, userId)).filter((line) => line.selected);
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
      else address = addressCopy(row);
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

  /** What the checkout comes to, its lines' item names in `locale`. */
  totalsOf(priced: PricedCheckout, locale: Locale): CheckoutTotals {
    return {
      items: priced.lines.map(({ priceCents: _price, stockQty: _qty, ...line }) =>
        localized(line, locale, ['name']),
      ),
      totalQty: priced.lines.reduce((total, line) => total + line.qty, 0),
      totalamount: toYuan(priced.goodsCents),
      deliveryFee: toYuan(priced.feeCents),
      discount: toYuan(priced.discountCents),
      payamount: toYuan(priced.goodsCents - priced.discountCents + priced.feeCents),
    };
  }

  async validate(userId: number, body: CheckoutRequest, locale: Locale): Promise<CheckoutTotals> {
    return this.totalsOf(await this.price(this.db, userId, body), locale);
  }

  /**
   * Turns the selected lines into a pending order in one transaction: prices again, takes
   * the quantities from stock with conditional updates (never below zero, whatever runs
   * at the same time), reserves the voucher and empties the selected lines.
   */
  async confirm(userId: number, body: CheckoutRequest): Promise<{ order_sn: string }> {
    const orders = this.deps.orders;
    const now = this.deps.now();
    let paid = false;
    const confirmed = await this.db.transaction(async (tx) => {
      await this.cart.lockUser(tx, userId);
      await this.cart.prune(tx, userId);
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
        [],
        now,
      );
      // The order's lines are written and the cart's emptied by one statement.
      const written = tx.insert(orderItems).values(
        priced.lines.map((line) => ({
          orderId: order.id,
          itemId: line.itemid,
          stockId: line.stockId,
          name: line.name,
          pic: line.pic,
          sku: line.sku,
          qty: line.qty,
          priceCents: line.priceCents,
        })),
      );
      const emptied = tx.delete(cartLines).where(
        inArray(
          cartLines.id,
          priced.lines.map((line) => line.id),
        ),
      );
      await tx.execute(
        sql`with written as (${written.getSQL()}), emptied as (${emptied.getSQL()}) select 1`,
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
      if (order.payCents === 0) {
        await orders.markPaid(tx, order, { paytype: null, now });
        paid = true;
      }
      return { order_sn: order.orderSn };
    });
    if (paid) orders.countPaid('ShoppingCartOrder');
    return confirmed;
  }
}
