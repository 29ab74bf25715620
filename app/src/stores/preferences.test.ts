import { describe, expect, it } from 'vitest';
import { readPreferences } from './preferences';

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
