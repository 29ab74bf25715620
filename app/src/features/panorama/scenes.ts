// The panorama scenes live in app/src/common, for the map to link to the scene nearest a place.
export {
  findScene,
  nearestSceneKey,
  panoramaScenes,
  type PanoramaScene,
} from '../../common/panoramaScenes';
