import { createApiClient, type SessionProvider } from '@citylife/api-client';
import { preferences } from '../stores/preferences';
import { clearSession, session } from '../stores/session';
import { detectPlatform, deviceInfo } from './device';
import { fetchWithEarlyReads } from './earlyReads';

/**
 * Who is calling: the session store's user, the chosen locale, the device. No token: the
 * browser sends the server's HttpOnly session cookie with every call of this origin.
 */
const sessionProvider: SessionProvider = {
  getUserId: () => session.user?.id,
  getLocale: () => preferences.locale,
  getDevice: () => deviceInfo(preferences.locale),
  clear: clearSession,
};

const identity = {
  version: __APP_VERSION__,
  platform: detectPlatform(typeof navigator === 'undefined' ? '' : navigator.userAgent),
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
