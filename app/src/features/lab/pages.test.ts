import { describe, expect, it } from 'vitest';
import en from './locales/en.json';
import mn from './locales/mn.json';
import zhHans from './locales/zh-Hans.json';
import { lookUp } from '../../i18n/lookUp';
import { findLabPage, labPages } from './pages';

const catalogues = { 'zh-Hans': zhHans, en, mn };

describe('the lab registry', () => {
  it('names each page once, by a plain URL segment', () => {
    const names = labPages.map((page) => page.name);
    expect(new Set(names).size).toBe(names.length);
    for (const name of names) expect(name).toMatch(/^[a-z]+$/);
    expect(names).not.toContain('index');
  });

  it('finds a page by its name and nothing for an unknown one', () => {
    expect(findLabPage('compass')?.name).toBe('compass');
    expect(findLabPage('nothing')).toBeUndefined();
    expect(findLabPage(undefined)).toBeUndefined();
  });

  it('has a title and a description for every page in every language', () => {
    for (const page of labPages) {
      for (const [locale, catalogue] of Object.entries(catalogues)) {
        expect(lookUp(catalogue, page.title), `${locale} ${page.title}`).toBeTruthy();
        expect(lookUp(catalogue, page.description), `${locale} ${page.description}`).toBeTruthy();
      }
    }
  });

  it('answers feature detection with a plain yes or no', () => {
    for (const page of labPages) expect(typeof page.supported(), page.name).toBe('boolean');
  });
});
