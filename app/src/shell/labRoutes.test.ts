// The lab's pages as the route table serves them: each one under a lab route of its own.
import { describe, expect, it } from 'vitest';
import en from '../features/lab/locales/en.json';
import mn from '../features/lab/locales/mn.json';
import zhHans from '../features/lab/locales/zh-Hans.json';
import { lookUp } from '../i18n/lookUp';
import { findLabPage, labPages } from '../features/lab/pages';
import shellEn from '../i18n/locales/en.json';
import shellMn from '../i18n/locales/mn.json';
import shellZhHans from '../i18n/locales/zh-Hans.json';
import { paths } from '../lib/paths';
import { resolveRoute } from './routes';

const catalogues = { 'zh-Hans': zhHans, en, mn };
const shellCatalogues = { 'zh-Hans': shellZhHans, en: shellEn, mn: shellMn };

describe("the lab's routes", () => {
  it('gives every page a lab route of its own that asks for sign-in exactly when it needs it', () => {
    for (const page of labPages) {
      const match = resolveRoute(paths.lab.page(page.name));
      expect(match?.route.area, page.name).toBe('lab');
      expect(Boolean(match?.route.auth), page.name).toBe(page.needsSignIn);
    }
    expect(findLabPage('signin')?.needsSignIn).toBe(true);
    expect(resolveRoute(paths.lab.index)?.route.screen).toBe('index');
  });

  it('titles a page with a route of its own as the lab catalogue does', () => {
    for (const page of labPages) {
      const route = resolveRoute(paths.lab.page(page.name))!.route;
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
});
