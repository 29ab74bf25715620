import type { Locale } from '../../i18n/translate.js';
import { DEFAULT_CENTRE } from '../tour/tour.service.js';
import { palettes, type MapStyleName } from './palettes.js';
import { VECTOR_MAX_ZOOM } from './vectorTiles.js';

export { MAP_STYLES, type MapStyleName } from './palettes.js';

/** The one font stack the server has glyphs for (see glyphs.ts). */
export const FONT_STACK = 'CityLife Sans Regular';

const byZoom = (stops: [number, number][]) => [
  'interpolate',
  ['exponential', 1.6],
  ['zoom'],
  ...stops.flat(),
];
const isClass = (...classes: string[]) => ['in', ['get', 'class'], ['literal', classes]];

/** `[west, south, east, north]` in degrees, as a source's `bounds`. */
export type Bounds = [number, number, number, number];

/**
 * A MapLibre style (version 8) of the scenic-area base map. Every URL points at this
 * server: `base` is an absolute origin (PUBLIC_URL) or '' for same-origin paths. The vector
 * source covers `bounds` (where the map has data) from zoom 0 to VECTOR_MAX_ZOOM, so that
 * the map asks for no tile outside it.
 */
export function buildStyle(name: MapStyleName, base: string, bounds: Bounds, locale: Locale) {
  const p = palettes[name];
  const source = 'base';
  // Labels in the reader's language where the tile has it (`name:en`), else the original.
  const label =
    locale === 'zh-Hans'
      ? ['get', 'name']
      : ['coalesce', ['get', `name:${locale}`], ['get', 'name']];
  const text = (size: number) => ({
    'text-field': label,
    'text-font': [FONT_STACK],
    'text-size': size,
  });
  return {
    version: 8,
    name,
    metadata: { 'citylife:title': p.title, 'citylife:imageTiles': { paint: p.imageTiles } },
    glyphs: `${base}/map/fonts/{fontstack}/{range}.pbf`,
    center: [DEFAULT_CENTRE.lng, DEFAULT_CENTRE.lat],
    zoom: 16,
    sources: {
      [source]: {
        type: 'vector',
        tiles: [`${base}/map/tiles/{z}/{x}/{y}.pbf`],
        bounds,
        minzoom: 0,
        maxzoom: VECTOR_MAX_ZOOM,
        attribution: '© City Life',
      },
    },
    layers: [
      { id: 'background', type: 'background', paint: { 'background-color': p.background } },
      ...(
        [
          ['farmland', p.farmland],
          ['grass', p.grass],
          ['sand', p.sand],
          ['wetland', p.wetland],
          ['forest', p.forest],
          ['parking', p.parking],
        ] as const
      ).map(([kind, colour]) => ({
        id: `landcover-${kind}`,
        type: 'fill',
        source,
        'source-layer': 'landcover',
        filter: ['==', ['get', 'class'], kind],
        paint: { 'fill-color': colour },
      })),
      {
        id: 'waterway',
        type: 'line',
        source,
        'source-layer': 'waterway',
        layout: { 'line-cap': 'round', 'line-join': 'round' },
        paint: {
          'line-color': p.water,
          'line-width': byZoom([
            [12, 1],
            [16, 8],
            [18, 30],
          ]),
        },
      },
      {
        id: 'water',
        type: 'fill',
        source,
        'source-layer': 'water',
        paint: { 'fill-color': p.water },
      },
      {
        id: 'road-casing',
        type: 'line',
        source,
        'source-layer': 'transportation',
        filter: isClass('primary', 'secondary', 'service'),
        layout: { 'line-cap': 'round', 'line-join': 'round' },
        paint: {
          'line-color': p.roadCasing,
          'line-width': byZoom([
            [12, 2],
            [16, 9],
            [18, 30],
          ]),
        },
      },
      {
        id: 'road',
        type: 'line',
        source,
        'source-layer': 'transportation',
        filter: isClass('primary', 'secondary'),
        layout: { 'line-cap': 'round', 'line-join': 'round' },
        paint: {
          'line-color': p.road,
          'line-width': byZoom([
            [12, 1],
            [16, 6],
            [18, 24],
          ]),
        },
      },
      {
        id: 'road-service',
        type: 'line',
        source,
        'source-layer': 'transportation',
        filter: isClass('service'),
        layout: { 'line-cap': 'round', 'line-join': 'round' },
        paint: {
          'line-color': p.service,
          'line-width': byZoom([
            [12, 0.5],
            [16, 4],
            [18, 14],
          ]),
        },
      },
      {
        id: 'path',
        type: 'line',
        source,
        'source-layer': 'transportation',
        filter: isClass('path'),
        minzoom: 13,
        layout: { 'line-cap': 'round', 'line-join': 'round' },
        paint: {
          'line-color': p.path,
          'line-width': byZoom([
            [13, 0.5],
            [16, 2.5],
            [18, 6],
          ]),
        },
      },
      {
        id: 'footway',
        type: 'line',
        source,
        'source-layer': 'transportation',
        filter: isClass('footway'),
        minzoom: 15,
        paint: { 'line-color': p.footway, 'line-width': 1.2, 'line-dasharray': [2, 1.5] },
      },
      p.extrude
        ? {
            id: 'building',
            type: 'fill-extrusion',
            source,
            'source-layer': 'building',
            minzoom: 14,
            paint: {
              'fill-extrusion-color': ['match', ['get', 'class'], 'yurt', p.yurt, p.building],
              'fill-extrusion-height': [
                'match',
                ['get', 'class'],
                'yurt',
                4,
                'arena',
                2,
                'toilet',
                3,
                'gallery',
                9,
                6,
              ],
              'fill-extrusion-opacity': 0.9,
            },
          }
        : {
            id: 'building',
            type: 'fill',
            source,
            'source-layer': 'building',
            minzoom: 14,
            paint: {
              'fill-color': ['match', ['get', 'class'], 'yurt', p.yurt, p.building],
              'fill-outline-color': p.buildingEdge,
            },
          },
      {
        id: 'boundary',
        type: 'line',
        source,
        'source-layer': 'boundary',
        paint: { 'line-color': p.boundary, 'line-width': 2, 'line-dasharray': [3, 2] },
      },
      {
        id: 'road-label',
        type: 'symbol',
        source,
        'source-layer': 'transportation',
        filter: ['all', ['has', 'name'], isClass('primary', 'secondary', 'service')],
        minzoom: 14,
        layout: { ...text(12), 'symbol-placement': 'line' },
        paint: { 'text-color': p.text, 'text-halo-color': p.halo, 'text-halo-width': 1.5 },
      },
      {
        id: 'water-label',
        type: 'symbol',
        source,
        'source-layer': 'label',
        filter: ['==', ['get', 'class'], 'water'],
        layout: text(14),
        paint: { 'text-color': p.waterLabel, 'text-halo-color': p.halo, 'text-halo-width': 1 },
      },
      {
        id: 'zone-label',
        type: 'symbol',
        source,
        'source-layer': 'label',
        filter: isClass('zone', 'park'),
        layout: { ...text(15), 'text-letter-spacing': 0.1 },
        paint: { 'text-color': p.text, 'text-halo-color': p.halo, 'text-halo-width': 2 },
      },
      {
        id: 'poi-label',
        type: 'symbol',
        source,
        'source-layer': 'label',
        filter: ['==', ['get', 'class'], 'poi'],
        minzoom: 16,
        layout: { ...text(11), 'text-anchor': 'top', 'text-offset': [0, 0.8] },
        paint: { 'text-color': p.text, 'text-halo-color': p.halo, 'text-halo-width': 1.2 },
      },
    ],
  };
}
