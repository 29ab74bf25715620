import { describe, expect, it } from 'vitest';
import en from './locales/en.json';
import mn from './locales/mn.json';
import zhHans from './locales/zh-Hans.json';

type Catalogue = { [key: string]: string | Catalogue };

function flatten(catalogue: Catalogue, prefix = ''): Map<string, string> {
  const entries = new Map<string, string>();
  for (const [key, value] of Object.entries(catalogue)) {
    if (typeof value === 'string') entries.set(prefix + key, value);
    else for (const [k, v] of flatten(value, `${prefix}${key}.`)) entries.set(k, v);
  }
  return entries;
}

const catalogues = { 'zh-Hans': flatten(zhHans), en: flatten(en), mn: flatten(mn) };

describe('translation catalogues', () => {
  it('have identical keys in zh-Hans, en and mn', () => {
    const reference = [...catalogues['zh-Hans'].keys()].sort();
    expect([...catalogues.en.keys()].sort()).toEqual(reference);
    expect([...catalogues.mn.keys()].sort()).toEqual(reference);
  });

  it('have no empty entries', () => {
    for (const catalogue of Object.values(catalogues)) {
      for (const [key, value] of catalogue) expect(value.trim(), key).not.toBe('');
    }
  });

  it('translate into Mongolian rather than copying English', () => {
    // Language names are endonyms, the same in every catalogue by design.
    const copied = [...catalogues.mn].filter(
      ([key, value]) => /[A-Za-z]{3}/.test(value) && value === catalogues.en.get(key),
    );
    expect(copied).toEqual([]);
  });

  it('write Mongolian in Cyrillic and Chinese in Han characters', () => {
    for (const [key, value] of catalogues.mn) expect(value, key).toMatch(/[\u0400-\u04FF]/);
    for (const [key, value] of catalogues['zh-Hans']) expect(value, key).toMatch(/[\u4E00-\u9FFF]/);
  });
});
