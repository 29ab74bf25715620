import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { hasMessage, localeOf, translate } from './translate.js';

type Catalogue = { [key: string]: string | Catalogue };
const flatten = (catalogue: Catalogue, prefix = ''): string[] =>
  Object.entries(catalogue).flatMap(([key, value]) =>
    typeof value === 'string' ? [prefix + key] : flatten(value, `${prefix}${key}.`),
  );
const keysOf = (locale: string) =>
  flatten(
    JSON.parse(readFileSync(new URL(`./locales/${locale}.json`, import.meta.url), 'utf8')),
  ).sort();

describe('server messages', () => {
  it('have the same keys in zh-Hans, en and mn', () => {
    expect(keysOf('en')).toEqual(keysOf('zh-Hans'));
    expect(keysOf('mn')).toEqual(keysOf('zh-Hans'));
  });

  it('translate with placeholders in the caller locale', () => {
    expect(translate('en', 'errors.required', { field: 'mobile' })).toBe('mobile required');
    expect(translate('zh-Hans', 'errors.unauthorized')).toBe('请先登录');
    expect(translate('mn', 'errors.notFound')).toBe('Олдсонгүй');
  });

  it('fall back to zh-Hans for an unknown locale and to the key for an unknown message', () => {
    expect(localeOf('fr')).toBe('zh-Hans');
    expect(localeOf(['en'])).toBe('en');
    expect(translate('en', 'no.such.key')).toBe('no.such.key');
    expect(hasMessage('errors.forbidden')).toBe(true);
    expect(hasMessage('errors.nope')).toBe(false);
  });
});
