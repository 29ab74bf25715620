/**
 * The app's clock. Screens and stores read the time here rather than with `new Date()`, so
 * that tests can set it: Playwright's `page.clock` moves the browser's time, and unit tests
 * call `setClock`.
 */
let source: () => Date = () => new Date();

/** The current time. */
export const now = (): Date => source();

/** Today's date (`YYYY-MM-DD`) in the device's own time zone. */
export function localToday(): string {
  const date = now();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** Replaces the clock; answers a function that puts the previous one back. */
export function setClock(next: () => Date): () => void {
  const previous = source;
  source = next;
  return () => {
    source = previous;
  };
}
