import { describe, expect, it } from 'vitest';
import {
  checkForm,
  checkoutRequest,
  checkoutVouchers,
  firstPickupSlot,
  goodsAmount,
  initialForm,
  pickupTimes,
  thresholdShortfall,
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

describe('voucher thresholds at checkout', () => {
  const fiveOffFifty = { threshold: 50 } as Voucher;

  it('adds up the goods to the cent', () => {
    expect(
      goodsAmount([
        { price: 8.5, qty: 3 },
        { price: 0.1, qty: 3 },
      ]),
    ).toBe(25.8);
    expect(goodsAmount([])).toBe(0);
  });

  it('says how much an order misses of a threshold, and nothing once reached', () => {
    expect(thresholdShortfall(fiveOffFifty, 38)).toBe(12);
    expect(thresholdShortfall(fiveOffFifty, 49.99)).toBe(0.01);
    expect(thresholdShortfall(fiveOffFifty, 50)).toBe(0);
    expect(thresholdShortfall({ threshold: 0 } as Voucher, 0)).toBe(0);
  });
});

describe('coming back to checkout from the address screen', () => {
  const address = (id: number, isDefault: boolean) => ({
    id,
    contact: `联系人${id}`,
    phone: '13912345678',
    province: '内蒙古自治区',
    city: '鄂尔多斯市',
    district: '康巴什区',
    detail: `${id} 号`,
    zip: '',
    default: isDefault,
  });
  const addresses = [address(1, true), address(2, false)];

  it('starts with pick-up and the default address when nothing is asked', () => {
    const form = initialForm(delivery, addresses);
    expect(form.deliveryType).toBe('self');
    expect(form.addressId).toBe(1);
  });

  it('chooses express delivery and the address just saved', () => {
    const form = initialForm(delivery, addresses, '?delivery=express&address=2');
    expect(form.deliveryType).toBe('express');
    expect(form.addressId).toBe(2);
  });

  it('keeps to what exists: an unknown address or an express the shop does not offer', () => {
    expect(initialForm(delivery, addresses, '?delivery=express&address=9').addressId).toBe(1);
    const selfOnly = { ...delivery, deliveryTypes: ['self' as const] };
    expect(initialForm(selfOnly, addresses, '?delivery=express&address=2').deliveryType).toBe(
      'self',
    );
  });
});
