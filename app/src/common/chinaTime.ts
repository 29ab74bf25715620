/**
 * China time (Asia/Shanghai, UTC+8 all year): the time the city's shops, events and
 * registrations keep, shown and entered the same way wherever the device is.
 */
const CHINA_TIME_ZONE = 'Asia/Shanghai';

/** Whether this browser's Intl has the dates of `locale` (Chromium's built-in data lacks Mongolian). */
function intlWrites(locale: string): boolean {
  return new Intl.DateTimeFormat(locale).resolvedOptions().locale.split('-')[0] === locale;
}

/** The numbers of an instant's date and time in China. */
function chinaParts(instant: Date) {
  const parts = new Intl.DateTimeFormat('en-GB', {
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: CHINA_TIME_ZONE,
  }).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((entry) => entry.type === type)?.value ?? '';
  const weekday = new Intl.DateTimeFormat('en-GB', { weekday: 'short', timeZone: CHINA_TIME_ZONE })
    .formatToParts(instant)
    .find((entry) => entry.type === 'weekday')?.value;
  const monthDay = `${Number(part('month'))}-р сарын ${Number(part('day'))}`;
  return {
    date: `${Number(part('year'))} оны ${monthDay}`,
    time: `${part('hour')}:${part('minute')}`,
    shortDay: `${monthDay}. ${MONGOLIAN_WEEKDAYS[ENGLISH_WEEKDAYS.indexOf(weekday ?? '')]}`,
  };
}

/** The week's days as `en-GB` abbreviates them, and as the Unicode data abbreviates them in Mongolian. */
const ENGLISH_WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONGOLIAN_WEEKDAYS = ['Ня', 'Да', 'Мя', 'Лх', 'Пү', 'Ба', 'Бя'];

/**
 * An instant in China time in Mongolian, as the Unicode CLDR writes Mongolian medium dates
 * ("2026 оны 3-р сарын 1 10:30"): for browsers whose Intl has no Mongolian data.
 */
export function mongolianChinaTime(instant: Date, withTime: boolean): string {
  const { date, time } = chinaParts(instant);
  return withTime ? `${date} ${time}` : date;
}

/** A date (and time) in China time in the interface language, Mongolian included. */
function formatChina(instant: Date, locale: string, withTime: boolean): string {
  if (locale === 'mn' && !intlWrites('mn')) return mongolianChinaTime(instant, withTime);
  return new Intl.DateTimeFormat(locale, {
    dateStyle: 'medium',
    ...(withTime ? { timeStyle: 'short' as const } : {}),
    timeZone: CHINA_TIME_ZONE,
  }).format(instant);
}

/**
 * A calendar date (`YYYY-MM-DD`) short, with its weekday, in the interface language
 * ("Mon 30 Nov", "11月30日周一", "11-р сарын 30. Да").
 */
export function formatShortDay(date: string, locale: string): string {
  const instant = new Date(`${date}T12:00:00+08:00`);
  if (locale === 'mn' && !intlWrites('mn')) return chinaParts(instant).shortDay;
  return new Intl.DateTimeFormat(locale, {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    timeZone: CHINA_TIME_ZONE,
  }).format(instant);
}

/** A date and time in China time, in the interface language (e.g. "15 Dec 2026, 14:00"). */
export function formatChinaDateTime(iso: string, locale: string): string {
  return formatChina(new Date(iso), locale, true);
}

/** The date of an instant in China time, in the interface language (e.g. "15 Dec 2026"). */
export function formatChinaDate(iso: string, locale: string): string {
  return formatChina(new Date(iso), locale, false);
}

/** A calendar date (`YYYY-MM-DD`) in the interface language (e.g. "15 Dec 2026"). */
export function formatDay(date: string, locale: string): string {
  return formatChina(new Date(`${date}T12:00:00+08:00`), locale, false);
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
