import type { components } from '@citylife/api-client';
import { isMainlandMobile } from '@citylife/ui';
import { paths, withQuery } from '../../lib/paths';

type Address = components['schemas']['Address'];
type AddressInput = components['schemas']['AddressInput'];

/** A node of the area tree, as much of it as the form needs. */
export interface AreaTreeNode {
  name: string;
  children?: readonly AreaTreeNode[];
}

export interface AddressForm {
  /** The address being edited; none for a new one. */
  id: number | undefined;
  contact: string;
  phone: string;
  /** Province, city and district names, from the top level down. */
  area: string[];
  detail: string;
  zip: string;
  isDefault: boolean;
}

export type AddressField = 'contact' | 'phone' | 'area' | 'detail' | 'zip';
export type AddressProblem = 'required' | 'invalid' | 'tooLong' | 'district';

/** The contract's bounds (AddressInput, PhoneNumber). */
export const CONTACT_MAX = 32;
export const DETAIL_MAX = 120;
/** A landline with its area code, e.g. 010-12345678. */
const LANDLINE = /^0\d{2,3}-?\d{7,8}$/;
const ZIP = /^(\d{6})?$/;

export function addressFormOf(address?: Address): AddressForm {
  if (!address) {
    return {
      id: undefined,
      contact: '',
      phone: '',
      area: [],
      detail: '',
      zip: '',
      isDefault: false,
    };
  }
  return {
    id: address.id,
    contact: address.contact,
    phone: address.phone,
    area: [address.province, address.city, address.district].filter(Boolean),
    detail: address.detail,
    zip: address.zip,
    isDefault: address.default,
  };
}

function childrenOf(tree: readonly AreaTreeNode[], path: readonly string[]) {
  let nodes: readonly AreaTreeNode[] | undefined = tree;
  for (const name of path) nodes = nodes?.find((node) => node.name === name)?.children;
  return nodes ?? [];
}

/**
 * What keeps the address from being saved: a contact (up to 32 characters), a mainland
 * mobile or landline number, a province and city (and the district when the city has
 * districts), a street address (up to 120 characters), and an optional six-digit postcode.
 */
export function checkAddress(
  form: AddressForm,
  tree: readonly AreaTreeNode[],
): Partial<Record<AddressField, AddressProblem>> {
  const problems: Partial<Record<AddressField, AddressProblem>> = {};
  const contact = form.contact.trim();
  if (!contact) problems.contact = 'required';
  else if (contact.length > CONTACT_MAX) problems.contact = 'tooLong';

  const phone = form.phone.trim();
  if (!phone) problems.phone = 'required';
  else if (!isMainlandMobile(phone) && !LANDLINE.test(phone)) problems.phone = 'invalid';

  const [province, city, district] = form.area;
  if (!province || !city) problems.area = 'required';
  else if (!district && childrenOf(tree, [province, city]).length > 0) problems.area = 'district';

  const detail = form.detail.trim();
  if (!detail) problems.detail = 'required';
  else if (detail.length > DETAIL_MAX) problems.detail = 'tooLong';

  if (!ZIP.test(form.zip.trim())) problems.zip = 'invalid';
  return problems;
}

/** The body of `/user/updateAddress` for a checked form. */
export function addressInputOf(form: AddressForm): AddressInput {
  const [province = '', city = '', district = ''] = form.area;
  return {
    ...(form.id === undefined ? {} : { id: form.id }),
    contact: form.contact.trim(),
    phone: form.phone.trim(),
    province,
    city,
    district,
    detail: form.detail.trim(),
    zip: form.zip.trim(),
    default: form.isDefault,
  };
}

/** Where a server field error belongs on the form (the three area names share one picker). */
export function addressFieldOf(serverField: string): AddressField | undefined {
  if (serverField === 'province' || serverField === 'city' || serverField === 'district') {
    return 'area';
  }
  const fields: readonly string[] = ['contact', 'phone', 'detail', 'zip'];
  return fields.includes(serverField) ? (serverField as AddressField) : undefined;
}

/** The query that opens the address screen from checkout, which it returns to after a save. */
export const FROM_CHECKOUT = { from: 'checkout' } as const;

/**
 * Where a save on the address screen leads: back to checkout, with express delivery to the
 * saved address, when the screen was opened from checkout; else nowhere (the list stays).
 */
export function afterSave(search: string, saved: Address): string | undefined {
  if (new URLSearchParams(search).get('from') !== FROM_CHECKOUT.from) return undefined;
  return withQuery(paths.shoppingcart.checkout, { delivery: 'express', address: saved.id });
}
