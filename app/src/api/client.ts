import { createApiClient, type SessionProvider } from '@citylife/api-client';
import { fallbackLocale, type Locale } from '../i18n/i18n';
import { detectPlatform, deviceInfo } from './device';
import { fetchWithEarlyReads } from './earlyReads';

/** Who calls the API: the signed-in user, the chosen locale, and what a 401 clears. */
export interface Caller {
  userId(): number | undefined;
  locale(): Locale;
  /** Forgets the signed-in user (the server refused the session). */
  clear(): void;
}

/** Until the app's session introduces itself: nobody signed in, the fallback locale. */
let caller: Caller = { userId: () => undefined, locale: () => fallbackLocale, clear: () => {} };

/**
 * Sets who calls the API from now on. The stores sit above the API client: the session
 * store introduces itself here as it is created, rather than the client importing it.
 */
export function introduceCaller(next: Caller): void {
  caller = next;
}

/**
 * Who is calling: the caller's user, the chosen locale, the device. No token: the browser
 * sends the server's HttpOnly session cookie with every call of this origin.
 */
const sessionProvider: SessionProvider = {
  getUserId: () => caller.userId(),
  getLocale: () => caller.locale(),
  getDevice: () => deviceInfo(caller.locale()),
  clear: () => caller.clear(),
};

/** The build's identity; the request secret is sent only when the build sets one. */
const identity = {
  version: __APP_VERSION__,
  platform: detectPlatform(typeof navigator === 'undefined' ? '' : navigator.userAgent),
  secret: import.meta.env.VITE_REQUEST_SECRET || undefined,
};

/**
 * The app's one API client. The API is served by the page's own origin unless the build
 * sets VITE_API_BASE_URL (see the README: pointing the app at another backend).
 */
export const api = createApiClient({
  baseUrl: import.meta.env.VITE_API_BASE_URL ?? '',
  ...identity,
  session: sessionProvider,
  fetch: fetchWithEarlyReads,
});

/**
 * A client for the front-end origin's own files (`/version.json`), whose failures are
 * ignored, as a version check's are: nothing listens to its events, so a failed check
 * raises no network alert, and it does not retry.
 */
export const siteFiles = createApiClient({ baseUrl: '', ...identity, retries: 0 });
