import type { ItemCardItem } from '@citylife/ui';
import { flagOf } from './flags';

/** The fields of a listed item (light or full) an item card shows. */
export interface ListedItem {
  id: number;
  name: string;
  description: string;
  mainpic: string;
  country: string;
  price: number;
  unit: string;
}

/** The name of a country code in the reader's language, or the code when unknown. */
export function countryName(code: string, locale: string): string {
  try {
    return new Intl.DisplayNames([locale], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** An origin as the kit shows it: its code, its name in the reader's language and its flag. */
function countryOf(code: string, locale: string): NonNullable<ItemCardItem['country']> {
  const flag = flagOf(code);
  return { code, name: countryName(code, locale), ...(flag ? { flag } : {}) };
}

/** An item of the catalogue as the kit's ItemCard shows it. */
export function toCardItem(item: ListedItem, locale: string): ItemCardItem & { id: number } {
  return {
    id: item.id,
    name: item.name,
    description: item.description,
    pic: item.mainpic,
    price: item.price,
    unit: item.unit,
    ...(item.country ? { country: countryOf(item.country, locale) } : {}),
  };
}
