import { createHash } from 'node:crypto';
import { asc } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { mapFeatures } from '../../db/schema/index.js';
import { hash01 } from '../../lib/hash.js';
import {
  BOUNDARY,
  LAKE,
  fromLocal,
  insideRing,
  toLocal,
  type Position,
  type SeedFeature,
} from '../tour/tour.service.js';

export type MapFeature = SeedFeature;

/** The seed geometry of the map, loaded from the database once per server. */
export interface MapData {
  features: MapFeature[];
  byLayer: Map<string, MapFeature[]>;
  /** Changes whenever the geometry changes: names the tile cache directory. */
  version: string;
  /** Lone trees on the grass and the trees of the groves ([lng, lat], radius in metres). */
  trees: { position: Position; radius: number }[];
}

const ringsOf = (feature: MapFeature): Position[][] =>
  feature.geometry.type === 'Polygon' ? feature.geometry.coordinates : [];

/** Trees: clumps inside the groves, a few lone ones on open grass (deterministic). */
function plantTrees(byLayer: Map<string, MapFeature[]>): MapData['trees'] {
  const landcover = byLayer.get('landcover') ?? [];
  const forests = landcover.filter((f) => f.kind === 'forest').flatMap(ringsOf);
  const avoid = [
    ...landcover.filter((f) => f.kind === 'sand' || f.kind === 'wetland' || f.kind === 'parking'),
    ...(byLayer.get('water') ?? []),
    ...(byLayer.get('building') ?? []),
  ].flatMap(ringsOf);
  const trees: MapData['trees'] = [];
  const corner = toLocal({ lat: BOUNDARY.north, lng: BOUNDARY.east });
  for (let x = 10; x < corner.x; x += 22) {
    for (let y = 10; y < corner.y; y += 22) {
      const jx = x + (hash01(x, y, 1) - 0.5) * 16;
      const jy = y + (hash01(x, y, 2) - 0.5) * 16;
      const point = fromLocal(jx, jy);
      const inForest = forests.some((ring) => insideRing(point, ring));
      const lone = !inForest && hash01(x, y, 3) < 0.012;
      if (!inForest && !lone) continue;
      if (avoid.some((ring) => insideRing(point, ring))) continue;
      const lakeDistance = Math.hypot((jx - LAKE.cx) / LAKE.rx, (jy - LAKE.cy) / LAKE.ry);
      if (lakeDistance < 1.15) continue;
      trees.push({ position: [point.lng, point.lat], radius: 5 + hash01(x, y, 4) * 4 });
    }
  }
  return trees;
}

export async function loadMapData(db: Db): Promise<MapData> {
  const rows = await db.select().from(mapFeatures).orderBy(asc(mapFeatures.id));
  const features = rows.map((row) => ({
    id: row.id,
    layer: row.layer,
    kind: row.kind,
    name: row.name,
    translations: row.translations,
    geometry: row.geometry as MapFeature['geometry'],
    properties: row.properties as MapFeature['properties'],
  }));
  const byLayer = new Map<string, MapFeature[]>();
  for (const feature of features) {
    const list = byLayer.get(feature.layer) ?? [];
    list.push(feature);
    byLayer.set(feature.layer, list);
  }
  const version = createHash('sha1').update(JSON.stringify(features)).digest('hex').slice(0, 12);
  return { features, byLayer, version, trees: plantTrees(byLayer) };
}
