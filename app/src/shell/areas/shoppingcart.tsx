import type { ReactNode } from 'react';
import { CartPage } from '../../features/cart/CartPage';
import { CheckoutPage } from '../../features/cart/CheckoutPage';
import { CatalogPage } from '../../features/catalogue/CatalogPage';
import { CategoryPage } from '../../features/catalogue/CategoryPage';
import { SearchPage } from '../../features/catalogue/SearchPage';
import { ShoppingIndexPage } from '../../features/catalogue/ShoppingIndexPage';
import { TagPage } from '../../features/catalogue/TagPage';
import { BeingBuilt } from '../BeingBuilt';
import type { ScreenProps } from '../screen';

const screens: Record<string, (props: ScreenProps) => ReactNode> = {
  index: () => <ShoppingIndexPage />,
  search: () => <SearchPage />,
  category: ({ params }) => <CategoryPage id={params.id ?? ''} />,
  catalog: ({ params }) => <CatalogPage id={params.id ?? ''} />,
  tag: ({ params }) => <TagPage tag={params.id ?? ''} />,
  cart: () => <CartPage />,
  checkout: () => <CheckoutPage />,
};

/** The shopping screens: catalogue, search, cart and checkout (the item screen is areas/item.tsx). */
export default function ShoppingcartArea(props: ScreenProps) {
  const render = screens[props.screen];
  return render ? render(props) : <BeingBuilt area="shoppingcart" screen={props.screen} />;
}
