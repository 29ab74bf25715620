import { ItemPage } from '../../features/catalogue/ItemPage';
import type { Screen } from '../screen';

// The item chunk: `/shoppingcart/item/:id` only, the page shared links land on.

export const item: Screen = ({ params }) => <ItemPage id={params.id} />;
