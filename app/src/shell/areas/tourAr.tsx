import { ArPage, type ArPageProps } from '../../features/ar/ArPage';
import { LocationDeniedDialog } from '../../features/location/LocationDeniedDialog';
import {
  currentPosition,
  isLocationDenied,
  locationFailureMessage,
  watchPosition,
} from '../../features/location/position';
import { tourPaths } from '../../features/tour/paths';
import type { Screen } from '../screen';

// The AR places view, a chunk of its own (the AR runtime loads from it on demand). The
// view reads the position through the location feature and links to the tour's screens.

const location: ArPageProps['location'] = {
  currentPosition,
  watchPosition,
  isLocationDenied,
  locationFailureMessage,
};

export const ar: Screen = () => (
  <ArPage
    location={location}
    DeniedDialog={LocationDeniedDialog}
    placePath={tourPaths.place}
    mapPath={tourPaths.map}
  />
);
