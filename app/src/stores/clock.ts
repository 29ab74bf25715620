/**
 * The current time. Screens and stores read the time here rather than with `new Date()`, so
 * that there is one place to read it; tests set it with Playwright's `page.clock`, which
 * moves the browser's time.
 */
export const now = (): Date => new Date();

/** Today's date (`YYYY-MM-DD`) in the device's own time zone. */
export function localToday(): string {
  const date = now();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}
