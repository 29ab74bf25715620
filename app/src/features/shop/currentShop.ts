import { proxy, subscribe } from 'valtio/vanilla';

const STORAGE_KEY = 'citylife.shop';

interface CurrentShopState {
  /** The store the visitor chose (/shop/choose), shown at /shop/current. */
  id: number | undefined;
}

function readSaved(storage: Storage | undefined): number | undefined {
  try {
    const value = Number(JSON.parse(storage?.getItem(STORAGE_KEY) ?? 'null'));
    return Number.isInteger(value) && value > 0 ? value : undefined;
  } catch {
    return undefined;
  }
}

const storage = typeof localStorage === 'undefined' ? undefined : localStorage;

/** The visitor's chosen store, kept on this device. */
export const currentShop = proxy<CurrentShopState>({ id: readSaved(storage) });

subscribe(currentShop, () => {
  storage?.setItem(STORAGE_KEY, JSON.stringify(currentShop.id ?? null));
});

export function chooseShop(id: number) {
  currentShop.id = id;
}
