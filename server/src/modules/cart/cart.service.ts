import { type DbOrTx, type Tx } from '../../lib/db.js';
import { toYuan } from '../../lib/money.js';
import { and, asc, eq, inArray, lte, or, sql } from 'drizzle-orm';
import type { components } from '@citylife/api-client/schema';
import type { ServiceDeps } from '../../context.js';
import { cartLines, items, stocks, users } from '../../db/schema/index.js';
import { fail } from '../../http/errors.js';
import { localized, type Translations } from '../../i18n/localized.js';
import type { Locale } from '../../i18n/translate.js';
import { checkChoice, type CatalogueService } from '../catalogue/catalogue.service.js';

type Schemas = components['schemas'];
export type Cart = Schemas['Cart'];
export type CartItem = Schemas['CartItem'];

/** Cart limits (the cart tag of the contract). */
export const MAX_LINES = 50;
export const MAX_QTY = 99;

/** A cart line as the service reads it: its item's translations beside the original name. */
export interface StoredCartItem extends CartItem {
  translations: Translations;
}
export interface StoredCart extends Omit<Cart, 'items'> {
  items: StoredCartItem[];
}

/** The cart as a reader in `locale` sees it: each line's item name in that language. */
export function cartIn(cart: StoredCart, locale: Locale): Cart {
  return { ...cart, items: cart.items.map((line) => localized(line, locale, ['name'])) };
}

export interface PricedLine extends StoredCartItem {
  priceCents: number;
  stockQty: number;
}

export const sumCents = (lines: PricedLine[]) =>
  lines.reduce((total, line) => total + line.priceCents * line.qty, 0);

export class CartService {
  constructor(private readonly deps: ServiceDeps<'db' | 'now', { catalogue: CatalogueService }>) {}

  private get db() {
    return this.deps.db;
  }

  /**
   * The caller's lines, oldest first, priced with their stock entry; lines whose item or
   * stock entry went off sale are not in the cart (the next change of it removes them,
   * `prune`). Reads only.
   */
  async lines(db: DbOrTx, userId: number): Promise<PricedLine[]> {
    const rows = await db
      .select({
        line: { id: cartLines.id, qty: cartLines.qty, selected: cartLines.selected },
        item: {
          id: items.id,
          name: items.name,
          translations: items.translations,
          mainpic: items.mainpic,
        },
        stock: { id: stocks.id, sku: stocks.sku, qty: stocks.qty, priceCents: stocks.priceCents },
      })
      .from(cartLines)
      .innerJoin(items, eq(items.id, cartLines.itemId))
      .innerJoin(stocks, eq(stocks.id, cartLines.stockId))
      .where(and(eq(cartLines.userId, userId), eq(items.onSale, true), eq(stocks.onSale, true)))
      .orderBy(asc(cartLines.createdAt), asc(cartLines.id));
    return rows.map(({ line, item, stock }) => ({
      id: line.id,
      qty: line.qty,
      price: toYuan(stock.priceCents),
      selected: line.selected,
      itemid: item.id,
      name: item.name,
      translations: item.translations,
      pic: item.mainpic,
      sku: stock.sku,
      stockId: stock.id,
      priceCents: stock.priceCents,
      stockQty: stock.qty,
    }));
  }

  /**
   * Removes the caller's lines whose item or stock entry went off sale: the first step of
   * every change of the cart, so that the lines it counts (at most 50) and finds by id are
   * the lines the shopper sees.
   */
  async prune(db: DbOrTx, userId: number): Promise<void> {
    const offSaleItems = db.select({ id: items.id }).from(items).where(eq(items.onSale, false));
    const offSaleStocks = db.select({ id: stocks.id }).from(stocks).where(eq(stocks.onSale, false));
    await db
      .delete(cartLines)
      .where(
        and(
          eq(cartLines.userId, userId),
          or(inArray(cartLines.itemId, offSaleItems), inArray(cartLines.stockId, offSaleStocks)),
        ),
      );
  }

