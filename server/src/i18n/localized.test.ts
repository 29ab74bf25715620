import { describe, expect, it } from 'vitest';
import { keptTranslations, localized } from './localized.js';

const row = {
  id: 7,
  title: '草原徒步',
  description: '沿锡尼河徒步。',
  img: '/a.svg',
  translations: {
    en: { title: 'Grassland hike', description: '', img: '/b.svg' },
    mn: { title: 'Тал нутгаар явган аялал' },
  },
};

describe('localized', () => {
  it('reads the translated fields, the original where a text is missing or empty', () => {
    expect(localized(row, 'en', ['title', 'description'])).toEqual({
      id: 7,
      title: 'Grassland hike',
      description: '沿锡尼河徒步。',
      img: '/a.svg',
    });
    expect(localized(row, 'mn', ['title', 'description']).title).toBe('Тал нутгаар явган аялал');
  });

  it('answers the original in zh-Hans and never replaces a field it was not told of', () => {
    expect(localized(row, 'zh-Hans', ['title'])).toEqual({
      id: 7,
      title: '草原徒步',
      description: '沿锡尼河徒步。',
      img: '/a.svg',
    });
    expect(localized(row, 'en', ['title']).img).toBe('/a.svg');
  });
});

describe('keptTranslations', () => {
  it('keeps the non-empty texts of the kind fields only', () => {
    expect(
      keptTranslations(
        { en: { title: 'Hike', state: 'ended', description: ' ' }, mn: { img: '/x.svg' } },
        ['title', 'description'],
      ),
    ).toEqual({ en: { title: 'Hike' } });
    expect(keptTranslations(undefined, ['title'])).toEqual({});
  });
});
