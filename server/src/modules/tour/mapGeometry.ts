/**
 * The scenic area's map geometry the tiles are drawn from (GeoJSON, [lng, lat] positions):
 * the lake, river, zones, buildings, paths and labels; deterministic.
 */
import { hash01 } from '../../lib/hash.js';
import type { AttractionType } from './attractionTypes.js';
import { BOUNDARY, fromLocal, type LatLng, round6, toLocal } from './geo.js';
import type { PathNetwork } from './pathNetwork.js';
import { SCENIC_AREA, SEED_ATTRACTIONS } from './scenicAreaSeed.js';
import { mapLabelTranslations } from './tourTranslations.js';
import type { Translations } from '../../db/schema/columns.js';

export type Position = [number, number];
export interface SeedFeature {
  id: number;
  layer: string;
  kind: string;
  name: string | null;
  /** The label's name in other languages (see `localized`). */
  translations: Translations;
  geometry:
    | { type: 'Point'; coordinates: Position }
    | { type: 'LineString'; coordinates: Position[] }
    | { type: 'Polygon'; coordinates: Position[][] };
  properties: Record<string, string | number | boolean>;
}

const position = (point: LatLng): Position => [round6(point.lng), round6(point.lat)];
const localPosition = (x: number, y: number): Position => position(fromLocal(x, y));

/** A closed ring around (cx, cy) with radii rx, ry, wobbling by `wobble` (0..1). */
function blob(cx: number, cy: number, rx: number, ry: number, wobble: number, steps = 40) {
  const ring: Position[] = [];
  for (let i = 0; i < steps; i += 1) {
    const angle = (i / steps) * 2 * Math.PI;
    const k = 1 + wobble * (0.6 * Math.sin(3 * angle + cx) + 0.4 * Math.cos(5 * angle + cy));
    ring.push(localPosition(cx + rx * k * Math.cos(angle), cy + ry * k * Math.sin(angle)));
  }
  ring.push(ring[0]!);
  return ring;
}

function rectangle(cx: number, cy: number, width: number, height: number, angle: number) {
  const cos = Math.cos(angle);
  const sin = Math.sin(angle);
  const corners = [
    [-width / 2, -height / 2],
    [width / 2, -height / 2],
    [width / 2, height / 2],
    [-width / 2, height / 2],
  ].map(([dx = 0, dy = 0]) => localPosition(cx + dx * cos - dy * sin, cy + dx * sin + dy * cos));
  return [...corners, corners[0]!];
}

const polygon = (ring: Position[]) => ({ type: 'Polygon' as const, coordinates: [ring] });
const lineString = (points: Position[]) => ({ type: 'LineString' as const, coordinates: points });
const pointGeometry = (p: Position) => ({ type: 'Point' as const, coordinates: p });

/** The lake (天鹅湖), shared by the geometry and the checks that keep things out of it. */
export const LAKE = { cx: 3100, cy: 1700, rx: 380, ry: 280 };
const RIVER: [number, number][] = [
  [2725, 1750],
  [2450, 1800],
  [2150, 1850],
  [1800, 2000],
  [1400, 2100],
  [900, 2150],
  [400, 2250],
  [-600, 2400],
];

/** Named zones of the scenic area (reverse geocoding and map labels). */
export const ZONES: { name: string; ring: [number, number][]; label: [number, number] }[] = [
  {
    name: '游客服务区',
    ring: [
      [1500, 0],
      [2900, 0],
      [2900, 760],
      [1500, 760],
    ],
    label: [2350, 380],
  },
  {
    name: '营地度假区',
    ring: [
      [0, 0],
      [1500, 0],
      [1500, 760],
      [1050, 1250],
      [0, 1250],
    ],
    label: [620, 650],
  },
  {
    name: '草原活动区',
    ring: [
      [0, 1250],
      [1050, 1250],
      [1500, 760],
      [2000, 760],
      [2000, 1700],
      [0, 1700],
    ],
    label: [1250, 1250],
  },
  {
    name: '民俗文化区',
    ring: [
      [2000, 760],
      [2900, 760],
      [2900, 1250],
      [2600, 1350],
      [2600, 1700],
      [2000, 1700],
    ],
    label: [2300, 1000],
  },
  {
    name: '天鹅湖景区',
    ring: [
      [2600, 1350],
      [2900, 1250],
      [4011, 1250],
      [4011, 2328],
      [2600, 2328],
    ],
    label: [3100, 1700],
  },
  {
    name: '湿地观光区',
    ring: [
      [0, 1700],
      [2600, 1700],
      [2600, 2328],
      [0, 2328],
    ],
    label: [1300, 2000],
  },
  {
    name: '沙漠体验区',
    ring: [
      [2900, 0],
      [4011, 0],
      [4011, 1250],
      [2900, 1250],
    ],
    label: [3500, 950],
  },
];

