import type { components } from '@citylife/api-client';

export type CheckoutRequest = components['schemas']['CheckoutRequest'];
export type DeliveryType = components['schemas']['DeliveryType'];
export type Voucher = components['schemas']['Voucher'];

/** The shop's clock: pick-up dates and times are in Asia/Shanghai (UTC+8, no summer time). */
const SHANGHAI_OFFSET_MINUTES = 8 * 60;
/** A slot of today must start at least this long from now (contract, tag cart). */
export const PICKUP_LEAD_MINUTES = 60;

/** Today's date (`YYYY-MM-DD`) and the minutes since midnight, in Asia/Shanghai. */
export function shanghaiClock(now: Date): { date: string; minutes: number } {
  const shifted = new Date(now.getTime() + SHANGHAI_OFFSET_MINUTES * 60_000);
  return {
    date: shifted.toISOString().slice(0, 10),
    minutes: shifted.getUTCHours() * 60 + shifted.getUTCMinutes(),
  };
}

function minutesOf(clock: string): number {
  const [hours = 0, minutes = 0] = clock.split(':').map(Number);
  return hours * 60 + minutes;
}

/**
 * The pick-up times offered for a date: every slot the server lists, but on today's date
 * only those starting at least an hour from now. The server checks the rest (a slot must
 * also lie within that day's opening hours).
 */
export function pickupTimes(times: readonly string[], date: string, now: Date): string[] {
  const today = shanghaiClock(now);
  if (date !== today.date) return [...times];
  return times.filter((clock) => minutesOf(clock) >= today.minutes + PICKUP_LEAD_MINUTES);
}

/** The first date with a pick-up time left, and that time. */
export function firstPickupSlot(
  dates: readonly string[],
  times: readonly string[],
  now: Date,
): { date: string; time: string } | undefined {
  for (const date of dates) {
    const [time] = pickupTimes(times, date, now);
    if (time) return { date, time };
  }
  return undefined;
}

/** Vouchers a cart order may use: usable now and not meant for other kinds of order. */
export function checkoutVouchers(vouchers: readonly Voucher[]): Voucher[] {
  return vouchers.filter(
    (voucher) =>
      voucher.status === 'usable' &&
      (voucher.orders.length === 0 || voucher.orders.includes('ShoppingCartOrder')),
  );
}

export interface CheckoutForm {
  deliveryType: DeliveryType;
  date: string;
  time: string;
  contact: string;
  mobile: string;
  addressId: number | undefined;
  voucherId: number | undefined;
  memo: string;
}

/** The checkout form's fields, named as the server names them in its field messages. */
export const checkoutFields = [
  'deliveryType',
  'selfPickDate',
  'selfPickTime',
  'contact',
  'mobile',
  'addressId',
  'voucherId',
  'memo',
] as const;
export type CheckoutField = (typeof checkoutFields)[number];

const MAINLAND_MOBILE = /^1[3-9]\d{9}$/;

/** What is missing or malformed before the server is asked (per field, as the server answers). */
export function checkForm(
  form: CheckoutForm,
): Partial<Record<CheckoutField, 'required' | 'invalid'>> {
  const problems: Partial<Record<CheckoutField, 'required' | 'invalid'>> = {};
  if (form.deliveryType === 'self') {
    if (!form.date) problems.selfPickDate = 'required';
    if (!form.time) problems.selfPickTime = 'required';
    if (!form.contact.trim()) problems.contact = 'required';
    if (!form.mobile.trim()) problems.mobile = 'required';
    else if (!MAINLAND_MOBILE.test(form.mobile.trim())) problems.mobile = 'invalid';
  } else if (form.addressId === undefined) {
    problems.addressId = 'required';
  }
  return problems;
}

/** The body of checkoutValidate and checkoutConfirm for a form. */
export function checkoutRequest(form: CheckoutForm): CheckoutRequest {
  const common = {
    ...(form.voucherId !== undefined ? { voucherId: form.voucherId } : {}),
    memo: form.memo.trim(),
  };
  if (form.deliveryType === 'self') {
    return {
      deliveryType: 'self',
      selfPickDate: form.date,
      selfPickTime: form.time,
      contact: form.contact.trim(),
      mobile: form.mobile.trim(),
      ...common,
    };
  }
  return { deliveryType: 'express', addressId: form.addressId, ...common };
}

/** Whether a phone number of an address can serve as the pick-up mobile. */
export function isMobileNumber(phone: string): boolean {
  return MAINLAND_MOBILE.test(phone);
}
