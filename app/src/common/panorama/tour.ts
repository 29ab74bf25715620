import { panoramaScenes, type PanoramaScene } from '../panoramaScenes';

// From the tour's scenes to the virtual-tour plugin's nodes. The viewer's yaw is made a
// compass bearing (0 north, growing clockwise, radians): each picture is turned back by
// its camera's rotation (sphereCorrection), so a link's arrow points where its scene lies.

/** A position in the viewer: yaw and pitch, radians. */
export interface ViewPosition {
  yaw: number;
  pitch: number;
}

/** A link of the virtual tour: the scene it leads to and where its arrow points. */
export interface TourLink {
  nodeId: string;
  position: ViewPosition;
}

/** A node of the virtual tour (the plugin's VirtualTourNode, in the parts used here). */
export interface TourNode {
  id: string;
  panorama: string;
  name: string;
  sphereCorrection: { pan: number; tilt: number; roll: number };
  links: TourLink[];
}

const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Where `to` lies seen from `from`: compass bearing (yaw) and elevation (pitch), radians. */
export function linkPosition(from: PanoramaScene, to: PanoramaScene): ViewPosition {
  const east = to.x - from.x;
  const north = to.y - from.y;
  const up = to.z - from.z;
  return { yaw: Math.atan2(east, north), pitch: Math.atan2(up, Math.hypot(east, north)) };
}

/**
 * The correction that undoes the camera's rotation (rx pitch, ry yaw, rz roll, degrees):
 * the picture's centre, which faced bearing ry, is then seen at yaw ry.
 */
export function sphereCorrection(scene: PanoramaScene): TourNode['sphereCorrection'] {
  return { pan: -radians(scene.ry), tilt: -radians(scene.rx), roll: -radians(scene.rz) };
}

/** The yaw at which a scene's picture centre is seen (the view a scene opens on). */
export function centreYaw(scene: PanoramaScene): number {
  return radians(scene.ry);
}

/**
 * The virtual tour's nodes: one per scene, its picture, its name (as `name` gives it), its
 * correction and a link to each connected scene. Connections to unknown keys are left out.
 */
export function tourNodes(
  scenes: readonly PanoramaScene[],
  name: (scene: PanoramaScene) => string,
): TourNode[] {
  const byKey = new Map(scenes.map((scene) => [scene.key, scene]));
  return scenes.map((scene) => ({
    id: scene.key,
    panorama: scene.source,
    name: name(scene),
    sphereCorrection: sphereCorrection(scene),
    links: scene.connections.flatMap((key) => {
      const target = byKey.get(key);
      return target && target !== scene
        ? [{ nodeId: key, position: linkPosition(scene, target) }]
        : [];
    }),
  }));
}

/** The scenes a scene connects to, in its order; unknown keys and itself are left out. */
export function connectedScenes(
  scene: PanoramaScene,
  scenes: readonly PanoramaScene[] = panoramaScenes,
): PanoramaScene[] {
  return scene.connections.flatMap((key) =>
    scenes.filter((other) => other.key === key && other.key !== scene.key),
  );
}

/**
 * The scene the path asks for: the first one when the path names none, undefined for a
 * key that is not a scene.
 */
export function sceneOfPath(
  key: string | undefined,
  scenes: readonly PanoramaScene[] = panoramaScenes,
): PanoramaScene | undefined {
  if (key === undefined || key === '') return scenes[0];
  return scenes.find((scene) => scene.key === key);
}
