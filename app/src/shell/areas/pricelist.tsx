import { notBuiltYet } from '../BeingBuilt';
import { ApprovePage } from '../../features/pricelist/ApprovePage';
import { PricelistPage } from '../../features/pricelist/PricelistPage';
import type { Screen } from '../screen';

// The pricelist area: a day's list and its review queue. Today's list (index) still waits
// for a call that names today's list.

export const index = notBuiltYet('pricelist');
export const detail: Screen = ({ params }) => <PricelistPage id={params.id} />;
export const approve: Screen = ({ params }) => <ApprovePage id={params.id} />;
