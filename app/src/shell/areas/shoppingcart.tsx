import { CartPage } from '../../features/cart/CartPage';
import { CheckoutPage } from '../../features/cart/CheckoutPage';
import { CatalogPage } from '../../features/catalogue/CatalogPage';
import { CategoryPage } from '../../features/catalogue/CategoryPage';
import { SearchPage } from '../../features/catalogue/SearchPage';
import { ShoppingIndexPage } from '../../features/catalogue/ShoppingIndexPage';
import { TagPage } from '../../features/catalogue/TagPage';
import type { Screen } from '../screen';

// The shopping screens: catalogue, search, cart and checkout (the item screen is in the
// item chunk).

export const index: Screen = () => <ShoppingIndexPage />;
export const search: Screen = () => <SearchPage />;
export const category: Screen = ({ params }) => <CategoryPage id={params.id ?? ''} />;
export const catalog: Screen = ({ params }) => <CatalogPage id={params.id ?? ''} />;
export const tag: Screen = ({ params }) => <TagPage tag={params.id ?? ''} />;
export const cart: Screen = () => <CartPage />;
export const checkout: Screen = () => <CheckoutPage />;
