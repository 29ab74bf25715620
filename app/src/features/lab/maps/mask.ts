// The map drawing's mask: the points clicked so far and, at exactly MASK_POINTS of them,
// a shade over everything outside the four-sided shape they make.

import type { Position } from './drawing';

/** A mask is made of exactly this many points; more clicks are ignored until Clear. */
export const MASK_POINTS = 4;

/** The points after a click at `point`: added while the mask is not yet made. */
export function addMaskPoint(points: readonly Position[], point: Position): Position[] {
  return points.length >= MASK_POINTS ? [...points] : [...points, point];
}

export function hasMask(points: readonly Position[]): boolean {
  return points.length === MASK_POINTS;
}

type Geometry =
  | { type: 'Point'; coordinates: Position }
  | { type: 'LineString'; coordinates: Position[] }
  | { type: 'Polygon'; coordinates: Position[][] };

export interface MaskFeatureCollection {
  type: 'FeatureCollection';
  features: {
    type: 'Feature';
    properties: { kind: 'point' | 'path' | 'mask' | 'outline'; index?: number };
    geometry: Geometry;
  }[];
}

/** The whole world (as far as web maps go), the outer ring of the shade. */
const WORLD: Position[] = [
  [-180, -85],
  [180, -85],
  [180, 85],
  [-180, 85],
  [-180, -85],
];

/**
 * What the map shows: each point; the path joining them while there are fewer than
 * MASK_POINTS; at MASK_POINTS, the shade (the world with the shape cut out of it) and the
 * shape's closed outline.
 */
export function maskFeatures(points: readonly Position[]): MaskFeatureCollection {
  const features: MaskFeatureCollection['features'] = points.map((coordinates, index) => ({
    type: 'Feature',
    properties: { kind: 'point', index: index + 1 },
    geometry: { type: 'Point', coordinates },
  }));
  if (hasMask(points)) {
    const ring = [...points, points[0]!];
    features.unshift(
      {
        type: 'Feature',
        properties: { kind: 'mask' },
        geometry: { type: 'Polygon', coordinates: [WORLD, ring] },
      },
      {
        type: 'Feature',
        properties: { kind: 'outline' },
        geometry: { type: 'LineString', coordinates: ring },
      },
    );
  } else if (points.length > 1) {
    features.unshift({
      type: 'Feature',
      properties: { kind: 'path' },
      geometry: { type: 'LineString', coordinates: [...points] },
    });
  }
  return { type: 'FeatureCollection', features };
}
