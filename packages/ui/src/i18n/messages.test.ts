import { describe, expect, it } from 'vitest';
import { formatMessage, kitCatalogues, kitLocales, resolveKitLocale } from './messages';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('kit catalogues', () => {
  const reference = Object.keys(kitCatalogues.en).sort();

  it.each(kitLocales)('%s has exactly the keys of en', (locale) => {
    expect(Object.keys(kitCatalogues[locale]).sort()).toEqual(reference);
  });

  it.each(kitLocales)('%s has no empty message and the same placeholders as en', (locale) => {
    for (const key of reference) {
      const text = kitCatalogues[locale][key as keyof typeof kitCatalogues.en];
      expect(text.trim(), key).not.toBe('');
      expect(placeholders(text), key).toEqual(
        placeholders(kitCatalogues.en[key as keyof typeof kitCatalogues.en]),
      );
    }
  });

  it('writes every Mongolian message in Cyrillic, never as the English text', () => {
    for (const [key, text] of Object.entries(kitCatalogues.mn)) {
      expect(text, key).toMatch(/[\u0400-\u04ff]/);
      expect(text, key).not.toBe(kitCatalogues.en[key as keyof typeof kitCatalogues.en]);
    }
  });

  it('writes every Chinese message with Han characters', () => {
    for (const [key, text] of Object.entries(kitCatalogues['zh-Hans'])) {
      expect(text, key).toMatch(/\p{Script=Han}/u);
    }
  });

  it('keeps the texts the specification quotes', () => {
    expect(kitCatalogues.en['network.offline']).toBe('You are offline.');
    expect(kitCatalogues.en['network.online']).toBe('You are online.');
    expect(kitCatalogues.en['cart.pleaseChoose']).toBe('please choose');
    expect(kitCatalogues.en['cart.pleaseSelect']).toBe('please select {attribute}');
    expect(kitCatalogues.en['cart.added']).toBe('added to cart');
    expect(kitCatalogues.en['upload.failed']).toBe('upload failed, please retry');
  });
});

describe('resolveKitLocale', () => {
  it.each([
    ['en', 'en'],
    ['en-GB', 'en'],
    ['mn', 'mn'],
    ['mn-MN', 'mn'],
    ['zh-Hans', 'zh-Hans'],
    ['zh-CN', 'zh-Hans'],
    ['fr', 'zh-Hans'],
    [undefined, 'zh-Hans'],
  ])('maps %s to %s', (tag, expected) => {
    expect(resolveKitLocale(tag)).toBe(expected);
  });
});

describe('formatMessage', () => {
  it('fills named placeholders and leaves unknown ones', () => {
    expect(formatMessage('please select {attribute}', { attribute: 'colour' })).toBe(
      'please select colour',
    );
    expect(formatMessage('{a} and {b}', { a: 1 })).toBe('1 and {b}');
  });
});
