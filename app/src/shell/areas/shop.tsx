import type { ReactNode } from 'react';
import { ShopFeedbackPage } from '../../features/shop/ShopFeedbackPage';
import { CurrentShopPage, ShopEntryPage } from '../../features/shop/ShopEntryPage';
import { ShopListPage } from '../../features/shop/ShopListPage';
import { BeingBuilt } from '../BeingBuilt';
import type { ScreenProps } from '../screen';

const screens: Record<string, (props: ScreenProps) => ReactNode> = {
  current: () => <CurrentShopPage />,
  entry: ({ params }) => <ShopEntryPage id={params.id} />,
  choose: () => <ShopListPage mode="choose" />,
  index: () => <ShopListPage mode="index" />,
  feedback: ({ params }) => <ShopFeedbackPage id={params.id} />,
};

/** The store screens: choosing a store, a store's page, feedback to a store. */
export default function ShopArea(props: ScreenProps) {
  const render = screens[props.screen];
  return render ? render(props) : <BeingBuilt area="shop" screen={props.screen} />;
}
