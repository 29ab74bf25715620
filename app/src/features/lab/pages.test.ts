import { describe, expect, it } from 'vitest';
import shellEn from '../../i18n/locales/en.json';
import shellMn from '../../i18n/locales/mn.json';
import shellZhHans from '../../i18n/locales/zh-Hans.json';
import { resolveRoute } from '../../shell/routes';
import en from './locales/en.json';
import mn from './locales/mn.json';
import zhHans from './locales/zh-Hans.json';
import { findLabPage, labPages } from './pages';
import { labPaths } from './paths';

type Catalogue = { [key: string]: string | Catalogue };

function lookUp(catalogue: Catalogue, key: string): string | undefined {
  let node: string | Catalogue | undefined = catalogue;
  for (const part of key.split('.')) {
    node = typeof node === 'object' ? node[part] : undefined;
  }
  return typeof node === 'string' ? node : undefined;
}

const catalogues = { 'zh-Hans': zhHans, en, mn };
const shellCatalogues = { 'zh-Hans': shellZhHans, en: shellEn, mn: shellMn };

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

  it('gives every page a lab route of its own that asks for sign-in exactly when it needs it', () => {
    for (const page of labPages) {
      const match = resolveRoute(labPaths.page(page.name));
      expect(match?.route.area, page.name).toBe('lab');
      expect(Boolean(match?.route.auth), page.name).toBe(page.needsSignIn);
    }
    expect(findLabPage('signin')?.needsSignIn).toBe(true);
    expect(resolveRoute(labPaths.index)?.route.screen).toBe('index');
  });

  it('titles a page with a route of its own as the lab catalogue does', () => {
    for (const page of labPages) {
      const route = resolveRoute(labPaths.page(page.name))!.route;
      if (route.screen === 'page') continue;
      expect(route.screen).toBe(page.name);
      for (const [locale, catalogue] of Object.entries(catalogues)) {
        const shell = shellCatalogues[locale as keyof typeof catalogues];
        expect(lookUp(shell, route.title!), `${locale} ${page.name}`).toBe(
          lookUp(catalogue, page.title),
        );
      }
    }
  });

  it('answers feature detection with a plain yes or no', () => {
    for (const page of labPages) expect(typeof page.supported(), page.name).toBe('boolean');
  });
});
