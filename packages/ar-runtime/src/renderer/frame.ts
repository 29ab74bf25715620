import { EARTH_RADIUS_METERS } from '../geo';

export interface FrameCamera {
  latitude: number;
  longitude: number;
  altitude: number | undefined;
  /** Degrees clockwise from north. */
  heading: number;
  /** Degrees above the horizon. */
  pitch: number;
  width: number;
  height: number;
  /** Horizontal field of view in degrees. */
  fieldOfView: number;
}

export interface SceneParameters {
  cullingDistance: number;
  minScalingDistance: number;
  maxScalingDistance: number;
  scalingFactor: number;
  globalScale: number;
}

export interface FramePlacement {
  latitude: number;
  longitude: number;
  altitude: number | undefined;
}

export interface FrameObject<Source = unknown> {
  id: number;
  enabled: boolean;
  renderingOrder: number;
  placements: readonly FramePlacement[];
  /** The object this input describes (a GeoObject for the renderer). */
  source?: Source;
}

export interface FrameEntry {
  object: FrameObject;
  placement: number;
  /** Screen position of the location in pixels. */
  x: number;
  y: number;
  distance: number;
  /** Metres east and north of the user (for the radar). */
  east: number;
  north: number;
  /** Size factor from distance-based scaling and the global scale. */
  scale: number;
  inView: boolean;
}

export interface Frame {
  /** Every placement within the culling distance. */
  entries: FrameEntry[];
  /** The placements on screen, in drawing order (back to front). */
  ordered: FrameEntry[];
  culled: number;
  /** Pixels per SDU at the minimum scaling distance. */
  pixelsPerSdu: number;
}

const RADIANS = Math.PI / 180;
const METERS_PER_DEGREE = EARTH_RADIUS_METERS * RADIANS;
/** Placements this far outside the screen still count as in view (large drawables). */
const VIEW_MARGIN = 0.25;

/** Full size up to minScalingDistance, `scalingFactor` beyond the maximum, linear between. */
export function distanceScale(distance: number, scene: SceneParameters): number {
  const { minScalingDistance: min, maxScalingDistance: max, scalingFactor, globalScale } = scene;
  if (distance <= min) return globalScale;
  if (distance >= max) return scalingFactor * globalScale;
  const t = (distance - min) / (max - min);
  return (1 - t * (1 - scalingFactor)) * globalScale;
}

export const focalLength = (camera: Pick<FrameCamera, 'width' | 'fieldOfView'>): number =>
  camera.width / 2 / Math.tan((camera.fieldOfView * RADIANS) / 2);

const backToFront = (a: FrameEntry, b: FrameEntry) =>
  a.object.renderingOrder - b.object.renderingOrder || b.distance - a.distance;

/**
 * One simulated frame: projects every placement of every enabled object onto the screen,
 * culls those beyond the culling distance, scales by distance and orders back to front.
 * Passing the previous frame recycles its entry objects (so do not keep them around).
 */
export function computeFrame(
  objects: readonly FrameObject[],
  camera: FrameCamera,
  scene: SceneParameters,
  previous?: Frame,
): Frame {
  const metersPerDegreeLongitude = METERS_PER_DEGREE * Math.cos(camera.latitude * RADIANS);
  const heading = camera.heading * RADIANS;
  const pitch = camera.pitch * RADIANS;
  const sinH = Math.sin(heading);
  const cosH = Math.cos(heading);
  const sinP = Math.sin(pitch);
  const cosP = Math.cos(pitch);
  const f = focalLength(camera);
  const cx = camera.width / 2;
  const cy = camera.height / 2;
  const marginX = camera.width * VIEW_MARGIN;
  const marginY = camera.height * VIEW_MARGIN;
  // A plain copy: `scene` may be AR.context.scene, whose getters are slower per entry.
  const scaling: SceneParameters = {
    cullingDistance: scene.cullingDistance,
    minScalingDistance: scene.minScalingDistance,
    maxScalingDistance: scene.maxScalingDistance,
    scalingFactor: scene.scalingFactor,
    globalScale: scene.globalScale,
  };
  const culling = scaling.cullingDistance;
  // Entry objects of the previous frame are reused to keep garbage collection quiet.
  const pool = previous?.entries ?? [];
  const entries: FrameEntry[] = [];
  const ordered: FrameEntry[] = previous?.ordered ?? [];
  ordered.length = 0;
  let culled = 0;

  for (const object of objects) {
    if (!object.enabled) continue;
    const { placements } = object;
    for (let index = 0; index < placements.length; index++) {
      const placement = placements[index] as FramePlacement;
      const north = (placement.latitude - camera.latitude) * METERS_PER_DEGREE;
      const east = (placement.longitude - camera.longitude) * metersPerDegreeLongitude;
      const up =
        placement.altitude === undefined || camera.altitude === undefined
          ? 0
          : placement.altitude - camera.altitude;
      const distance = Math.sqrt(north * north + east * east + up * up);
      if (distance > culling) {
        culled++;
        continue;
      }
      const right = east * cosH - north * sinH;
      const forward = east * sinH + north * cosH;
      const depth = forward * cosP + up * sinP;
      const vertical = up * cosP - forward * sinP;
      let x = Number.NaN;
      let y = Number.NaN;
      let inView = false;
      if (depth > 0) {
        x = cx + (f * right) / depth;
        y = cy - (f * vertical) / depth;
        inView =
          x >= -marginX &&
          x <= camera.width + marginX &&
          y >= -marginY &&
          y <= camera.height + marginY;
      }
      const scale = distanceScale(distance, scaling);
      let entry = pool[entries.length];
      if (entry) {
        entry.object = object;
        entry.placement = index;
        entry.x = x;
        entry.y = y;
        entry.distance = distance;
        entry.east = east;
        entry.north = north;
        entry.scale = scale;
        entry.inView = inView;
      } else {
        entry = { object, placement: index, x, y, distance, east, north, scale, inView };
      }
      entries.push(entry);
      if (inView) ordered.push(entry);
    }
  }
  ordered.sort(backToFront);
  return { entries, ordered, culled, pixelsPerSdu: f / scaling.minScalingDistance };
}
