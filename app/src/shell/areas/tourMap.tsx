import { LocationDeniedDialog } from '../../features/location/LocationDeniedDialog';
import {
  currentPosition,
  isLocationDenied,
  locationFailureMessage,
} from '../../features/location/position';
import { MapPage, type MapPageProps } from '../../features/map/MapPage';
import type { Screen } from '../screen';

// The scenic-area map, a chunk of its own (maplibre-gl loads with it only). The map reads
// the device's position through the location feature.

const location: MapPageProps['location'] = {
  currentPosition: () => currentPosition(),
  isLocationDenied,
  locationFailureMessage,
};

export const map: Screen = () => (
  <MapPage location={location} DeniedDialog={LocationDeniedDialog} />
);
