import { describe, expect, it } from 'vitest';
import {
  checkForm,
  checkoutRequest,
  checkoutVouchers,
  firstPickupSlot,
  pickupTimes,
  timeForDate,
  type CheckoutForm,
  type Delivery,
  type Voucher,
} from './checkout';

const slots = (...clocks: string[]) => clocks.map((clock) => ({ clock }));

/** Monday evening: one slot left today, a weekday and a Saturday after it. */
const delivery: Delivery = {
  deliveryTypes: ['self', 'express'],
  selfAvailableDates: [
    { value: '2026-03-02', times: slots('19:30') },
    { value: '2026-03-03', times: slots('09:30', '10:00', '19:30') },
    { value: '2026-03-07', times: slots('08:30', '09:00', '20:30') },
  ],
  selfAvailableTimes: slots('19:30'),
  deliveryFee: 8,
};

describe('pick-up slots', () => {
  it('offers for a date exactly the times the server lists for it', () => {
    expect(pickupTimes(delivery, '2026-03-02')).toEqual(['19:30']);
    expect(pickupTimes(delivery, '2026-03-03')).toEqual(['09:30', '10:00', '19:30']);
    expect(pickupTimes(delivery, '2026-03-07')).toEqual(['08:30', '09:00', '20:30']);
    expect(pickupTimes(delivery, '2026-03-04')).toEqual([]);
  });

  it('starts at the first date with its first time', () => {
    expect(firstPickupSlot(delivery)).toEqual({ date: '2026-03-02', time: '19:30' });
    expect(firstPickupSlot({ ...delivery, selfAvailableDates: [] })).toBeUndefined();
  });

  it('keeps the chosen time on a new date that has it, else takes that date’s first', () => {
    expect(timeForDate(delivery, '2026-03-03', '19:30')).toBe('19:30');
    // 08:30 is a weekend time: a weekday starts at 09:30.
    expect(timeForDate(delivery, '2026-03-03', '08:30')).toBe('09:30');
    expect(timeForDate(delivery, '2026-03-07', '09:30')).toBe('08:30');
    expect(timeForDate(delivery, '2026-03-04', '09:30')).toBe('');
  });
});

function voucher(id: number, changes: Partial<Voucher>): Voucher {
  return {
    id,
    name: `voucher ${id}`,
    amount: 5,
    threshold: 50,
    perUserQuantity: 1,
    perCycleQuantity: 1,
    effectiveDays: 30,
    applyTime: '2026-03-01T10:00:00+08:00',
    shops: [],
    orders: [],
    status: 'usable',
    expiresAt: '2026-03-31T10:00:00+08:00',
    ...changes,
  };
}

describe('checkout vouchers', () => {
  it('keeps usable vouchers for cart orders or for every order', () => {
    const found = checkoutVouchers([
      voucher(1, { orders: ['ShoppingCartOrder'] }),
      voucher(2, { orders: ['DiyOrder'] }),
      voucher(3, {}),
      voucher(4, { status: 'expired' }),
      voucher(5, { status: 'used', orders: ['ShoppingCartOrder'] }),
    ]);
    expect(found.map((entry) => entry.id)).toEqual([1, 3]);
  });
});

const selfPick: CheckoutForm = {
  deliveryType: 'self',
  date: '2026-03-03',
  time: '10:00',
  contact: ' 张三 ',
  mobile: '13800138000',
  addressId: 4,
  voucherId: undefined,
  memo: '  ',
};

describe('checkout form', () => {
  it('asks for the pick-up contact and a mainland mobile number', () => {
    expect(checkForm(selfPick)).toEqual({});
    expect(checkForm({ ...selfPick, contact: ' ', mobile: '' })).toEqual({
      contact: 'required',
      mobile: 'required',
    });
    expect(checkForm({ ...selfPick, mobile: '1380013800' })).toEqual({ mobile: 'invalid' });
    expect(checkForm({ ...selfPick, mobile: '12800138000' })).toEqual({ mobile: 'invalid' });
    expect(checkForm({ ...selfPick, time: '' })).toEqual({ selfPickTime: 'required' });
  });

  it('asks for an address for express delivery, and nothing else', () => {
    const express: CheckoutForm = { ...selfPick, deliveryType: 'express', contact: '', mobile: '' };
    expect(checkForm(express)).toEqual({});
    expect(checkForm({ ...express, addressId: undefined })).toEqual({ addressId: 'required' });
  });

  it('sends the fields of the chosen delivery type, trimmed', () => {
    expect(checkoutRequest(selfPick)).toEqual({
      deliveryType: 'self',
      selfPickDate: '2026-03-03',
      selfPickTime: '10:00',
      contact: '张三',
      mobile: '13800138000',
      memo: '',
    });
    expect(
      checkoutRequest({ ...selfPick, deliveryType: 'express', voucherId: 1, memo: ' 放门口 ' }),
    ).toEqual({ deliveryType: 'express', addressId: 4, voucherId: 1, memo: '放门口' });
  });
});
