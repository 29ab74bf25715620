import type { components } from '@citylife/api-client';
import { api } from '../../api/client';

export type MemberSummary = components['schemas']['Member'];
export type MemberLevel = components['schemas']['MemberLevel'];
export type AccountLogEntry = components['schemas']['AccountLogEntry'];
export type CreditLogEntry = components['schemas']['CreditLogEntry'];
export type Paycode = components['schemas']['Paycode'];
export type PaycodeState = components['schemas']['PaycodeState'];
export type TopupSlot = components['schemas']['TopupSlot'];
export type FavoriteItem = components['schemas']['ItemMeta'];
export type Address = components['schemas']['Address'];
export type AddressInput = components['schemas']['AddressInput'];
export type Order = components['schemas']['Order'];
export type OrderType = components['schemas']['OrderType'];

/** Logs, favourites and orders load 10 at a time. */
export const PAGE_SIZE = 10;

export function fetchSummary() {
  return api.call((client) => client.GET('/member/getSummary/'));
}

/** What WeChat's `wx.addCard` needs to add the member's card to the WeChat card package. */
export function fetchWechatCardPackage() {
  return api.call((client) => client.GET('/member/wechatAddPackage'));
}

/** Keeps the code of the member card WeChat has just added. */
export function storeWechatCardCode(code: string) {
  return api.call((client) =>
    client.POST('/member/updateWechatCode/{code}', { params: { path: { code } } }),
  );
}

export function fetchAccount() {
  return api.call((client) => client.GET('/member/getAccount/'));
}

export function fetchAccountLog(pageno: number, pagesize: number) {
  return api.call((client) =>
    client.GET('/member/getAccountLog/', { params: { query: { pageno, pagesize } } }),
  );
}

export function fetchCredit() {
  return api.call((client) => client.GET('/member/getCredit/'));
}

export function fetchCreditLog(pageno: number, pagesize: number) {
  return api.call((client) =>
    client.GET('/member/getCreditLog/', { params: { query: { pageno, pagesize } } }),
  );
}

export function issuePaycode() {
  return api.call((client) => client.GET('/member/getPaycode/'));
}

/** Polled every 3 s: neither the loading bar nor a snackbar for each look. */
export function fetchPaycodeStatus(code: string) {
  return api.call(
    (client) => client.GET('/member/getPaycodeStatus/{code}', { params: { path: { code } } }),
    { alert: false, loading: false },
  );
}

export async function fetchTopupSlots() {
  const profile = await api.call((client) => client.GET('/member/getTopupProfile/'));
  return profile.slots;
}

/** A failure shows under the slots, so no snackbar. */
export async function createTopupOrder(amount: number) {
  const order = await api.call(
    (client) => client.POST('/member/createTopupOrder/', { body: { amount } }),
    { alert: false },
  );
  return order.order_sn;
}

export function fetchMyLevel() {
  return api.call((client) => client.GET('/member/getLevel/'));
}

export function fetchAllLevels() {
  return api.call((client) => client.GET('/member/getAllLevels/'));
}

export async function fetchFavorites(pageno: number, pagesize: number) {
  const page = await api.call((client) =>
    client.GET('/favorite/getList/', { params: { query: { pageno, pagesize } } }),
  );
  return page.objects;
}

export function removeFavorite(id: number) {
  return api.call((client) => client.GET('/favorite/remove/{id}', { params: { path: { id } } }));
}

export function fetchAddresses() {
  return api.call((client) => client.GET('/user/getAddresses'));
}

/** Field errors go under the form's fields, so no snackbar. */
export function saveAddress(body: AddressInput) {
  return api.call((client) => client.POST('/user/updateAddress', { body }), { alert: false });
}

export function removeAddress(id: number) {
  return api.call((client) => client.GET('/user/removeAddress/{id}', { params: { path: { id } } }));
}

export function setDefaultAddress(id: number) {
  return api.call((client) =>
    client.GET('/user/setDefaultAddress/{id}', { params: { path: { id } } }),
  );
}

export function fetchOrders(type: OrderType, pageno: number, pagesize: number) {
  return api.call((client) =>
    client.GET('/order/getOrderByType/{type}', {
      params: { path: { type }, query: { pageno, pagesize } },
    }),
  );
}

export function fetchOrder(sn: string) {
  return api.call((client) => client.GET('/order/getOrder/{sn}', { params: { path: { sn } } }));
}

/** The three values are SHA-256 hashes; per-field failures show under the fields. */
export function modifyPassword(body: {
  oldpassword: string;
  newpassword: string;
  passwordconfirm: string;
}) {
  return api.call((client) => client.POST('/user/modifyPassword/', { body }), { alert: false });
}

/** Every voucher of the member (all statuses), 100 a call until a short page. */
export async function fetchAllVouchers() {
  const size = 100;
  const all: components['schemas']['Voucher'][] = [];
  for (let page = 1; ; page += 1) {
    const { objects } = await api.call((client) =>
      client.GET('/voucher/search/{a}/{b}', { params: { path: { a: page, b: size } } }),
    );
    all.push(...objects);
    if (objects.length < size) return all;
  }
}

export function fetchVoucher(id: number) {
  return api.call((client) => client.GET('/voucher/getById/{id}', { params: { path: { id } } }));
}