  async cart(userId: number, db: DbOrTx = this.db): Promise<StoredCart> {
    const lines = await this.lines(db, userId);
    return {
      items: lines.map(({ priceCents: _price, stockQty: _qty, ...line }) => line),
      totalQty: lines.reduce((total, line) => total + line.qty, 0),
      totalAmount: toYuan(sumCents(lines)),
      selectedAmount: toYuan(sumCents(lines.filter((line) => line.selected))),
    };
  }

  /** Serialises the changes of one user's cart (a row lock that leaves foreign keys alone). */
  async lockUser(tx: Tx, userId: number) {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('no key update');
  }

  /**
   * Adds `qty` units of the stock entry chosen by `sku`. A new line is created (or a line
   * grown) by one conditional upsert under the user's cart lock, so that the limits (stock,
   * 99 per line, 50 lines) hold whatever runs at the same time; the reason of a refusal is
   * read after.
   */
  async add(userId: number, itemId: number, qty: number, sku: Record<string, string>) {
    await this.prune(this.db, userId);
    const catalogue = this.deps.catalogue;
    const item = await catalogue.saleItemRow(itemId);
    checkChoice(item.skuAttributes, sku, 'select');
    const stockId = await catalogue.stockIdFor(itemId, sku);
    if (stockId === undefined) throw fail.unprocessable('cart.outOfStock');
    const available = sql`(select ${stocks.qty} from ${stocks} where ${stocks.id} = ${stockId} and ${stocks.onSale})`;
    // A line already in the cart grows by one conditional update: no lock is needed, since
    // only a new line counts towards the 50.
    const grown = await this.db
      .update(cartLines)
      .set({ qty: sql`${cartLines.qty} + ${qty}`, selected: true })
      .where(
        and(
          eq(cartLines.userId, userId),
          eq(cartLines.stockId, stockId),
          lte(sql`${cartLines.qty} + ${qty}`, sql`least(${MAX_QTY}, ${available})`),
        ),
      )
      .returning({ id: cartLines.id });
    if (grown.length === 1) return this.cart(userId);
    const now = this.deps.now().toISOString();
    const added = await this.db.transaction(async (tx) => {
      await this.lockUser(tx, userId);
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

  /**
   * Sets a line's quantity (0 or less removes it) in one statement that also checks the
   * owner and the stock; the reason of a refusal is read after.
   */
  async changeQty(userId: number, id: number, qty: number) {
    await this.prune(this.db, userId);
    const mine = and(eq(cartLines.id, id), eq(cartLines.userId, userId));
    const changed =
      qty <= 0
        ? await this.db.delete(cartLines).where(mine).returning({ id: cartLines.id })
        : await this.db
            .update(cartLines)
            .set({ qty })
            .from(stocks)
            .where(and(mine, eq(stocks.id, cartLines.stockId), lte(sql`${qty}`, stocks.qty)))
            .returning({ id: cartLines.id });
    if (changed.length === 0) {
      await this.ownLine(this.db, userId, id);
      throw fail.unprocessable('cart.outOfStock');
    }
    return this.cart(userId);
  }

  async remove(userId: number, id: number) {
    await this.prune(this.db, userId);
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
    await this.prune(this.db, userId);
    await this.checkOwnLines(this.db, userId, ids);
    await this.db
      .update(cartLines)
      .set({ selected: inArray(cartLines.id, ids) })
      .where(eq(cartLines.userId, userId));
    return this.cart(userId);
  }

  /** Sets the selected flag of some lines, or of every line when `ids` is left out. */
  async select(userId: number, ids: number[] | undefined, selected: boolean) {
    await this.prune(this.db, userId);
    if (ids) await this.checkOwnLines(this.db, userId, ids);
    await this.db
      .update(cartLines)
      .set({ selected })
      .where(and(eq(cartLines.userId, userId), ids ? inArray(cartLines.id, ids) : undefined));
    return this.cart(userId);
  }

  /** The shopping menu of a category (the catalogue's menu sections). */
  menu(id: string, locale: Locale) {
    return this.deps.catalogue.menu(id, locale);
  }
}
