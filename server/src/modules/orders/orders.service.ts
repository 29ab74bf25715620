import { type DbOrTx, type Tx } from '../../lib/db.js';
import type { CatalogueCache } from '../../lib/catalogueCache.js';
import { toCents } from '../../lib/money.js';
import { pageOf } from '../../lib/paging.js';
import { orderStamp } from '../../lib/shanghaiTime.js';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { components } from '@citylife/api-client/schema';
import type { Caller } from '../../auth/tokens.js';
import type { AppContext, ServiceDeps } from '../../context.js';
import { NO_TALLY, type Tally } from '../../http/metrics.js';
import type { Db } from '../../db/database.js';
import { orderItems, orders, orderSnSequence, stocks } from '../../db/schema/index.js';
import { fail } from '../../http/errors.js';
import { creditBalance, topupSlotFor } from '../member/member.service.js';
import { findShop } from '../shop/shop.service.js';
import { releaseVouchers } from '../voucher/voucher.service.js';
import { orderViews } from './orderViews.js';
import { noProvider, type PaymentProvider, type PayType } from './payments/provider.js';
import { sandboxProvider } from './payments/sandbox.js';
import { markPaid, notPending } from './settlement.js';

export { TOPUP_TEMPLATE } from './settlement.js';

type Schemas = components['schemas'];
export type Order = Schemas['Order'];
export type OrderType = Schemas['OrderType'];
export type OrderStatus = Schemas['OrderStatus'];
export type Payment = Schemas['Payment'];
export type PaymentLineInput = Schemas['PaymentLineInput'];
export type OrderRow = typeof orders.$inferSelect;
type NewOrder = typeof orders.$inferInsert;
type NewOrderItem = Omit<typeof orderItems.$inferInsert, 'orderId'>;

/**
 * Order statuses and the moves between them. A new order is `pending`; paying makes it
 * `paid` (a top-up `completed` at once: nothing is left to deliver); an express order is
 * `shipped` by the back office, then `completed` on delivery; a pick-up or counter order is
 * `completed` when handed over; a pending order may be `cancelled` (stock and vouchers
 * return); a paid order may be `refunded` by the back office.
 */
export const ORDER_TRANSITIONS: Record<OrderStatus, readonly OrderStatus[]> = {
  pending: ['paid', 'completed', 'cancelled'],
  paid: ['shipped', 'completed', 'refunded'],
  shipped: ['completed', 'refunded'],
  completed: ['refunded'],
  cancelled: [],
  refunded: [],
};

export const isAdmin = (caller: Caller) => caller.roles.includes('admin');

export class OrderService {
  private readonly db: Db;
  readonly provider: PaymentProvider;
  readonly now: () => Date;
  private readonly catalogueCache: CatalogueCache;
  private readonly tally: Pick<Tally, 'orderPaid'>;

  constructor({
    db,
    provider,
    now,
    catalogueCache,
    tally = NO_TALLY,
  }: ServiceDeps<
    'db' | 'now' | 'catalogueCache',
    { provider: PaymentProvider; tally?: Pick<Tally, 'orderPaid'> }
  >) {
    this.db = db;
    this.tally = tally;
    this.catalogueCache = catalogueCache;
    this.provider = provider;
    this.now = now;
  }

  /** Pay types an order of this type accepts: the balance (not for top-ups) and the gateway's. */
  supportedPayment(type: string): PayType[] {
    const online = [...this.provider.paytypes];
    return type === 'TopupOrder' ? online : ['account', ...online];
  }

  // ------------------------------------------------------------ creating and reading

  /**
   * Inserts an order and its lines (inside the caller's transaction). Its number is the
   * local date and minute, then six digits of a database sequence, drawn by the insert.
   */
  async insertOrder(
    tx: DbOrTx,
    values: Omit<NewOrder, 'orderSn' | 'createdAt'>,
    lines: NewOrderItem[],
    now: Date,
  ): Promise<OrderRow> {
    const orderSn = sql<string>`${orderStamp(now)} || lpad((nextval(${orderSnSequence.seqName}) % 1000000)::text, 6, '0')`;
    const [order] = await tx
      .insert(orders)
      .values({ ...values, orderSn, createdAt: now })
      .returning();
    if (lines.length) {
      await tx.insert(orderItems).values(lines.map((line) => ({ ...line, orderId: order!.id })));
    }
    return order!;
  }

  /** Inserts an order without lines (one statement); answers its number. */
  private async create(values: Omit<NewOrder, 'orderSn' | 'createdAt'>, now: Date) {
    const order = await this.insertOrder(this.db, values, [], now);
    return { order_sn: order.orderSn };
  }

  /** `POST /shop/diyCheckout`: an order of an amount keyed in at a shop's till. */
  async createDiyOrder(userId: number, shopId: number, amount: number, memo?: string) {
    const shop = await findShop(this.db, shopId);
    const cents = toCents(amount);
    return this.create(
      {
        userId,
        type: 'DiyOrder',
        shopId: shop.id,
        goodsCents: cents,
        totalCents: cents,
        payCents: cents,
        memo: memo ?? '',
      },
      this.now(),
    );
  }

  /** `POST /member/createTopupOrder`: a top-up of one of the offered amounts, with its bonus. */
  async createTopupOrder(userId: number, amount: number) {
    const cents = toCents(amount);
    const slot = await topupSlotFor(this.db, this.catalogueCache, cents);
    const now = this.now();
    return this.create(
      {
        userId,
        type: 'TopupOrder',
        goodsCents: cents,
        totalCents: cents,
        payCents: cents,
        topupCreditCents: cents + slot.bonusCents,
      },
      now,
    );
  }

