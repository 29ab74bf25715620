// What the lab's map pages draw in common: the position type, and how drawn points and paths look.
import type { CircleLayerSpecification, LineLayerSpecification } from 'maplibre-gl';

/** A GeoJSON position: `[lng, lat]`, maplibre's order. */
export type Position = [number, number];

/** The colour of everything drawn on a lab map. */
export const DRAWING_COLOUR = '#e65100';

/** A drawn point: a dot in the drawing colour with a white ring. */
export const pointPaint: CircleLayerSpecification['paint'] = {
  'circle-radius': 6,
  'circle-color': DRAWING_COLOUR,
  'circle-stroke-color': '#ffffff',
  'circle-stroke-width': 2,
};

/** A drawn path; `dashed` while it is not finished. */
export function pathPaint(dashed = false): LineLayerSpecification['paint'] {
  return {
    'line-color': DRAWING_COLOUR,
    'line-width': 3,
    ...(dashed ? { 'line-dasharray': [2, 1] } : {}),
  };
}
