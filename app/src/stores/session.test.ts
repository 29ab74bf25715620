import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cookieNames, createCookieStore, type CookieJar } from './cookies';
import { createPreferences } from './preferences';
import { createSession, isAdmin, type SignInResult } from './session';

const NOW = new Date('2026-03-01T08:00:00.000Z');
const MINUTE = 60 * 1000;
const DAY = 24 * 60 * MINUTE;

/** A cookie jar that remembers each cookie's value and expiry. */
function recordingJar(initial: Record<string, string> = {}) {
  const cookies = new Map<string, { value: string; expires: Date | undefined }>(
    Object.entries(initial).map(([name, value]) => [name, { value, expires: undefined }]),
  );
  const jar: CookieJar = {
    get: (name) => cookies.get(name)?.value,
    set: (name, value, expires) => void cookies.set(name, { value, expires }),
    remove: (name) => void cookies.delete(name),
  };
  return { jar, cookies };
}

const result: SignInResult = {
  token: 'Q2l0eUxpZmVEZW1vVG9rZW4tMDAwMDAwMDAwMDAwMDE',
  expiresAt: '2026-03-08T08:00:00Z',
  user: { id: 7, avatar: '', nickname: '小王', roles: ['admin'] },
};

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});

afterEach(() => {
  vi.useRealTimers();
});

describe('session cookies', () => {
  it('creates a track id that lives 7 days', () => {
    const { jar, cookies } = recordingJar();
    const session = createSession(createCookieStore(jar), () => 'track-0123456789');
    expect(session.state.trackId).toBe('track-0123456789');
    expect(cookies.get(cookieNames.trackId)).toEqual({
      value: 'track-0123456789',
      expires: new Date(NOW.getTime() + 7 * DAY),
    });
  });

  it('keeps the login status 7 days and the user info 60 days, and never the token', () => {
    const { jar, cookies } = recordingJar();
    const session = createSession(createCookieStore(jar), () => 'track-0123456789');
    session.signIn(result);

    expect(cookies.get(cookieNames.loginStatus)).toEqual({
      value: '1',
      expires: new Date(NOW.getTime() + 7 * DAY),
    });
    expect(cookies.get(cookieNames.userInfo)?.expires).toEqual(new Date(NOW.getTime() + 60 * DAY));
    expect(JSON.parse(cookies.get(cookieNames.userInfo)?.value ?? '')).toEqual(result.user);
    // The token is the server's HttpOnly cookie: nothing of the app holds it.
    expect([...cookies.values()].map((cookie) => cookie.value)).not.toContain(result.token);
    expect(JSON.stringify(session.state)).not.toContain(result.token);
    expect(session.state).toMatchObject({ loggedIn: true, user: result.user });
  });

  it('keeps the return URL and the login redirect 5 minutes, and hands each out once', () => {
    const { jar, cookies } = recordingJar();
    const session = createSession(createCookieStore(jar), () => 'track-0123456789');
    session.rememberLoginRedirect('/member/center');
    session.rememberReturnUrl('/shoppingcart/cart?from=oauth');

    expect(cookies.get(cookieNames.loginRedirect)).toEqual({
      value: '/member/center',
      expires: new Date(NOW.getTime() + 5 * MINUTE),
    });
    expect(cookies.get(cookieNames.returnUrl)).toEqual({
      value: '/shoppingcart/cart?from=oauth',
      expires: new Date(NOW.getTime() + 5 * MINUTE),
    });
    expect(session.takeLoginRedirect()).toBe('/member/center');
    expect(session.takeLoginRedirect()).toBeUndefined();
    expect(session.takeReturnUrl()).toBe('/shoppingcart/cart?from=oauth');
    expect(session.takeReturnUrl()).toBeUndefined();
  });

  it('keeps the theme choice 30 days', () => {
    const { jar, cookies } = recordingJar();
    const preferences = createPreferences(undefined, createCookieStore(jar));
    preferences.setAppearance({ theme: 'christmas', mode: 'dark' });
    expect(cookies.get(cookieNames.theme)).toEqual({
      value: 'christmas',
      expires: new Date(NOW.getTime() + 30 * DAY),
    });
    expect(preferences.state).toMatchObject({ theme: 'christmas', mode: 'dark' });
  });

  it('computes each expiry from the time of writing', () => {
    const { jar, cookies } = recordingJar();
    const session = createSession(createCookieStore(jar), () => 'track-0123456789');
    const later = new Date(NOW.getTime() + 3 * DAY);
    vi.setSystemTime(later);
    session.signIn(result);
    expect(cookies.get(cookieNames.loginStatus)?.expires).toEqual(
      new Date(later.getTime() + 7 * DAY),
    );
    // The track id written at start keeps its own expiry.
    expect(cookies.get(cookieNames.trackId)?.expires).toEqual(new Date(NOW.getTime() + 7 * DAY));
  });

  it('clears the login on logout or a 401, keeping the track id', () => {
    const { jar, cookies } = recordingJar();
    const session = createSession(createCookieStore(jar), () => 'track-0123456789');
    session.signIn(result);
    session.clear();

    expect(cookies.get(cookieNames.loginStatus)?.value).toBe('0');
    expect(cookies.has(cookieNames.userInfo)).toBe(false);
    expect(cookies.get(cookieNames.trackId)?.value).toBe('track-0123456789');
    expect(session.state).toMatchObject({ loggedIn: false, user: undefined });
  });

  it('never reads or writes a cookie named token (the server sets and removes it)', () => {
    const { jar, cookies } = recordingJar({ token: 'set-by-the-server' });
    const spies = [vi.spyOn(jar, 'get'), vi.spyOn(jar, 'set'), vi.spyOn(jar, 'remove')];
    const session = createSession(createCookieStore(jar), () => 'track-0123456789');
    session.signIn(result);
    session.updateUser(result.user);
    session.clear();
    const names = spies.flatMap((spy) => spy.mock.calls.map(([name]) => name));
    expect(names).toContain(cookieNames.loginStatus);
    expect(names).not.toContain('token');
    expect(cookies.get('token')).toEqual({ value: 'set-by-the-server', expires: undefined });
  });
});

