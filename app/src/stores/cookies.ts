import Cookies from 'js-cookie';
import { now } from './clock';

const MINUTE = 60 * 1000;
const DAY = 24 * 60 * MINUTE;

/**
 * The cookies the app keeps, with their lifetimes. The session token is not among them:
 * the server sets it on sign-in as an HttpOnly cookie (`token`, as long as the token is
 * valid) that no script reads or writes, and removes it on logout.
 */
const cookieLifetimes = {
  loginStatus: 7 * DAY,
  trackId: 7 * DAY,
  userInfo: 60 * DAY,
  returnUrl: 5 * MINUTE,
  loginRedirect: 5 * MINUTE,
  theme: 30 * DAY,
} as const;

export type CookieKey = keyof typeof cookieLifetimes;

/** Cookie names as they appear in the browser (tests read `track_id`). */
export const cookieNames: Record<CookieKey, string> = {
  loginStatus: 'login_status',
  trackId: 'track_id',
  userInfo: 'user_info',
  returnUrl: 'return_url',
  loginRedirect: 'login_redirect',
  theme: 'theme',
};

/** Where cookies are read and written: the browser's, or a recording one in tests. */
export interface CookieJar {
  get(name: string): string | undefined;
  set(name: string, value: string, expires: Date): void;
  remove(name: string): void;
}

export const browserCookieJar: CookieJar = {
  get: (name) => Cookies.get(name),
  set: (name, value, expires) => {
    Cookies.set(name, value, { expires, path: '/', sameSite: 'lax' });
  },
  remove: (name) => Cookies.remove(name, { path: '/' }),
};

/** When a cookie written at `now` expires. */
function cookieExpiry(key: CookieKey, now: Date): Date {
  return new Date(now.getTime() + cookieLifetimes[key]);
}

/** Reads and writes the app's cookies by key, each with its own lifetime. */
export function createCookieStore(jar: CookieJar, clock: () => Date = now) {
  return {
    get: (key: CookieKey) => jar.get(cookieNames[key]),
    set: (key: CookieKey, value: string) =>
      jar.set(cookieNames[key], value, cookieExpiry(key, clock())),
    remove: (key: CookieKey) => jar.remove(cookieNames[key]),
  };
}

export type CookieStore = ReturnType<typeof createCookieStore>;
