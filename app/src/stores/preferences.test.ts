import { describe, expect, it } from 'vitest';
import { createCookieStore, type CookieJar } from './cookies';
import { createPreferences, readPreferences } from './preferences';

function storageWith(value: string | null): Storage {
  const map = new Map<string, string>();
  if (value !== null) map.set('citylife.preferences', value);
  return {
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, v: string) => void map.set(key, v),
    removeItem: (key: string) => void map.delete(key),
    clear: () => map.clear(),
    key: () => null,
    length: map.size,
  };
}

describe('readPreferences', () => {
  it('defaults to Chinese, the default theme, the system colour mode, no music, no debugging', () => {
    expect(readPreferences(storageWith(null))).toEqual({
      locale: 'zh-Hans',
      theme: 'default',
      mode: 'system',
      music: false,
      debugging: false,
    });
  });

  it('keeps saved values that are known', () => {
    const saved = JSON.stringify({ locale: 'mn', mode: 'dark', music: true, debugging: true });
    expect(readPreferences(storageWith(saved), 'green2')).toEqual({
      locale: 'mn',
      theme: 'green2',
      mode: 'dark',
      music: true,
      debugging: true,
    });
  });

  it('takes the theme from its cookie over an older saved one', () => {
    const saved = JSON.stringify({ theme: 'mono' });
    expect(readPreferences(storageWith(saved), 'christmas').theme).toBe('christmas');
    expect(readPreferences(storageWith(saved), undefined).theme).toBe('mono');
  });

  it('drops unknown values and unreadable storage', () => {
    const saved = JSON.stringify({ locale: 'fr', theme: 'neon', mode: 'dim', music: 'loud' });
    expect(readPreferences(storageWith(saved), 'neon')).toEqual(readPreferences(storageWith(null)));
    expect(readPreferences(storageWith('{not json'))).toEqual(readPreferences(storageWith(null)));
  });
});

/** A cookie jar in memory. */
function jarWith(initial: Record<string, string> = {}) {
  const cookies = new Map(Object.entries(initial));
  const jar: CookieJar = {
    get: (name) => cookies.get(name),
    set: (name, value) => void cookies.set(name, value),
    remove: (name) => void cookies.delete(name),
  };
  return { jar, cookies };
}

describe("the site's default theme", () => {
  it('applies until the visitor chooses, and is not saved as a choice', () => {
    const { jar, cookies } = jarWith();
    const preferences = createPreferences(storageWith(null), createCookieStore(jar));
    preferences.applySiteTheme('christmas');
    expect(preferences.state.theme).toBe('christmas');
    // The colour mode changes with the theme unchanged: still no choice of theme.
    preferences.setAppearance({ theme: 'christmas', mode: 'dark' });
    expect(cookies.has('theme')).toBe(false);
    preferences.applySiteTheme('green');
    expect(preferences.state.theme).toBe('green');
  });

  it("gives way to the visitor's choice, made before or after it arrives", () => {
    const before = jarWith({ theme: 'mono' });
    const chosenBefore = createPreferences(storageWith(null), createCookieStore(before.jar));
    chosenBefore.applySiteTheme('christmas');
    expect(chosenBefore.state.theme).toBe('mono');

    const after = jarWith();
    const chosenAfter = createPreferences(storageWith(null), createCookieStore(after.jar));
    chosenAfter.applySiteTheme('christmas');
    chosenAfter.setAppearance({ theme: 'default', mode: 'system' });
    expect(after.cookies.get('theme')).toBe('default');
    chosenAfter.applySiteTheme('green2');
    expect(chosenAfter.state.theme).toBe('default');
  });

  it('ignores a theme the app does not know', () => {
    const { jar } = jarWith();
    const preferences = createPreferences(storageWith(null), createCookieStore(jar));
    preferences.applySiteTheme('green');
    preferences.applySiteTheme('neon');
    preferences.applySiteTheme(undefined);
    expect(preferences.state.theme).toBe('green');
  });

  it('starts the next visit in the last one served, unless a choice is saved', async () => {
    const storage = storageWith(null);
    createPreferences(storage, createCookieStore(jarWith().jar)).applySiteTheme('green2');
    // The preferences are saved once the change has settled.
    await Promise.resolve();
    expect(readPreferences(storage).theme).toBe('green2');
    expect(readPreferences(storage, 'mono').theme).toBe('mono');
  });
});
