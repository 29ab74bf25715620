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
  it('defaults to Chinese, the default theme and the system colour mode', () => {
    expect(readPreferences(storageWith(null))).toEqual({
      locale: 'zh-Hans',
      theme: 'default',
      mode: 'system',
    });
  });

  it('keeps saved values that are known', () => {
    const saved = JSON.stringify({ locale: 'mn', theme: 'green2', mode: 'dark' });
    expect(readPreferences(storageWith(saved))).toEqual({
      locale: 'mn',
      theme: 'green2',
      mode: 'dark',
    });
  });

  it('drops unknown values and unreadable storage', () => {
    const saved = JSON.stringify({ locale: 'fr', theme: 'neon', mode: 'dim' });
    expect(readPreferences(storageWith(saved))).toEqual(readPreferences(storageWith(null)));
    expect(readPreferences(storageWith('{not json'))).toEqual(readPreferences(storageWith(null)));
  });
});
