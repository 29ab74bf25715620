import { and, count, desc, eq, ne } from 'drizzle-orm';
import { ClockedDbService } from '../../context.js';
import type { components } from '@citylife/api-client/schema';
import { addresses, users } from '../../db/schema/index.js';
import { fail } from '../../http/errors.js';
import type { SuccessData } from '../../http/operations.js';
import { addressCopy } from '../../lib/addresses.js';
import type { Tx } from '../../lib/db.js';
import { invalidAreaField } from './areaPath.js';

export type Address = SuccessData<'saveAddress'>;
export const MAX_ADDRESSES = 20;

type AddressRow = typeof addresses.$inferSelect;

export type AddressInput = components['schemas']['AddressInput'];

/** Serializes changes to one user's addresses (the 20-address limit, the one default). */
const lockUser = (tx: Tx, userId: number) =>
  tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');

const toAddress = (row: AddressRow): Address => addressCopy(row);

/** The caller's addresses, acting only on the caller's own rows. */
export class AddressService extends ClockedDbService {
  /** The default address first, then the others, most recently saved first. */
  async list(userId: number): Promise<Address[]> {
    const rows = await this.db
      .select()
      .from(addresses)
      .where(eq(addresses.userId, userId))
      .orderBy(desc(addresses.isDefault), desc(addresses.updatedAt), desc(addresses.id))
      .limit(MAX_ADDRESSES);
    return rows.map(toAddress);
  }

  async getDefault(userId: number): Promise<Address | null> {
    const [row] = await this.db
      .select()
      .from(addresses)
      .where(and(eq(addresses.userId, userId), eq(addresses.isDefault, true)))
      .limit(1);
    return row ? toAddress(row) : null;
  }

  /** The caller's address `id`: 404 when there is none, 403 when another user owns it. */
  private async owned(userId: number, id: number): Promise<AddressRow> {
    const [row] = await this.db.select().from(addresses).where(eq(addresses.id, id)).limit(1);
    if (!row) throw fail.notFound('user.addressNotFound');
    if (row.userId !== userId) throw fail.forbidden();
    return row;
  }

  async save(userId: number, input: AddressInput): Promise<Address> {
    const existing = input.id === undefined ? undefined : await this.owned(userId, input.id);
    const invalid = invalidAreaField(input, false);
    if (invalid) throw fail.fields({ [invalid]: { key: `user.invalid.${invalid}` } });

    const now = this.now();
    const values = {
      contact: input.contact,
      phone: input.phone,
      province: input.province,
      city: input.city,
      district: input.district,
      detail: input.detail,
      zip: input.zip ?? '',
      updatedAt: now,
    };
    // An address that stays what it was (the default, or not) is one update, with no lock:
    // the default flag is not written, so a concurrent change of the default stands.
    if (existing && (existing.isDefault || input.default !== true)) {
      const [row] = await this.db
        .update(addresses)
        .set(values)
        .where(and(eq(addresses.id, existing.id), eq(addresses.userId, userId)))
        .returning();
      if (!row) throw fail.notFound('user.addressNotFound');
      return toAddress(row);
    }
    const saved = await this.db.transaction(async (tx) => {
      await lockUser(tx, userId);
      const [{ n } = { n: 0 }] = await tx
        .select({ n: count() })
        .from(addresses)
        .where(eq(addresses.userId, userId));
      if (!existing && n >= MAX_ADDRESSES) throw fail.unprocessable('user.tooManyAddresses');
      // The first address is the default; `default: false` never takes the flag away.
      const makeDefault =
        n === 0 || (existing ? existing.isDefault : false) || input.default === true;
      if (makeDefault) {
        const others = existing
          ? and(eq(addresses.userId, userId), ne(addresses.id, existing.id))
          : eq(addresses.userId, userId);
        await tx.update(addresses).set({ isDefault: false }).where(others);
      }
      if (existing) {
        const [row] = await tx
          .update(addresses)
          .set({ ...values, isDefault: makeDefault })
          .where(and(eq(addresses.id, existing.id), eq(addresses.userId, userId)))
          .returning();
        return row;
      }
      const [row] = await tx
        .insert(addresses)
        .values({ ...values, userId, isDefault: makeDefault, createdAt: now })
        .returning();
      return row;
    });
    if (!saved) throw fail.notFound('user.addressNotFound');
    return toAddress(saved);
  }

  /** Removes an address; when it was the default, the most recently saved one takes over. */
  async remove(userId: number, id: number): Promise<Address[]> {
    await this.owned(userId, id);
    await this.db.transaction(async (tx) => {
      await lockUser(tx, userId);
      const [removed] = await tx
        .delete(addresses)
        .where(and(eq(addresses.id, id), eq(addresses.userId, userId)))
        .returning({ isDefault: addresses.isDefault });
      if (!removed?.isDefault) return;
      const [next] = await tx
        .select({ id: addresses.id })
        .from(addresses)
        .where(eq(addresses.userId, userId))
        .orderBy(desc(addresses.updatedAt), desc(addresses.id))
        .limit(1);
      if (next)
        await tx.update(addresses).set({ isDefault: true }).where(eq(addresses.id, next.id));
    });
    return this.list(userId);
  }

  async setDefault(userId: number, id: number): Promise<Address[]> {
    const row = await this.owned(userId, id);
    if (!row.isDefault) {
      await this.db.transaction(async (tx) => {
        await lockUser(tx, userId);
        await tx
          .update(addresses)
          .set({ isDefault: false })
          .where(and(eq(addresses.userId, userId), eq(addresses.isDefault, true)));
        await tx
          .update(addresses)
          .set({ isDefault: true })
          .where(and(eq(addresses.id, id), eq(addresses.userId, userId)));
      });
    }
    return this.list(userId);
  }
}
