import { FeedbackPage } from '../../features/feedback/FeedbackPage';
import { CurrentShopPage, ShopEntryPage } from '../../features/shop/ShopEntryPage';
import { ShopListPage } from '../../features/shop/ShopListPage';
import type { Screen } from '../screen';

// The store screens: choosing a store, a store's page, feedback to a store.

export const current: Screen = () => <CurrentShopPage />;
export const entry: Screen = ({ params }) => <ShopEntryPage id={params.id} />;
export const choose: Screen = () => <ShopListPage mode="choose" />;
export const index: Screen = () => <ShopListPage mode="index" />;
export const feedback: Screen = ({ params }) => <FeedbackPage shopId={Number(params.id)} />;