describe('reading the session back', () => {
  it('is signed in with a login status of 1', () => {
    const { jar } = recordingJar({
      [cookieNames.loginStatus]: '1',
      [cookieNames.userInfo]: JSON.stringify(result.user),
      [cookieNames.trackId]: 'kept-track-id-1',
    });
    const session = createSession(createCookieStore(jar), () => 'unused-track-id');
    expect(session.state).toEqual({
      loggedIn: true,
      user: result.user,
      trackId: 'kept-track-id-1',
    });
  });

  it('is signed out with a login status of 0 or none, and then has no user', () => {
    for (const status of ['0', undefined]) {
      const { jar } = recordingJar({
        ...(status === undefined ? {} : { [cookieNames.loginStatus]: status }),
        [cookieNames.userInfo]: JSON.stringify(result.user),
      });
      const session = createSession(createCookieStore(jar), () => 'track-0123456789');
      expect(session.state).toMatchObject({ loggedIn: false, user: undefined });
    }
  });

  it('replaces a malformed track id and ignores unreadable user info', () => {
    const { jar, cookies } = recordingJar({
      [cookieNames.loginStatus]: '1',
      [cookieNames.userInfo]: '{oops',
      [cookieNames.trackId]: 'bad id!',
    });
    const session = createSession(createCookieStore(jar), () => 'track-0123456789');
    expect(session.state.trackId).toBe('track-0123456789');
    expect(cookies.get(cookieNames.trackId)?.value).toBe('track-0123456789');
    expect(session.state.user).toBeUndefined();
    expect(session.state.loggedIn).toBe(true);
  });
});

describe('isAdmin', () => {
  it('is true only with the admin role', () => {
    expect(isAdmin(result.user)).toBe(true);
    expect(isAdmin({ roles: ['editor'] })).toBe(false);
    expect(isAdmin(undefined)).toBe(false);
  });
});
