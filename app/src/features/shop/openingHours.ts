import type { components } from '@citylife/api-client';

export type OpeningHours = components['schemas']['OpeningHours'];

/** Shops keep Asia/Shanghai time (UTC+8, no summer time). */
const SHANGHAI_OFFSET_MS = 8 * 3600_000;

function minutesOf(clock: string): number {
  const [hours = 0, minutes = 0] = clock.split(':').map(Number);
  return hours * 60 + minutes;
}

/** ISO weekday (1 Monday to 7 Sunday) and minutes since midnight, in Asia/Shanghai. */
export function shopClock(now: Date): { weekday: number; minutes: number } {
  const shifted = new Date(now.getTime() + SHANGHAI_OFFSET_MS);
  return {
    weekday: ((shifted.getUTCDay() + 6) % 7) + 1,
    minutes: shifted.getUTCHours() * 60 + shifted.getUTCMinutes(),
  };
}

/** Whether a shop is open at `now` (opening time included, closing time excluded). */
export function isOpenAt(hours: OpeningHours, now: Date): boolean {
  const { weekday, minutes } = shopClock(now);
  return hours.some(
    (entry) =>
      entry.weekdays.includes(weekday) &&
      minutes >= minutesOf(entry.open) &&
      minutes < minutesOf(entry.close),
  );
}

/**
 * Consecutive weekdays as runs (`[1,2,3,4,5]` -> `[[1,5]]`, `[1,3,4]` -> `[[1,1],[3,4]]`),
 * for labels like "Mon–Fri".
 */
export function weekdayRuns(weekdays: readonly number[]): [number, number][] {
  const sorted = [...new Set(weekdays)].sort((a, b) => a - b);
  const runs: [number, number][] = [];
  for (const day of sorted) {
    const last = runs.at(-1);
    if (last && day === last[1] + 1) last[1] = day;
    else runs.push([day, day]);
  }
  return runs;
}
