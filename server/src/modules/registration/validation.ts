import type { components } from '@citylife/api-client/schema';
import { MOBILE_PATTERN } from '../../lib/text.js';
import type { Message } from '../../http/errors.js';

/** A return registration as the contract describes it. */
export type RegistrationInput = components['schemas']['ReturnRegistrationInput'];

export const TRAFFIC_FIELDS = ['train', 'bus', 'air', 'car', 'carpooling'] as const;

const ID_WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const ID_CHECK = '10X98765432';

/** Whether `text` (YYYYMMDD or YYYY-MM-DD) is a real calendar date. */
function realDate(year: number, month: number, day: number): Date | undefined {
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day
    ? date
    : undefined;
}

/**
 * Whether `value` is an 18-character resident identity number: 17 digits and a check
 * character (ISO 7064 MOD 11-2), with a real birth date (from 1900, not after `today`)
 * in characters 7 to 14.
 */
export function isResidentIdNumber(value: string, today: string): boolean {
  if (!/^\d{17}[\dX]$/.test(value)) return false;
  const birth = realDate(
    Number(value.slice(6, 10)),
    Number(value.slice(10, 12)),
    Number(value.slice(12, 14)),
  );
  if (!birth || birth.getUTCFullYear() < 1900) return false;
  if (birth.toISOString().slice(0, 10) > today) return false;
  const sum = ID_WEIGHTS.reduce((total, weight, i) => total + weight * Number(value[i]), 0);
  return ID_CHECK[sum % 11] === value[17];
}

const blank = (value: string | undefined) => value === undefined || value.trim() === '';

/**
 * The per-field failures of a return registration, all at once; empty when
 * the form passes. `today` is the caller's date (YYYY-MM-DD, China time).
 */
export function validateRegistration(input: RegistrationInput, today: string) {
  const errors: Record<string, Message> = {};
  const required = (field: string) => {
    errors[field] = { key: `registration.required.${field}` };
  };
  for (const field of ['community', 'homeAddress', 'name', 'city', 'address'] as const) {
    if (blank(input[field])) required(field);
  }
  for (const field of ['sex', 'jobType', 'healthCode', 'healthState', 'tested'] as const) {
    if (input[field] === undefined) required(field);
  }
  const mobile = input.mobile?.trim() ?? '';
  if (mobile === '') required('mobile');
  else if (!MOBILE_PATTERN.test(mobile)) errors.mobile = { key: 'registration.invalid.mobile' };

  const idNo = input.idNo?.trim().toUpperCase() ?? '';
  if (idNo === '') required('idNo');
  else if (!isResidentIdNumber(idNo, today)) errors.idNo = { key: 'registration.invalid.idNo' };

  if (TRAFFIC_FIELDS.every((field) => blank(input[field]))) required('trafficType');

  if (input.temp === undefined) required('temp');
  else if (input.temp < 35 || input.temp > 42) {
    errors.temp = { key: 'registration.invalid.temp' };
  }

  if (input.tested === 'y') {
    if (!input.lastTestDate) required('lastTestDate');
    else if (input.lastTestDate > today) {
      errors.lastTestDate = { key: 'registration.invalid.lastTestDate' };
    }
  }
  return { errors, mobile, idNo };
}
