import { patternSource, routePatterns } from '../lib/paths';

/**
 * Public API reads a landing page needs first, started by index.html's boot script while the
 * app's code is still on its way: the page's data no longer waits for the code to run before
 * it is asked for. Each entry is a path pattern (regular expression source) and the exact
 * URLs the page's screen then reads, as the typed client writes them. Only reads whose answer
 * is the same for every caller belong here (no session, no per-user fields).
 */
export const EARLY_READS: [pattern: string, urls: string[]][] = [
  // The URLs are the contract's API calls, not routes.
  // eslint-disable-next-line no-restricted-syntax
  [patternSource(routePatterns.event.index), ['/event/search/?pageno=1&pagesize=100']],
  [
    patternSource(routePatterns.classified.index),
    // eslint-disable-next-line no-restricted-syntax
    ['/classified/getCategories/', '/classified/latest/?pageno=1&pagesize=6'],
  ],
];

declare global {
  interface Window {
    /** The boot script's early reads by URL: the response, or null when it failed. */
    citylifeEarlyReads?: Record<string, Promise<Response | null>>;
  }
}

/**
 * The app's fetch: a GET the boot script already started for this page is answered from it,
 * once; anything else (and an early read that failed) goes to the network.
 */
export function fetchWithEarlyReads(request: Request): Promise<Response> {
  const early = typeof window === 'undefined' ? undefined : window.citylifeEarlyReads;
  if (early && request.method === 'GET') {
    const url = new URL(request.url);
    const key = `${url.pathname}${url.search}`;
    const started = url.origin === window.location.origin ? early[key] : undefined;
    if (started) {
      delete early[key];
      return started.then((response) => response ?? globalThis.fetch(request));
    }
  }
  return globalThis.fetch(request);
}
