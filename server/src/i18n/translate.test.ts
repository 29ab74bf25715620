import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { hasMessage, localeOf, translate } from './translate.js';

type Catalogue = { [key: string]: string | Catalogue };
const flatten = (catalogue: Catalogue, prefix = ''): [string, string][] =>
  Object.entries(catalogue).flatMap(([key, value]) =>
    typeof value === 'string'
      ? [[prefix + key, value] as [string, string]]
      : flatten(value, `${prefix}${key}.`),
  );

/** Every `locales/` folder of the server: the shared one and each module's. */
function localeFolders(dir = fileURLToPath(new URL('..', import.meta.url))): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (!entry.isDirectory()) return [];
    const full = path.join(dir, entry.name);
    return entry.name === 'locales' ? [full] : localeFolders(full);
  });
}
const read = (folder: string, locale: string) =>
  new Map(
    flatten(JSON.parse(readFileSync(path.join(folder, `${locale}.json`), 'utf8')) as Catalogue),
  );

describe.each(localeFolders())('server messages in %s', (folder) => {
  const zh = read(folder, 'zh-Hans');
  const en = read(folder, 'en');
  const mn = read(folder, 'mn');

  it('have the same keys in zh-Hans, en and mn', () => {
    expect([...en.keys()].sort()).toEqual([...zh.keys()].sort());
    expect([...mn.keys()].sort()).toEqual([...zh.keys()].sort());
  });

  it('are written in each language, not copied from English', () => {
    for (const [key, text] of mn) {
      expect(text, key).toMatch(/[\u0400-\u04FF]/);
      expect(text, key).not.toBe(en.get(key));
    }
    for (const [key, text] of zh) expect(text, key).toMatch(/[\u4E00-\u9FFF]/);
  });
});

describe('translate', () => {
  it('fills placeholders in the caller locale', () => {
    expect(translate('en', 'errors.required', { field: 'mobile' })).toBe('mobile required');
    expect(translate('zh-Hans', 'errors.unauthorized')).toBe('请先登录');
    expect(translate('mn', 'errors.notFound')).toBe('Олдсонгүй');
  });

  it('falls back to zh-Hans for an unknown locale and to the key for an unknown message', () => {
    expect(localeOf('fr')).toBe('zh-Hans');
    expect(localeOf(['en'])).toBe('en');
    expect(translate('en', 'no.such.key')).toBe('no.such.key');
    expect(hasMessage('errors.forbidden')).toBe(true);
    expect(hasMessage('errors.nope')).toBe(false);
  });
});
