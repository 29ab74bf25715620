import type { AddressCopy, addresses } from '../db/schema/index.js';

/**
 * A delivery address as the calls answer it, and as an express order keeps a copy of it:
 * the row's fields, with `default` for `isDefault`.
 */
export const addressCopy = (row: typeof addresses.$inferSelect): AddressCopy => ({
  id: row.id,
  contact: row.contact,
  phone: row.phone,
  province: row.province,
  city: row.city,
  district: row.district,
  detail: row.detail,
  zip: row.zip,
  default: row.isDefault,
});
