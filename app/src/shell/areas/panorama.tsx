import { PanoramaPage } from '../../features/panorama/PanoramaPage';
import { paths } from '../../lib/paths';
import type { Screen } from '../screen';

// The panorama viewer, a chunk of its own: the viewer library loads from it on demand.

export const vr: Screen = ({ params }) => (
  <PanoramaPage sceneKey={params.scene} scenePath={paths.tour.vr} />
);
