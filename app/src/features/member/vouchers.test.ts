import { describe, expect, it } from 'vitest';
import { voucherStatusOf, vouchersByStatus, type Voucher } from './vouchers';

const voucher = (id: number, status: Voucher['status']): Voucher => ({
  id,
  name: `券 ${id}`,
  amount: 5,
  threshold: 50,
  perUserQuantity: 1,
  perCycleQuantity: 0,
  effectiveDays: 30,
  applyTime: '2026-01-10T08:00:00+08:00',
  shops: [],
  orders: [],
  status,
  expiresAt: '2026-02-09T08:00:00+08:00',
});

describe('the voucher list', () => {
  it('puts each voucher under its status, keeping the server order', () => {
    const groups = vouchersByStatus([
      voucher(1, 'usable'),
      voucher(2, 'expired'),
      voucher(3, 'usable'),
      voucher(4, 'used'),
    ]);
    expect(groups.usable.map((entry) => entry.id)).toEqual([1, 3]);
    expect(groups.used.map((entry) => entry.id)).toEqual([4]);
    expect(groups.expired.map((entry) => entry.id)).toEqual([2]);
  });

  it('reads a tab from the query, usable by default', () => {
    expect(voucherStatusOf('used')).toBe('used');
    expect(voucherStatusOf('expired')).toBe('expired');
    expect(voucherStatusOf('gone')).toBe('usable');
    expect(voucherStatusOf(null)).toBe('usable');
  });
});
