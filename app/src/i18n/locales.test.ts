import { describe, expect, it } from 'vitest';

type Catalogue = { [key: string]: string | Catalogue };

function flatten(catalogue: Catalogue, prefix = ''): Map<string, string> {
  const entries = new Map<string, string>();
  for (const [key, value] of Object.entries(catalogue)) {
    if (typeof value === 'string') entries.set(prefix + key, value);
    else for (const [k, v] of flatten(value, `${prefix}${key}.`)) entries.set(k, v);
  }
  return entries;
}

/** Every catalogue of the app: the shared one and each feature's `locales/` folder. */
const files = import.meta.glob<Catalogue>('../**/locales/*.json', {
  eager: true,
  import: 'default',
});
const folders = new Map<string, Record<string, Catalogue>>();
for (const [file, catalogue] of Object.entries(files)) {
  const folder = file.slice(0, file.lastIndexOf('/'));
  const locale = file.slice(file.lastIndexOf('/') + 1, -'.json'.length);
  folders.set(folder, { ...folders.get(folder), [locale]: catalogue });
}

describe.each([...folders.keys()])('translation catalogues in %s', (folder) => {
  const raw = folders.get(folder)!;
  const catalogues = {
    'zh-Hans': flatten(raw['zh-Hans'] ?? {}),
    en: flatten(raw.en ?? {}),
    mn: flatten(raw.mn ?? {}),
  };

  it('exist in zh-Hans, en and mn with identical keys', () => {
    expect(Object.keys(raw).sort()).toEqual(['en', 'mn', 'zh-Hans']);
    const reference = [...catalogues['zh-Hans'].keys()].sort();
    expect(reference.length).toBeGreaterThan(0);
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

describe('feature catalogues', () => {
  it('each use top-level keys of their own', () => {
    const owners = new Map<string, string>();
    for (const [folder, raw] of folders) {
      for (const key of Object.keys(raw['zh-Hans'] ?? {})) {
        expect(
          owners.get(key),
          `${key} is defined in ${folder} and ${owners.get(key)}`,
        ).toBeUndefined();
        owners.set(key, folder);
      }
    }
  });
});
