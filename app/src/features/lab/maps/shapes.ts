import type { GeoJSONStoreFeatures } from 'terra-draw';
import type { Position } from './drawing';

/** The kinds of shape the editor draws, each a drawing mode of its own. */
export const SHAPES = ['marker', 'polyline', 'polygon', 'circle'] as const;
export type Shape = (typeof SHAPES)[number];
/** Interact mode: select a shape to move it or its points. */
export const SELECT = 'select';
export type Mode = Shape | typeof SELECT;

export type ShapeCounts = Record<Shape, number>;

/** Properties terra-draw sets on its helper points (handles, midpoints), which are no shapes. */
const GUIDANCE = ['selectionPoint', 'midPoint', 'closingPoint', 'snappingPoint', 'coordinatePoint'];

/** How many finished shapes of each kind the drawing holds. */
export function countShapes(features: readonly GeoJSONStoreFeatures[]): ShapeCounts {
  const counts: ShapeCounts = { marker: 0, polyline: 0, polygon: 0, circle: 0 };
  for (const { properties } of features) {
    if (properties.currentlyDrawing || GUIDANCE.some((key) => properties[key])) continue;
    const mode = properties.mode as string;
    if ((SHAPES as readonly string[]).includes(mode)) counts[mode as Shape] += 1;
  }
  return counts;
}

export const sameCounts = (a: ShapeCounts, b: ShapeCounts) =>
  SHAPES.every((shape) => a[shape] === b[shape]);

/** terra-draw keeps coordinates to 9 decimals and refuses more. */
const round9 = (value: number) => Math.round(value * 1e9) / 1e9;
const rounded = ([lng, lat]: Position): Position => [round9(lng), round9(lat)];

const EARTH_RADIUS_KM = 6371.0088;
const rad = (degrees: number) => (degrees * Math.PI) / 180;
const deg = (radians: number) => (radians * 180) / Math.PI;

/** Great-circle distance between two points, in kilometres. */
export function distanceKm([lng1, lat1]: Position, [lng2, lat2]: Position): number {
  const dLat = rad(lat2 - lat1);
  const dLng = rad(lng2 - lng1);
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(rad(lat1)) * Math.cos(rad(lat2)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** A circle of `radiusKm` around `centre` as a closed ring of `steps` points (and the first again). */
export function circleRing(centre: Position, radiusKm: number, steps = 64): Position[] {
  const [lng, lat] = centre;
  const angular = radiusKm / EARTH_RADIUS_KM;
  const ring: Position[] = [];
  for (let step = 0; step < steps; step += 1) {
    const bearing = (2 * Math.PI * step) / steps;
    const lat2 = Math.asin(
      Math.sin(rad(lat)) * Math.cos(angular) +
        Math.cos(rad(lat)) * Math.sin(angular) * Math.cos(bearing),
    );
    const lng2 =
      rad(lng) +
      Math.atan2(
        Math.sin(bearing) * Math.sin(angular) * Math.cos(rad(lat)),
        Math.cos(angular) - Math.sin(rad(lat)) * Math.sin(lat2),
      );
    ring.push(rounded([deg(lng2), deg(lat2)]));
  }
  return [...ring, ring[0]!];
}

/**
 * Drawing without pointing (keyboard, screen reader): points are added at the map's centre
 * one by one. A marker needs one, a circle two (its centre, then a point of its edge); a
 * polyline is finished from two points and a polygon from three.
 */
export const KEYBOARD_POINTS: Record<Shape, { min: number; max: number }> = {
  marker: { min: 1, max: 1 },
  circle: { min: 2, max: 2 },
  polyline: { min: 2, max: Infinity },
  polygon: { min: 3, max: Infinity },
};

/** The points after adding `point`: a point where the last one is adds nothing. */
export function addKeyboardPoint(points: readonly Position[], point: Position): Position[] {
  const last = points.at(-1);
  if (last && last[0] === point[0] && last[1] === point[1]) return [...points];
  return [...points, point];
}

/** The points make the whole shape: no finishing asked for (a marker, a circle). */
export function keyboardShapeComplete(shape: Shape, points: readonly Position[]): boolean {
  return points.length >= KEYBOARD_POINTS[shape].max;
}

export function keyboardShapeCanFinish(shape: Shape, points: readonly Position[]): boolean {
  return points.length >= KEYBOARD_POINTS[shape].min;
}

/** The feature of kind `shape` the points make, as terra-draw stores it; undefined if too few. */
export function keyboardShape(
  shape: Shape,
  points: readonly Position[],
): GeoJSONStoreFeatures | undefined {
  if (!keyboardShapeCanFinish(shape, points)) return undefined;
  const at = points.map(rounded);
  const properties = { mode: shape };
  switch (shape) {
    case 'marker':
      return { type: 'Feature', geometry: { type: 'Point', coordinates: at[0]! }, properties };
    case 'polyline':
      return { type: 'Feature', geometry: { type: 'LineString', coordinates: at }, properties };
    case 'polygon':
      return {
        type: 'Feature',
        geometry: { type: 'Polygon', coordinates: [[...at, at[0]!]] },
        properties,
      };
    case 'circle': {
      const radiusKilometers = distanceKm(at[0]!, at[1]!);
      return {
        type: 'Feature',
        geometry: { type: 'Polygon', coordinates: [circleRing(at[0]!, radiusKilometers)] },
        properties: { ...properties, radiusKilometers },
      };
    }
  }
}

/** What the map shows of a shape drawn without pointing: its points and the path joining them. */
export function pendingFeatures(points: readonly Position[]) {
  return {
    type: 'FeatureCollection' as const,
    features: [
      ...(points.length > 1
        ? [
            {
              type: 'Feature' as const,
              properties: { kind: 'path' },
              geometry: { type: 'LineString' as const, coordinates: [...points] },
            },
          ]
        : []),
      ...points.map((coordinates) => ({
        type: 'Feature' as const,
        properties: { kind: 'point' },
        geometry: { type: 'Point' as const, coordinates },
      })),
    ],
  };
}
