const WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const CHECK = '10X98765432';

/**
 * Whether `value` is a mainland resident identity number: 17 digits and a check character
 * (ISO 7064 MOD 11-2, `X` for ten) over them, with a real birth date from 1900 in
 * characters 7 to 14 that is not after `today` (YYYY-MM-DD). A lower-case `x` counts.
 */
export function isResidentIdNumber(text: string, today: string): boolean {
  const value = text.trim().toUpperCase();
  if (!/^\d{17}[\dX]$/.test(value)) return false;
  const year = Number(value.slice(6, 10));
  const month = Number(value.slice(10, 12));
  const day = Number(value.slice(12, 14));
  const birth = new Date(Date.UTC(year, month - 1, day));
  if (
    year < 1900 ||
    birth.getUTCFullYear() !== year ||
    birth.getUTCMonth() !== month - 1 ||
    birth.getUTCDate() !== day
  ) {
    return false;
  }
  if (birth.toISOString().slice(0, 10) > today) return false;
  const sum = WEIGHTS.reduce((total, weight, i) => total + weight * Number(value[i]), 0);
  return CHECK[sum % 11] === value[17];
}
