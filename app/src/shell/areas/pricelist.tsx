import { ApprovePage } from '../../features/pricelist/ApprovePage';
import { PricelistPage, TodaysPricelistPage } from '../../features/pricelist/PricelistPage';
import type { Screen } from '../screen';

// The pricelist area: today's list, a day's list and its review queue.

export const index: Screen = () => <TodaysPricelistPage />;
export const detail: Screen = ({ params }) => <PricelistPage id={params.id} />;
export const approve: Screen = ({ params }) => <ApprovePage id={params.id} />;
