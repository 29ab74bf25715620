import { parseLatLng } from '../../common/latLng';
import { HEAT } from '../../common/map/constants';
import type { HeatFeatureCollection } from '../../common/map/mapStyle';
import type { Attraction } from './filters';

/**
 * The visitor count of an attraction on the heat layer: "random" between HEAT.min and
 * HEAT.max, but the same for the same attraction every time (a hash of its id), so the
 * layer does not change between drawings.
 */
export function heatCount(id: number): number {
  // Mulberry32, one step from the id: a well-mixed 32-bit value per id.
  let value = (id + 0x6d2b79f5) | 0;
  value = Math.imul(value ^ (value >>> 15), value | 1);
  value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
  const unit = ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  return HEAT.min + Math.floor(unit * (HEAT.max - HEAT.min + 1));
}

/** The weight of a count on the heat layer, 0 at HEAT.min to 1 at HEAT.max. */
export function heatWeight(count: number): number {
  const clamped = Math.min(HEAT.max, Math.max(HEAT.min, count));
  return (clamped - HEAT.min) / (HEAT.max - HEAT.min);
}

/** The heat layer's points: one per attraction that has a position, with its count. */
export function heatData(attractions: readonly Attraction[]): HeatFeatureCollection {
  return {
    type: 'FeatureCollection',
    features: attractions.flatMap((attraction) => {
      const point = parseLatLng(attraction.latlng);
      if (!point) return [];
      const count = heatCount(attraction.id);
      return [
        {
          type: 'Feature' as const,
          properties: { id: attraction.id, count, weight: heatWeight(count) },
          geometry: { type: 'Point' as const, coordinates: [point.longitude, point.latitude] },
        },
      ];
    }),
  };
}
