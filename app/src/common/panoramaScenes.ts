// The panorama tour of the scenic area: four 360° scenes and the links between them.

export interface PanoramaScene {
  /** Stable key, used in the viewer's path (/tour/vr/{key}). */
  key: string;
  /** Translation key of the scene's name. */
  name: string;
  /** The equirectangular picture (2:1) and its type. */
  source: string;
  type: 'equirectangular';
  /** Where the scene was taken: x east, y north, z up, metres from the gate. */
  x: number;
  y: number;
  z: number;
  /** The camera's rotation at the picture's centre, degrees (pitch, yaw, roll). */
  rx: number;
  ry: number;
  rz: number;
  /** The keys of the scenes reachable from this one. */
  connections: string[];
  /** The scene's place on the map, for "the panorama of a place". */
  latitude: number;
  longitude: number;
}

/** What a scene has besides its key: where and how it was taken, and its links. */
export type ScenePlace = Omit<PanoramaScene, 'key' | 'name' | 'source' | 'type'>;

/** A scene of the tour: its name's translation key and its picture follow from its key. */
export function panoramaScene(key: string, place: ScenePlace): PanoramaScene {
  return {
    key,
    name: `panoramaViewer.scenes.${key}`,
    source: `/static/tour/panorama/${key}.jpg`,
    type: 'equirectangular',
    ...place,
  };
}

/** The origin of the scenes' places (where the gate was taken), the camera level and facing north. */
export const SCENE_ORIGIN = { x: 0, y: 0, z: 0, rx: 0, ry: 0, rz: 0 };

export const panoramaScenes: readonly PanoramaScene[] = [
  panoramaScene('gate', {
    ...SCENE_ORIGIN,
    connections: ['grassland', 'lake'],
    latitude: 39.812713,
    longitude: 108.629087,
  }),
  panoramaScene('grassland', {
    x: -800,
    y: 540,
    z: 2,
    rx: 0,
    ry: 90,
    rz: 0,
    connections: ['gate', 'lake'],
    latitude: 39.817578,
    longitude: 108.619731,
  }),
  panoramaScene('lake', {
    x: 900,
    y: 620,
    z: -1,
    rx: 0,
    ry: -30,
    rz: 0,
    connections: ['gate', 'grassland', 'desert'],
    latitude: 39.818298,
    longitude: 108.639613,
  }),
  panoramaScene('desert', {
    x: 1360,
    y: -120,
    z: 6,
    rx: 0,
    ry: 180,
    rz: 0,
    connections: ['lake'],
    latitude: 39.811632,
    longitude: 108.644993,
  }),
];

export function findScene(key: string | undefined): PanoramaScene | undefined {
  return panoramaScenes.find((scene) => scene.key === key);
}

/** The key of the scene taken nearest to a point (the panorama of a place on the map). */
export function nearestSceneKey(latitude: number, longitude: number): string {
  const cos = Math.cos((latitude * Math.PI) / 180);
  let best = panoramaScenes[0]!;
  let bestDistance = Number.POSITIVE_INFINITY;
  for (const scene of panoramaScenes) {
    const dLat = scene.latitude - latitude;
    const dLng = (scene.longitude - longitude) * cos;
    const distance = dLat * dLat + dLng * dLng;
    if (distance < bestDistance) {
      bestDistance = distance;
      best = scene;
    }
  }
  return best.key;
}
