import { describe, expect, it } from 'vitest';
import { countryName, toCardItem } from '../../common/cardItem';
import { hotKeywords, normaliseKeyword } from '../../common/hotKeywords';
import { listQuery, toggleTag } from './listing';

describe('search keywords', () => {
  it('are the ten hot words of the catalogue', () => {
    expect(hotKeywords).toHaveLength(10);
    expect(new Set(hotKeywords.map((word) => word.term)).size).toBe(10);
  });

  it('are trimmed and cut to 32 characters', () => {
    expect(normaliseKeyword('  土豆 ')).toBe('土豆');
    expect(normaliseKeyword('   ')).toBe('');
    expect(Array.from(normaliseKeyword('菜'.repeat(40)))).toHaveLength(32);
  });
});

describe('listings', () => {
  it('ask for one page with the chosen tags and order', () => {
    expect(listQuery(2, 12, [], 'seq')).toEqual({
      pageno: 2,
      pagesize: 12,
      filter: {},
      sortby: 'seq',
      sortorder: 'desc',
    });
    expect(listQuery(1, 12, ['热销', '进口'], 'priceAsc')).toEqual({
      pageno: 1,
      pagesize: 12,
      filter: { tags: ['热销', '进口'] },
      sortby: 'price',
      sortorder: 'asc',
    });
  });

  it('toggle tags on and off', () => {
    expect(toggleTag([], '热销', true)).toEqual(['热销']);
    expect(toggleTag(['热销'], '热销', true)).toEqual(['热销']);
    expect(toggleTag(['热销', '进口'], '热销', false)).toEqual(['进口']);
  });
});

describe('item cards', () => {
  it('show the main picture and the country in the reader’s language', () => {
    const item = {
      id: 2,
      name: '新西兰奇异果',
      description: '新西兰进口绿心奇异果',
      mainpic: '/static/items/kiwi.svg',
      country: 'NZ',
      price: 59.8,
      unit: '盒',
    };
    expect(toCardItem(item, 'en')).toEqual({
      id: 2,
      name: '新西兰奇异果',
      description: '新西兰进口绿心奇异果',
      pic: '/static/items/kiwi.svg',
      price: 59.8,
      unit: '盒',
      country: { code: 'NZ', name: 'New Zealand', flag: expect.stringMatching(/nz[-.]/) },
    });
    expect(toCardItem({ ...item, country: '' }, 'en').country).toBeUndefined();
    expect(countryName('CN', 'zh-Hans')).toBe('中国');
  });
});
