import { AttractionPage } from '../../features/tour/AttractionPage';
import { CityPage } from '../../features/tour/CityPage';
import { PlacePage } from '../../features/tour/PlacePage';
import { RoutePage } from '../../features/tour/RoutePage';
import { SitePage } from '../../features/tour/SitePage';
import { TourIndexPage } from '../../features/tour/TourIndexPage';
import type { Screen } from '../screen';

// The tour area: cities, their scenic areas and routes, places and attractions.

export const index: Screen = () => <TourIndexPage />;
export const city: Screen = ({ params }) => <CityPage id={params.id} />;
export const site: Screen = ({ params }) => <SitePage id={params.id} />;
export const route: Screen = ({ params }) => <RoutePage id={params.id} />;
export const place: Screen = ({ params }) => <PlacePage id={params.id} />;
export const attraction: Screen = ({ params }) => <AttractionPage id={params.id} />;
