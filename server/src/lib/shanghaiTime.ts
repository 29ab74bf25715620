/**
 * Shop time is Asia/Shanghai: UTC+8 all year (no daylight saving), so local dates and
 * times are computed by shifting UTC by eight hours.
 */
const OFFSET_MS = 8 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** An instant as ISO 8601 in Asia/Shanghai (`2026-03-01T09:58:00+08:00`). */
export function isoShanghai(date: Date): string {
  const local = new Date(date.getTime() + OFFSET_MS);
  return (
    `${local.getUTCFullYear()}-${pad(local.getUTCMonth() + 1)}-${pad(local.getUTCDate())}` +
    `T${pad(local.getUTCHours())}:${pad(local.getUTCMinutes())}:${pad(local.getUTCSeconds())}+08:00`
  );
}

/** The local calendar date `YYYY-MM-DD` of an instant. */
export function localDate(date: Date): string {
  return isoShanghai(date).slice(0, 10);
}

/** Minutes since local midnight of an instant. */
export function localMinutes(date: Date): number {
  const local = new Date(date.getTime() + OFFSET_MS);
  return local.getUTCHours() * 60 + local.getUTCMinutes();
}

/** ISO weekday (1 Monday .. 7 Sunday) of a local date `YYYY-MM-DD`. */
export function isoWeekday(day: string): number {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return weekday === 0 ? 7 : weekday;
}

/** The local date `days` after the local date `day`. */
export function addDays(day: string, days: number): string {
  return new Date(new Date(`${day}T00:00:00Z`).getTime() + days * DAY_MS)
    .toISOString()
    .slice(0, 10);
}

/** The instant of a local date and `HH:MM` clock. */
export function instantOf(day: string, clock: string): Date {
  return new Date(new Date(`${day}T${clock}:00Z`).getTime() - OFFSET_MS);
}

/** `HH:MM` to minutes since midnight. */
export const clockMinutes = (clock: string): number =>
  Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3, 5));

/** Minutes since midnight to `HH:MM`. */
export const clockOf = (minutes: number): string =>
  `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;

/** Compact local stamp for order numbers: `YYYYMMDDHHmm`. */
export function orderStamp(date: Date): string {
  return isoShanghai(date).slice(0, 16).replace(/[-T:]/g, '');
}