/** Sizes (metres) of the buildings drawn at attractions of each type. */
const buildingSizes: Partial<Record<AttractionType, [number, number]>> = {
  hotel: [34, 20],
  canteen: [26, 16],
  store: [18, 12],
  facility: [22, 14],
  gallery: [40, 24],
  toilet: [10, 8],
};

export function buildMapFeatures(network: PathNetwork): SeedFeature[] {
  const features: Omit<SeedFeature, 'id' | 'translations'>[] = [];
  const add = (feature: Omit<SeedFeature, 'id' | 'translations'>) => features.push(feature);
  const width = (BOUNDARY.east - BOUNDARY.west) * (111_320 * Math.cos((39.816 * Math.PI) / 180));

  // Land cover: farmland around the park, grass inside it, sand, wetland and groves.
  const margin = 900;
  add({
    layer: 'landcover',
    kind: 'farmland',
    name: null,
    geometry: polygon([
      localPosition(-margin, -margin),
      localPosition(width + margin, -margin),
      localPosition(width + margin, 2328 + margin),
      localPosition(-margin, 2328 + margin),
      localPosition(-margin, -margin),
    ]),
    properties: {},
  });
  add({
    layer: 'landcover',
    kind: 'grass',
    name: null,
    geometry: polygon([
      localPosition(0, 0),
      localPosition(width, 0),
      localPosition(width, 2328),
      localPosition(0, 2328),
      localPosition(0, 0),
    ]),
    properties: {},
  });
  add({
    layer: 'landcover',
    kind: 'sand',
    name: '库布其沙丘',
    geometry: polygon(blob(3560, 640, 520, 560, 0.12, 48)),
    properties: {},
  });
  add({
    layer: 'landcover',
    kind: 'wetland',
    name: null,
    geometry: polygon(blob(2250, 2020, 330, 170, 0.15)),
    properties: {},
  });
  add({
    layer: 'landcover',
    kind: 'wetland',
    name: null,
    geometry: polygon(blob(3150, 2130, 260, 120, 0.15)),
    properties: {},
  });
  for (const [cx, cy, r] of [
    [800, 1560, 130],
    [350, 1800, 180],
    [1250, 1900, 120],
    [2900, 600, 110],
    [600, 500, 150],
    [1750, 1450, 90],
    [3850, 1600, 160],
  ] as const) {
    add({
      layer: 'landcover',
      kind: 'forest',
      name: null,
      geometry: polygon(blob(cx, cy, r, r * 0.8, 0.2, 28)),
      properties: {},
    });
  }

  // Water.
  add({
    layer: 'water',
    kind: 'lake',
    name: '天鹅湖',
    geometry: polygon(blob(LAKE.cx, LAKE.cy, LAKE.rx, LAKE.ry, 0.05, 64)),
    properties: {},
  });
  add({
    layer: 'water',
    kind: 'pond',
    name: null,
    geometry: polygon(blob(500, 1600, 70, 50, 0.1, 24)),
    properties: {},
  });
  add({
    layer: 'waterway',
    kind: 'river',
    name: '锡尼河',
    geometry: lineString(RIVER.map(([x, y]) => localPosition(x, y))),
    properties: {},
  });

  // Roads: the county road south of the park, the access road and the service road.
  add({
    layer: 'transportation',
    kind: 'primary',
    name: '锡尼公路',
    geometry: lineString([
      localPosition(-margin, -420),
      localPosition(1200, -380),
      localPosition(2170, -360),
      localPosition(3200, -330),
      localPosition(width + margin, -300),
    ]),
    properties: {},
  });
  add({
    layer: 'transportation',
    kind: 'secondary',
    name: '景区大道',
    geometry: lineString([
      localPosition(2170, -360),
      localPosition(2170, 200),
      localPosition(2170, 470),
    ]),
    properties: {},
  });
  add({
    layer: 'transportation',
    kind: 'service',
    name: '观光车道',
    geometry: lineString([
      localPosition(2170, 470),
      localPosition(2600, 430),
      localPosition(3050, 380),
      localPosition(3700, 330),
    ]),
    properties: {},
  });
  add({
    layer: 'transportation',
    kind: 'service',
    name: null,
    geometry: lineString([
      localPosition(2170, 470),
      localPosition(1300, 520),
      localPosition(550, 760),
    ]),
    properties: {},
  });
  for (const line of network.lines) {
    add({
      layer: 'transportation',
      kind: line.kind,
      name: null,
      geometry: lineString(line.points.map(position)),
      properties: {},
    });
  }

  // Parking, buildings at attractions, the yurt camp and the show arenas.
  add({
    layer: 'landcover',
    kind: 'parking',
    name: null,
    geometry: polygon(rectangle(2170, 420, 160, 90, 0)),
    properties: {},
  });
  for (const attraction of SEED_ATTRACTIONS) {
    const { x, y } = toLocal(attraction.point);
    const size = buildingSizes[attraction.type];
    if (size) {
      const angle = (hash01(attraction.id, 7) - 0.5) * 0.6;
      // The building stands just behind the marker, which sits at its door.
      add({
        layer: 'building',
        kind: attraction.type,
        name: attraction.name,
        geometry: polygon(rectangle(x, y + size[1] / 2 + 4, size[0], size[1], angle)),
        properties: {},
      });
    }
    if (attraction.type === 'show') {
      add({
        layer: 'building',
        kind: 'arena',
        name: attraction.name,
        geometry: polygon(blob(x, y + 30, 42, 28, 0, 32)),
        properties: {},
      });
    }
  }
  for (const [cx, cy] of [
    [520, 930],
    [560, 980],
    [620, 1000],
    [680, 960],
    [650, 860],
    [560, 860],
    [420, 1120],
    [480, 1180],
    [3620, 260],
    [3690, 300],
  ] as const) {
    add({
      layer: 'building',
      kind: 'yurt',
      name: null,
      geometry: polygon(blob(cx, cy, 7, 7, 0, 16)),
      properties: {},
    });
  }

  // The boundary and the named zones.
  add({
    layer: 'boundary',
    kind: 'scenic_area',
    name: SCENIC_AREA.name,
    geometry: polygon([
      [BOUNDARY.west, BOUNDARY.south],
      [BOUNDARY.east, BOUNDARY.south],
      [BOUNDARY.east, BOUNDARY.north],
      [BOUNDARY.west, BOUNDARY.north],
      [BOUNDARY.west, BOUNDARY.south],
    ]),
    properties: {},
  });
  for (const zone of ZONES) {
    const ring = zone.ring.map(([x, y]) => localPosition(x, y));
    add({
      layer: 'zone',
      kind: 'zone',
      name: zone.name,
      geometry: polygon([...ring, ring[0]!]),
      properties: {},
    });
    add({
      layer: 'label',
      kind: 'zone',
      name: zone.name,
      geometry: pointGeometry(localPosition(zone.label[0], zone.label[1])),
      properties: { rank: 1 },
    });
  }
  add({
    layer: 'label',
    kind: 'water',
    name: '天鹅湖',
    geometry: pointGeometry(localPosition(LAKE.cx, LAKE.cy)),
    properties: { rank: 1 },
  });
  add({
    layer: 'label',
    kind: 'park',
    name: SCENIC_AREA.name,
    geometry: pointGeometry(localPosition(2170, 200)),
    properties: { rank: 0 },
  });
  for (const attraction of SEED_ATTRACTIONS) {
    if (attraction.type === 'toilet') continue;
    add({
      layer: 'label',
      kind: 'poi',
      name: attraction.name,
      geometry: pointGeometry(position(attraction.point)),
      properties: { rank: 2, type: attraction.type },
    });
  }
  return features.map((feature, index) => ({
    ...feature,
    id: index + 1,
    translations: mapLabelTranslations(feature.name),
  }));
}
