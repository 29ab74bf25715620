import { describe, expect, it } from 'vitest';
import type { GeoJSONStoreFeatures } from 'terra-draw';
import { addMaskPoint, hasMask, maskFeatures, type Position } from './mask';
import { countShapes } from './shapes';

const corners: Position[] = [
  [108.62, 39.81],
  [108.63, 39.81],
  [108.63, 39.82],
  [108.62, 39.82],
];

describe('the mask', () => {
  it('is made at exactly four points, and further points are ignored', () => {
    let points: Position[] = [];
    for (const [index, corner] of corners.entries()) {
      expect(hasMask(points)).toBe(false);
      points = addMaskPoint(points, corner);
      expect(points).toHaveLength(index + 1);
    }
    expect(hasMask(points)).toBe(true);
    expect(addMaskPoint(points, [108.7, 39.9])).toEqual(corners);
  });

  it('draws the points and the path before, and the shade with the shape cut out at four', () => {
    const three = maskFeatures(corners.slice(0, 3));
    expect(three.features.map((feature) => feature.properties.kind)).toEqual([
      'path',
      'point',
      'point',
      'point',
    ]);
    const four = maskFeatures(corners);
    const kinds = four.features.map((feature) => feature.properties.kind);
    expect(kinds).toEqual(['mask', 'outline', 'point', 'point', 'point', 'point']);
    const shade = four.features[0]!.geometry;
    expect(shade.type).toBe('Polygon');
    // The outer ring is the world; the hole is the shape, closed.
    const [outer, hole] = shade.coordinates as Position[][];
    expect(outer).toHaveLength(5);
    expect(hole).toEqual([...corners, corners[0]]);
    expect(maskFeatures([]).features).toEqual([]);
  });
});

describe('the geometry editor counts', () => {
  const feature = (mode: string, extra: Record<string, unknown> = {}) =>
    ({
      type: 'Feature',
      geometry: { type: 'Point', coordinates: [0, 0] },
      properties: { mode, ...extra },
    }) as unknown as GeoJSONStoreFeatures;

  it('finished shapes by kind, leaving out helper points and shapes being drawn', () => {
    expect(
      countShapes([
        feature('marker'),
        feature('marker'),
        feature('polyline'),
        feature('polygon'),
        feature('circle'),
        feature('polygon', { currentlyDrawing: true }),
        feature('select', { selectionPoint: true }),
        feature('polyline', { midPoint: true }),
        feature('polygon', { closingPoint: true }),
        feature('freehand'),
      ]),
    ).toEqual({ marker: 2, polyline: 1, polygon: 1, circle: 1 });
  });
});
