/**
 * China time (Asia/Shanghai, UTC+8 all year): the time the city's shops, events and
 * registrations keep, shown and entered the same way wherever the device is.
 */
const CHINA_TIME_ZONE = 'Asia/Shanghai';

/** A date and time in China time, in the interface language (e.g. "15 Dec 2026, 14:00"). */
export function formatChinaDateTime(iso: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: CHINA_TIME_ZONE,
  }).format(new Date(iso));
}

/** A calendar date (`YYYY-MM-DD`) in the interface language (e.g. "15 Dec 2026"). */
export function formatDay(date: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: CHINA_TIME_ZONE }).format(
    new Date(`${date}T12:00:00+08:00`),
  );
}

/** The date (`YYYY-MM-DD`) it is in China at `instant`. */
export function chinaDate(instant: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: CHINA_TIME_ZONE }).format(instant);
}

/** A date (`YYYY-MM-DD`) and a time of day (`HH:mm`) in China, as an instant. */
export function chinaInstant(date: string, time: string): Date {
  return new Date(`${date}T${time}:00+08:00`);
}

/** The instant as the contract writes times: ISO 8601 in China time (`+08:00`). */
export function chinaIso(instant: Date): string {
  const date = chinaDate(instant);
  const time = new Intl.DateTimeFormat('en-GB', {
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
    timeZone: CHINA_TIME_ZONE,
  }).format(instant);
  return `${date}T${time}+08:00`;
}

/** `days` days after a date (`YYYY-MM-DD`), counted on the calendar. */
export function addDays(date: string, days: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}