  async findBySn(db: DbOrTx, sn: string, lock = false): Promise<OrderRow> {
    const query = db.select().from(orders).where(eq(orders.orderSn, sn));
    const [order] = lock ? await query.for('update') : await query;
    if (!order) throw fail.notFound('orders.notFound');
    return order;
  }

  /** 403 unless the caller owns the order (or is an admin, where admins may act). */
  assertOwner(order: OrderRow, caller: Caller, adminMay: boolean): void {
    if (order.userId === caller.id) return;
    if (adminMay && isAdmin(caller)) return;
    throw fail.forbidden();
  }

  views(db: DbOrTx, rows: OrderRow[]): Promise<Order[]> {
    return orderViews(db, rows, (type) => this.supportedPayment(type));
  }

  async view(db: DbOrTx, row: OrderRow): Promise<Order> {
    const [order] = await this.views(db, [row]);
    return order!;
  }

  async listByType(userId: number, type: OrderType, page: Parameters<typeof pageOf>[0]) {
    const { limit, offset } = pageOf(page, 10);
    const rows = await this.db
      .select()
      .from(orders)
      .where(and(eq(orders.userId, userId), eq(orders.type, type)))
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(limit)
      .offset(offset);
    return this.views(this.db, rows);
  }

  async getOrder(caller: Caller, sn: string): Promise<Order> {
    const order = await this.findBySn(this.db, sn);
    this.assertOwner(order, caller, true);
    return this.view(this.db, order);
  }

  // ------------------------------------------------------------ paying and cancelling

  /** Counts an order of `type` made paid, once the transaction that paid it committed. */
  countPaid(type: string): void {
    this.tally.orderPaid(type);
  }

  /** Marks a pending order paid inside the caller's transaction (see `markPaid`). */
  markPaid(tx: Tx, order: OrderRow, input: { paytype: PayType | null; now: Date }) {
    return markPaid(tx, order, input);
  }

  /** Cancels a pending order: its stock and vouchers return. */
  async cancelOrder(caller: Caller, sn: string): Promise<Order> {
    const now = this.now();
    return this.db.transaction(async (tx) => {
      const order = await this.findBySn(tx, sn, true);
      this.assertOwner(order, caller, true);
      if (order.status !== 'pending') throw notPending(order);
      const [cancelled] = await tx
        .update(orders)
        .set({ status: 'cancelled', cancelledAt: now })
        .where(and(eq(orders.id, order.id), eq(orders.status, 'pending')))
        .returning();
      // Stock rows before vouchers, in the order checkouts lock them.
      await this.returnStock(tx, order.id);
      await releaseVouchers(tx, order.id);
      return this.view(tx, cancelled!);
    });
  }

  private async returnStock(tx: Tx, orderId: number) {
    const lines = await tx
      .select({ stockId: orderItems.stockId, qty: orderItems.qty })
      .from(orderItems)
      .where(eq(orderItems.orderId, orderId))
      .orderBy(asc(orderItems.stockId));
    for (const line of lines) {
      if (line.stockId === null) continue;
      await tx
        .update(stocks)
        .set({ qty: sql`${stocks.qty} + ${line.qty}` })
        .where(eq(stocks.id, line.stockId));
    }
  }

  // ------------------------------------------------------------ back office

  /**
   * Moves a paid order on (`shipped`, `completed`) or refunds it, following
   * ORDER_TRANSITIONS. A refund returns what was paid from the balance to the balance
   * (gateway payments are refunded by the gateway) and, before shipping, the stock.
   */
  async advance(sn: string, to: 'shipped' | 'completed' | 'refunded'): Promise<Order> {
    const now = this.now();
    return this.db.transaction(async (tx) => {
      const order = await this.findBySn(tx, sn, true);
      const from = order.status as OrderStatus;
      if (!ORDER_TRANSITIONS[from].includes(to) || from === 'pending') {
        throw fail.conflict('orders.badTransition', { from, to });
      }
      // Shipping is for express orders; a top-up's credited money is not taken back.
      if (
        (to === 'shipped' && order.deliveryType !== 'express') ||
        (to === 'refunded' && order.type === 'TopupOrder')
      ) {
        throw fail.conflict('orders.badTransition', { from, to });
      }
      const stamp =
        to === 'shipped'
          ? { shippedAt: now }
          : to === 'completed'
            ? { completedAt: now }
            : { refundedAt: now };
      const [moved] = await tx
        .update(orders)
        .set({ status: to, ...stamp })
        .where(and(eq(orders.id, order.id), eq(orders.status, from)))
        .returning();
      if (to === 'refunded') {
        if (order.paytype === 'account' && order.payCents > 0) {
          await creditBalance(tx, {
            userId: order.userId,
            cents: order.payCents,
            memo: { key: 'orderRefund', params: { orderSn: order.orderSn } },
            orderId: order.id,
            now,
          });
        }
        if (from === 'paid') await this.returnStock(tx, order.id);
      }
      return this.view(tx, moved!);
    });
  }
}

/**
 * The payment gateway of a server: the sandbox on development and test servers
 * (`devTools`), none otherwise (only the balance and the counter pay until a real
 * gateway adapter is configured).
 */
export function paymentProviderOf(ctx: AppContext): PaymentProvider {
  return ctx.config.devTools ? sandboxProvider(ctx.config.secret) : noProvider;
}
