import { proxy } from 'valtio/vanilla';
import type { components } from '@citylife/api-client';
import { introduceCaller } from '../api/client';
import { browserCookieJar, createCookieStore, type CookieKey, type CookieStore } from './cookies';
import { preferences } from './preferences';

export type UserInfo = components['schemas']['UserInfo'];
export type SignInResult = components['schemas']['SignInResult'];

export interface SessionState {
  /**
   * Login status (1 in the cookie): signed in. The token itself is the server's HttpOnly
   * session cookie, which the browser sends with every call and no script can read.
   */
  loggedIn: boolean;
  user: UserInfo | undefined;
  /** Names the captcha of this browser; sent as `sessionId` in the sign-in bodies. */
  trackId: string;
}

const TRACK_ID = /^[A-Za-z0-9_-]{8,64}$/;

function randomTrackId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

function parseUser(text: string | undefined): UserInfo | undefined {
  if (!text) return undefined;
  try {
    const value = JSON.parse(text) as Partial<UserInfo> | null;
    if (value && typeof value.id === 'number' && typeof value.nickname === 'string') {
      return {
        id: value.id,
        nickname: value.nickname,
        avatar: typeof value.avatar === 'string' ? value.avatar : '',
        roles: Array.isArray(value.roles) ? value.roles.filter((r) => typeof r === 'string') : [],
      };
    }
  } catch {
    // An unreadable cookie counts as no user info.
  }
  return undefined;
}

/**
 * The signed-in user and the track id, kept in cookies (login status and track id 7 days,
 * user info 60 days), plus the two 5-minute redirects (return URL, login redirect). The
 * session token is never here: the server keeps it in an HttpOnly cookie; a revoked or
 * expired one meets its 401 on the first call, which clears this session.
 */
export function createSession(cookies: CookieStore, newTrackId: () => string = randomTrackId) {
  const loggedIn = cookies.get('loginStatus') === '1';
  let trackId = cookies.get('trackId');
  if (!trackId || !TRACK_ID.test(trackId)) {
    trackId = newTrackId();
    cookies.set('trackId', trackId);
  }

  const state = proxy<SessionState>({
    loggedIn,
    user: loggedIn ? parseUser(cookies.get('userInfo')) : undefined,
    trackId,
  });

  /**
   * Stores the login status and user info of a successful sign-in (whose answer also set
   * the session cookie); the token in the answer is not kept.
   */
  function signIn(result: SignInResult) {
    state.user = result.user;
    state.loggedIn = true;
    cookies.set('loginStatus', '1');
    cookies.set('userInfo', JSON.stringify(result.user));
  }

  /** Replaces the user info (after reading it again from the server). */
  function updateUser(user: UserInfo) {
    state.user = user;
    if (state.loggedIn) cookies.set('userInfo', JSON.stringify(user));
  }

  /** Forgets the user: logout (whose answer also removed the session cookie), or a 401. */
  function clear() {
    state.loggedIn = false;
    state.user = undefined;
    cookies.set('loginStatus', '0');
    cookies.remove('userInfo');
  }

  /** A path kept in the cookie `name` until it is taken, once. */
  function pathCookie(name: CookieKey) {
    return {
      remember: (path: string) => {
        cookies.set(name, path);
      },
      take: (): string | undefined => {
        const path = cookies.get(name);
        cookies.remove(name);
        return path || undefined;
      },
    };
  }
  /** Where to continue after signing in (an auth route that was blocked). */
  const loginRedirect = pathCookie('loginRedirect');
  /** Where to come back to after leaving the app (a social sign-in, a payment page). */
  const returnUrl = pathCookie('returnUrl');

  return {
    state,
    signIn,
    updateUser,
    clear,
    rememberLoginRedirect: loginRedirect.remember,
    takeLoginRedirect: loginRedirect.take,
    rememberReturnUrl: returnUrl.remember,
    takeReturnUrl: returnUrl.take,
  };
}

const sessionStore = createSession(createCookieStore(browserCookieJar));

/** The app's session; read it with `useSnapshot(session)` in render. */
export const session = sessionStore.state;
export const {
  signIn,
  updateUser,
  clear: clearSession,
  rememberLoginRedirect,
  takeLoginRedirect,
  rememberReturnUrl,
  takeReturnUrl,
} = sessionStore;

// The API's calls carry this session's user and the chosen locale; a 401 clears the session.
introduceCaller({
  userId: () => session.user?.id,
  locale: () => preferences.locale,
  clear: clearSession,
});

export function isAdmin(user: { readonly roles: readonly string[] } | undefined): boolean {
  return user?.roles.includes('admin') ?? false;
}
