import { ItemPage } from '../../features/catalogue/ItemPage';
import { BeingBuilt } from '../BeingBuilt';
import type { ScreenProps } from '../screen';

/** The item chunk: `/shoppingcart/item/:id` only, the page shared links land on. */
export default function ItemArea({ screen, params }: ScreenProps) {
  return screen === 'item' ? (
    <ItemPage id={params.id} />
  ) : (
    <BeingBuilt area="shoppingcart" screen={screen} />
  );
}
