import { useLocation } from 'wouter';
import { useSnapshot } from 'valtio';
import type { ReactNode } from 'react';
import { ItemCard, type LoadPage } from '@citylife/ui';
import { preferences } from '../../stores/preferences';
import { toCardItem, type ListedItem } from '../../common/cardItem';
import type { useAddToCart } from './useAddToCart';
import { CATALOGUE_PAGE_SIZE } from './api';
import { PagedItemGrid } from './PagedItemGrid';
import { paths } from '../../lib/paths';

export function itemPath(id: number): string {
  return paths.shoppingcart.item(id);
}

/** An item of a list: tap it for the detail screen, its cart button to add it. */
export function ItemTile({
  item,
  addToCart,
}: {
  item: ListedItem;
  addToCart: ReturnType<typeof useAddToCart>;
}) {
  const [, navigate] = useLocation();
  const { locale } = useSnapshot(preferences);
  return (
    <ItemCard
      item={toCardItem(item, locale)}
      lang={locale}
      onClick={() => navigate(itemPath(item.id))}
      onAddToCart={(card) => addToCart.start(card)}
    />
  );
}

/**
 * Items as tiles two per row, page after page (see PagedItemGrid): a catalogue page's
 * worth at a time unless `pageSize` says otherwise. Remount it (a `key`) to start again.
 */
export function ItemTileGrid<T extends ListedItem>({
  label,
  loadPage,
  pageSize = CATALOGUE_PAGE_SIZE,
  addToCart,
  empty,
}: {
  /** Names the list for assistive technology. */
  label: string;
  loadPage: LoadPage<T>;
  pageSize?: number;
  addToCart: ReturnType<typeof useAddToCart>;
  /** Shown when the first page is empty. */
  empty?: ReactNode;
}) {
  return (
    <PagedItemGrid
      label={label}
      loadPage={loadPage}
      pageSize={pageSize}
      getKey={(item) => item.id}
      renderItem={(item) => <ItemTile item={item} addToCart={addToCart} />}
      empty={empty}
    />
  );
}
