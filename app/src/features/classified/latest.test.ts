import { describe, expect, it } from 'vitest';
import type { ClassifiedAd } from './api';
import { categoriesWithAds, latestAds, parsePrice } from './latest';

const ad = (id: number, updatedTime: string): ClassifiedAd => ({
  id,
  categoryId: 1,
  title: `ad ${id}`,
  content: 'c',
  contact: 'x',
  mobile: '13800138000',
  pics: [],
  ownerId: 1,
  createdTime: updatedTime,
  updatedTime,
  favorited: false,
});

describe('latestAds', () => {
  it('merges pages newest first and keeps the count', () => {
    const pages = [
      [ad(1, '2026-03-01T10:00:00+08:00'), ad(2, '2026-02-01T10:00:00+08:00')],
      [ad(3, '2026-03-02T10:00:00+08:00')],
    ];
    expect(latestAds(pages, 2).map((found) => found.id)).toEqual([3, 1]);
  });
});

describe('categoriesWithAds', () => {
  it('skips empty categories', () => {
    const categories = [
      { id: 1, name: 'a', icon: '/a.png', adCount: 0 },
      { id: 2, name: 'b', icon: '/b.png', adCount: 3 },
    ];
    expect(categoriesWithAds(categories).map((category) => category.id)).toEqual([2]);
  });
});

describe('parsePrice', () => {
  it('reads blank as negotiable, numbers as yuan, and refuses the rest', () => {
    expect(parsePrice('  ')).toBeUndefined();
    expect(parsePrice('120.5')).toBe(120.5);
    expect(parsePrice('0')).toBe(0);
    expect(parsePrice('12a')).toBe('invalid');
    expect(parsePrice('1.234')).toBe('invalid');
  });
});
