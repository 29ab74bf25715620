import { useLocation } from 'wouter';
import { useSnapshot } from 'valtio';
import { ItemCard } from '@citylife/ui';
import { preferences } from '../../stores/preferences';
import { toCardItem, type ListedItem } from './cardItem';
import type { useAddToCart } from './useAddToCart';
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
