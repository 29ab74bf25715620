import type { components } from '@citylife/api-client';
import { isMainlandMobile } from '@citylife/ui';

export type CheckoutRequest = components['schemas']['CheckoutRequest'];
export type DeliveryType = components['schemas']['DeliveryType'];
export type Voucher = components['schemas']['Voucher'];

export type Delivery = components['schemas']['Delivery'];
type Address = components['schemas']['Address'];

/** The pick-up times the server offers for a date (none for a date it does not offer). */
export function pickupTimes(delivery: Delivery, date: string): string[] {
  const day = delivery.selfAvailableDates.find((entry) => entry.value === date);
  return day ? day.times.map((time) => time.clock) : [];
}

/** The default pick-up choice: the first date the server offers and its first time. */
export function firstPickupSlot(delivery: Delivery): { date: string; time: string } | undefined {
  const [day] = delivery.selfAvailableDates;
  const [time] = day?.times ?? [];
  return day && time ? { date: day.value, time: time.clock } : undefined;
}

/** The time to keep when the date changes: the chosen one if the new date has it, else its first. */
export function timeForDate(delivery: Delivery, date: string, time: string): string {
  const offered = pickupTimes(delivery, date);
  return offered.includes(time) ? time : (offered[0] ?? '');
}

/** Vouchers a cart order may use: usable now and not meant for other kinds of order. */
export function checkoutVouchers(vouchers: readonly Voucher[]): Voucher[] {
  return vouchers.filter(
    (voucher) =>
      voucher.status === 'usable' &&
      (voucher.orders.length === 0 || voucher.orders.includes('ShoppingCartOrder')),
  );
}

/** The goods amount of the selected lines, in yuan (what a voucher's threshold is held to). */
export function goodsAmount(lines: readonly { price: number; qty: number }[]): number {
  return lines.reduce((cents, line) => cents + Math.round(line.price * 100) * line.qty, 0) / 100;
}

/**
 * How far an order's goods amount falls short of a voucher's threshold (0 when it reaches
 * it): such a voucher is shown, disabled, with what is missing.
 */
export function thresholdShortfall(voucher: Voucher, goods: number): number {
  return Math.max(0, Math.round(voucher.threshold * 100) - Math.round(goods * 100)) / 100;
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
    else if (!isMainlandMobile(form.mobile.trim())) problems.mobile = 'invalid';
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
  return isMainlandMobile(phone);
}

/**
 * The form checkout starts with: the default address and the first pick-up slot, or, back
 * from the address screen (`?delivery=express&address=ID`), express delivery to that address.
 */
export function initialForm(
  delivery: Delivery,
  addresses: readonly Address[],
  search = '',
): CheckoutForm {
  const query = new URLSearchParams(search);
  const back = addresses.find((entry) => String(entry.id) === query.get('address'));
  const express = query.get('delivery') === 'express' && delivery.deliveryTypes.includes('express');
  const address = back ?? addresses.find((entry) => entry.default) ?? addresses[0];
  const slot = firstPickupSlot(delivery);
  return {
    deliveryType: express ? 'express' : (delivery.deliveryTypes[0] ?? 'self'),
    date: slot?.date ?? delivery.selfAvailableDates[0]?.value ?? '',
    time: slot?.time ?? '',
    contact: address?.contact ?? '',
    mobile: address && isMobileNumber(address.phone) ? address.phone : '',
    addressId: address?.id,
    voucherId: undefined,
    memo: '',
  };
}
