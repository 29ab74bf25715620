import { MapPage } from '../../features/map/MapPage';
import type { Screen } from '../screen';

// The scenic-area map, a chunk of its own (maplibre-gl loads with it only).

export const map: Screen = () => <MapPage />;
