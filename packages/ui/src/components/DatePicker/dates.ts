import dayjs from 'dayjs';

/** Earliest birth date the product accepts; the latest is today. */
export const BIRTH_DATE_MIN = '1940-01-01';

export interface DateParts {
  year: number;
  month: number;
  day: number;
}

const pad = (value: number) => String(value).padStart(2, '0');

export function formatParts({ year, month, day }: DateParts): string {
  return `${year}-${pad(month)}-${pad(day)}`;
}

export function toParts(date: string): DateParts {
  const parsed = dayjs(date);
  return { year: parsed.year(), month: parsed.month() + 1, day: parsed.date() };
}

export function daysInMonth(year: number, month: number): number {
  return dayjs(`${year}-${pad(month)}-01`).daysInMonth();
}

/** Whether `date` is a real `YYYY-MM-DD` date. */
export function isValidDate(date: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(date) && dayjs(date).format('YYYY-MM-DD') === date;
}

/** Fits the day into its month, then the date into `[min, max]`. */
export function normalizeParts(parts: DateParts, min: string, max: string): DateParts {
  const day = Math.min(parts.day, daysInMonth(parts.year, parts.month));
  const date = formatParts({ ...parts, day });
  if (date < min) return toParts(min);
  if (date > max) return toParts(max);
  return { ...parts, day };
}

const range = (from: number, to: number) =>
  Array.from({ length: Math.max(0, to - from + 1) }, (_, index) => from + index);

/** Years from the latest down to the earliest. */
export function yearOptions(min: string, max: string): number[] {
  return range(toParts(min).year, toParts(max).year).reverse();
}

export function monthOptions(year: number, min: string, max: string): number[] {
  const low = toParts(min);
  const high = toParts(max);
  return range(year === low.year ? low.month : 1, year === high.year ? high.month : 12);
}

export function dayOptions(year: number, month: number, min: string, max: string): number[] {
  const low = toParts(min);
  const high = toParts(max);
  const first = year === low.year && month === low.month ? low.day : 1;
  const last = year === high.year && month === high.month ? high.day : daysInMonth(year, month);
  return range(first, last);
}
