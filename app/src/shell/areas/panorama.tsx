import { PanoramaPage } from '../../features/panorama/PanoramaPage';
import { tourPaths } from '../../common/tourPaths';
import type { Screen } from '../screen';

// The panorama viewer, a chunk of its own: the viewer library loads from it on demand.

export const vr: Screen = ({ params }) => (
  <PanoramaPage sceneKey={params.scene} scenePath={tourPaths.vr} />
);
