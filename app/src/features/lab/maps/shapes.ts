import type { GeoJSONStoreFeatures } from 'terra-draw';

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
