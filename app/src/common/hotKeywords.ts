/**
 * The ten hot search words, vegetable and grocery terms, as the catalogue writes them (the
 * seed data is in Chinese); `key` names each word's translation (`catalogue.hot.*`,
 * `pricelist.hotWord.*`).
 */
export const hotKeywords = [
  { term: '白菜', key: 'cabbage' },
  { term: '土豆', key: 'potato' },
  { term: '西红柿', key: 'tomato' },
  { term: '黄瓜', key: 'cucumber' },
  { term: '鸡蛋', key: 'egg' },
  { term: '大米', key: 'rice' },
  { term: '食用油', key: 'oil' },
  { term: '猪肉', key: 'pork' },
  { term: '牛奶', key: 'milk' },
  { term: '苹果', key: 'apple' },
] as const;

export type HotKeyword = (typeof hotKeywords)[number];

/** The longest keyword the search call takes. */
export const KEYWORD_MAX = 32;

/** A typed keyword as the search call takes it: trimmed, at most 32 characters. */
export function normaliseKeyword(text: string): string {
  return Array.from(text.trim()).slice(0, KEYWORD_MAX).join('').trim();
}
