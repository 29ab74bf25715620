import { describe, expect, it } from 'vitest';
import type { GeoJSONStoreFeatures } from 'terra-draw';
import type { Position } from './drawing';
import { addMaskPoint, hasMask, maskFeatures } from './mask';
import {
  addKeyboardPoint,
  circleRing,
  countShapes,
  distanceKm,
  keyboardShape,
  keyboardShapeCanFinish,
  keyboardShapeComplete,
  pendingFeatures,
} from './shapes';

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

describe('shapes drawn without pointing', () => {
  const centre: Position = [108.628734, 39.812556];
  const east: Position = [108.63, 39.812556];

  it('needs one point for a marker, two for a circle, and finishing for lines and polygons', () => {
    expect(keyboardShapeComplete('marker', [centre])).toBe(true);
    expect(keyboardShapeComplete('circle', [centre])).toBe(false);
    expect(keyboardShapeComplete('circle', [centre, east])).toBe(true);
    expect(keyboardShapeComplete('polyline', corners)).toBe(false);
    expect(keyboardShapeCanFinish('polyline', corners.slice(0, 1))).toBe(false);
    expect(keyboardShapeCanFinish('polyline', corners.slice(0, 2))).toBe(true);
    expect(keyboardShapeCanFinish('polygon', corners.slice(0, 2))).toBe(false);
    expect(keyboardShapeCanFinish('polygon', corners.slice(0, 3))).toBe(true);
    expect(keyboardShape('polygon', corners.slice(0, 2))).toBeUndefined();
  });

  it('ignores a point where the last one is (the map was not moved)', () => {
    expect(addKeyboardPoint([centre], centre)).toEqual([centre]);
    expect(addKeyboardPoint([centre], east)).toEqual([centre, east]);
  });

  it('makes terra-draw features: a point, a line, a closed polygon', () => {
    expect(keyboardShape('marker', [centre])).toEqual({
      type: 'Feature',
      geometry: { type: 'Point', coordinates: centre },
      properties: { mode: 'marker' },
    });
    expect(keyboardShape('polyline', corners.slice(0, 2))?.geometry).toEqual({
      type: 'LineString',
      coordinates: corners.slice(0, 2),
    });
    expect(keyboardShape('polygon', corners)?.geometry).toEqual({
      type: 'Polygon',
      coordinates: [[...corners, corners[0]]],
    });
  });

  it('makes a circle around the first point through the second', () => {
    const radius = distanceKm(centre, east);
    // 0.001266° of longitude at 39.8° north is about 108 m.
    expect(radius).toBeGreaterThan(0.1);
    expect(radius).toBeLessThan(0.12);
    const circle = keyboardShape('circle', [centre, east])!;
    expect(circle.properties).toEqual({ mode: 'circle', radiusKilometers: radius });
    expect(circle.geometry.type).toBe('Polygon');
    const [ring] = circle.geometry.coordinates as Position[][];
    expect(ring).toHaveLength(65);
    expect(ring![0]).toEqual(ring![64]);
    for (const point of ring!) expect(distanceKm(centre, point)).toBeCloseTo(radius, 5);
    expect(circleRing(centre, 1, 8)).toHaveLength(9);
  });

  it('shows the points added so far and the path joining them', () => {
    expect(pendingFeatures([]).features).toEqual([]);
    expect(pendingFeatures([centre]).features.map((f) => f.properties.kind)).toEqual(['point']);
    expect(pendingFeatures([centre, east]).features.map((f) => f.properties.kind)).toEqual([
      'path',
      'point',
      'point',
    ]);
  });
});
