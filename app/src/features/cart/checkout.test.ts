import { describe, expect, it } from 'vitest';
import {
  checkForm,
  checkoutRequest,
  checkoutVouchers,
  firstPickupSlot,
  pickupTimes,
  shanghaiClock,
  type CheckoutForm,
  type Voucher,
} from './checkout';

const TIMES = ['08:30', '09:00', '09:30', '10:00', '19:30', '20:00', '20:30'];

describe('pick-up slots', () => {
  it('reads the clock in Asia/Shanghai, past midnight there before it is in UTC', () => {
    expect(shanghaiClock(new Date('2026-03-01T15:59:00Z'))).toEqual({
      date: '2026-03-01',
      minutes: 23 * 60 + 59,
    });
    expect(shanghaiClock(new Date('2026-03-01T16:05:00Z'))).toEqual({
      date: '2026-03-02',
      minutes: 5,
    });
  });

  it('offers today only the slots starting at least an hour from now', () => {
    // 09:00 in Shanghai.
    const now = new Date('2026-03-02T01:00:00Z');
    expect(pickupTimes(TIMES, '2026-03-02', now)).toEqual(['10:00', '19:30', '20:00', '20:30']);
    // 09:01: 10:00 is less than an hour away.
    expect(pickupTimes(TIMES, '2026-03-02', new Date('2026-03-02T01:01:00Z'))).toEqual([
      '19:30',
      '20:00',
      '20:30',
    ]);
    expect(pickupTimes(TIMES, '2026-03-03', now)).toEqual(TIMES);
  });

  it('starts at the first date that still has a slot', () => {
    // 20:00 in Shanghai: nothing left today.
    const evening = new Date('2026-03-02T12:00:00Z');
    expect(firstPickupSlot(['2026-03-02', '2026-03-03'], TIMES, evening)).toEqual({
      date: '2026-03-03',
      time: '08:30',
    });
    expect(firstPickupSlot(['2026-03-02'], TIMES, evening)).toBeUndefined();
    expect(firstPickupSlot([], TIMES, evening)).toBeUndefined();
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
