import type { components } from '@citylife/api-client';

export type Voucher = components['schemas']['Voucher'];
export type VoucherStatus = components['schemas']['VoucherStatus'];

/** The voucher list's tabs, in order. */
export const voucherStatuses: readonly VoucherStatus[] = ['usable', 'used', 'expired'];

/** The vouchers of each status, in the order the server listed them. */
export function vouchersByStatus(vouchers: readonly Voucher[]): Record<VoucherStatus, Voucher[]> {
  const groups: Record<VoucherStatus, Voucher[]> = { usable: [], used: [], expired: [] };
  for (const voucher of vouchers) groups[voucher.status].push(voucher);
  return groups;
}

/** The status a tab's id names, or `usable` for anything else. */
export function voucherStatusOf(id: string | null | undefined): VoucherStatus {
  return voucherStatuses.find((status) => status === id) ?? 'usable';
}
