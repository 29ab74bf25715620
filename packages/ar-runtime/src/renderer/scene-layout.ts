import { GeoObject } from '../core/geo-object';
import type { Drawable } from '../core/drawables/drawable';
import type { UserLocation } from '../core/runtime';
import type { SceneObject } from '../core/scene-object';
import type { DrawableStage } from './drawable-stage';
import type { Frame } from './frame';
import { indicatorPosition } from './indicator-position';
import { angleDifference } from './sensors';
import type { SnapTarget } from './snap-layers';
import { trackedOrigin } from './tracked-plane';

/** A drawable's zOrder as an offset among its object's drawables (-49 to 49). */
const drawableZ = (drawable: Drawable) => Math.max(-49, Math.min(49, drawable.zOrder));

/** What one frame lays out, besides the frame of GeoObjects itself. */
interface SceneLayout {
  /** The user's location; without one there is no frame of GeoObjects. */
  user: UserLocation | undefined;
  heading: number;
  pitch: number;
  width: number;
  height: number;
  /** Focal length of the view in pixels. */
  focal: number;
  /** Trackables drawn in front of the camera. */
  tracked: readonly SceneObject[];
  /** Objects snapped to the screen, each with where its drawables go and how placed there. */
  snapped: ReadonlyArray<{
    object: SceneObject;
    target: SnapTarget;
    placement: { x: number; y: number; anchorX?: number; anchorY?: number };
  }>;
}

/**
 * Lays out every drawable a frame shows on the stage, back to front: the GeoObjects' camera
 * drawables nearest last, then tracked targets by rendering order, then snapped objects;
 * indicators of GeoObjects out of view go on the screen's edge.
 */
export function layoutScene(
  stage: DrawableStage,
  frame: Frame | undefined,
  scene: SceneLayout,
): void {
  let layerZ = frame ? layoutGeoObjects(stage, frame, scene.focal) : 0;
  layerZ = layoutScreenObjects(stage, scene, layerZ);
  if (frame && scene.user) layoutIndicators(stage, frame, scene, layerZ);
}

/** The camera drawables of the GeoObjects in view; returns the z-index above them. */
function layoutGeoObjects(stage: DrawableStage, frame: Frame, focal: number): number {
  const pixelsPerSdu = frame.pixelsPerSdu;
  frame.ordered.forEach((entry, order) => {
    const object = entry.object.source;
    if (!(object instanceof GeoObject)) return;
    // A drawable that does not turn to the camera faces south: seen turned by the bearing.
    const bearing = (Math.atan2(entry.east, entry.north) * 180) / Math.PI;
    for (const drawable of object.drawables.cam) {
      stage.show(
        `${object.objectId}:${entry.placement}:${drawable.objectId}`,
        drawable,
        object.objectId,
        {
          x: entry.x,
          y: entry.y,
          pixelsPerSdu: pixelsPerSdu * entry.scale,
          zIndex: order * 100 + 50 + drawableZ(drawable),
          perspective: focal,
          facing: angleDifference(0, bearing),
        },
      );
    }
  });
  return frame.ordered.length * 100 + 100;
}

/**
 * Tracked targets and snapped objects, from `layerZ` up: drawn in front of the camera,
 * centred, 1 SDU a share of the width (of the view, or of the element snapped into).
 * Returns the z-index above them.
 */
function layoutScreenObjects(stage: DrawableStage, scene: SceneLayout, layerZ: number): number {
  const trackedLayout = (width: number, height: number, zIndex: number) => ({
    ...trackedOrigin(width, height),
    zIndex,
    perspective: scene.focal,
    facing: 0,
  });
  const screenOrder = (a: SceneObject, b: SceneObject) => a.renderingOrder - b.renderingOrder;
  [...scene.tracked].sort(screenOrder).forEach((object) => {
    for (const drawable of object.drawables.cam) {
      stage.show(
        `t${object.objectId}:${drawable.objectId}`,
        drawable,
        object.objectId,
        trackedLayout(scene.width, scene.height, layerZ + 50 + drawableZ(drawable)),
      );
    }
    layerZ += 100;
  });
  for (const { object, target, placement } of scene.snapped) {
    for (const drawable of object.drawables.cam) {
      stage.show(
        `s${object.objectId}:${drawable.objectId}`,
        drawable,
        object.objectId,
        {
          ...trackedLayout(target.width, target.height, layerZ + 50 + drawableZ(drawable)),
          ...placement,
        },
        target.layer,
      );
    }
    layerZ += 100;
  }
  return layerZ;
}

/** Indicator drawables point from the screen edge toward objects that are out of view. */
function layoutIndicators(
  stage: DrawableStage,
  frame: Frame,
  scene: SceneLayout,
  layerZ: number,
): void {
  const { user, heading, width, height, focal } = scene;
  for (const entry of frame.entries) {
    const object = entry.object.source;
    if (entry.inView || !(object instanceof GeoObject)) continue;
    const indicators = object.drawables.indicator;
    if (indicators.length === 0) continue;
    const altitude = entry.object.placements[entry.placement]?.altitude;
    const up =
      altitude === undefined || user?.altitude === undefined ? 0 : altitude - user.altitude;
    const edge = indicatorPosition(
      { east: entry.east, north: entry.north, up },
      heading,
      width,
      height,
      scene.pitch,
    );
    for (const drawable of indicators) {
      stage.show(
        `${object.objectId}:${entry.placement}:${drawable.objectId}:indicator`,
        drawable,
        object.objectId,
        { ...edge, pixelsPerSdu: frame.pixelsPerSdu, zIndex: layerZ + 50, perspective: focal },
      );
    }
  }
}
