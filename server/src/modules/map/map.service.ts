import { isIP } from 'node:net';
import type { ServiceDeps } from '../../context.js';
import { fail } from '../../http/errors.js';
import type { Locale } from '../../i18n/translate.js';
import {
  DEFAULT_CENTRE,
  SCENIC_AREA,
  insideBoundary,
  insideRing,
  tileCoversBoundary,
  type LatLng,
  type Position,
} from '../tour/tour.service.js';
import { loadMapData, type MapData } from './features.js';
import { MAP_STYLES, buildStyle, type MapStyleName } from './styles.js';
import { TileCache } from './tileCache.js';
import { VECTOR_MAX_ZOOM, VectorTileSource, vectorCoverage } from './vectorTiles.js';
import { weatherAt } from './weather.js';

/** A file answered as it is: its content type, how long clients keep it, its content. */
export interface MapFile {
  type: string;
  cacheControl: string;
  /** Bytes, or a value serialised as JSON. */
  body: Buffer | object;
}

/** Loopback, private, link-local and shared (carrier-grade NAT) addresses. */
export function isLocalAddress(address: string): boolean {
  const ip = address.startsWith('::ffff:') ? address.slice(7) : address;
  if (isIP(ip) === 4) {
    const [a = 0, b = 0] = ip.split('.').map(Number);
    return (
      a === 127 ||
      a === 10 ||
      (a === 172 && b >= 16 && b <= 31) ||
      (a === 192 && b === 168) ||
      (a === 169 && b === 254) ||
      (a === 100 && b >= 64 && b <= 127)
    );
  }
  if (isIP(ip) === 6) {
    const lower = ip.toLowerCase();
    return lower === '::1' || /^f[cd]/.test(lower) || /^fe[89ab]/.test(lower);
  }
  return false;
}

/**
 * The map of the scenic area: image and vector tiles drawn from the seeded geometry,
 * styles, weather, locating by client address and reverse geocoding.
 */
export class MapService {
  /** The map geometry, loaded once per server. */
  private data: Promise<MapData> | undefined;
  private vectorTiles: VectorTileSource | undefined;
  private readonly tiles: TileCache;

  constructor(private readonly deps: ServiceDeps<'db' | 'now' | 'config'>) {
    this.tiles = new TileCache(deps.config.dataDir);
  }

  private mapData() {
    this.data ??= loadMapData(this.deps.db).catch((error: unknown) => {
      this.data = undefined;
      throw error;
    });
    return this.data;
  }

  /** The PNG image tile z/x/y (only tiles over the scenic area exist). */
  async imageTile(z: number, x: number, y: number): Promise<MapFile> {
    if (x >= 2 ** z || y >= 2 ** z) throw fail.badRequest('map.tileOutOfRange', { z, x, y });
    if (!tileCoversBoundary(z, x, y)) throw fail.notFound('map.noTile');
    const png = await this.tiles.get(await this.mapData(), z, x, y);
    return { type: 'image/png', cacheControl: 'public, max-age=86400', body: png };
  }

  /** The Mapbox vector tile z/x/y, up to zoom 14. */
  async vectorTile(z: number, x: number, y: number): Promise<MapFile> {
    if (z > VECTOR_MAX_ZOOM || x >= 2 ** z || y >= 2 ** z) {
      throw fail.badRequest('map.tileOutOfRange', { z, x, y });
    }
    this.vectorTiles ??= new VectorTileSource(await this.mapData());
    const tile = this.vectorTiles.tile(z, x, y);
    if (!tile) throw fail.notFound('map.noTile');
    return {
      type: 'application/vnd.mapbox-vector-tile',
      cacheControl: 'public, max-age=86400',
      body: Buffer.from(tile),
    };
  }

  /**
   * A style (JSON), its URLs absolute with PUBLIC_URL when it is set, its vector source
   * bounded by where the vector tiles have data.
   */
  async style(name: string, locale: Locale): Promise<MapFile> {
    const style = name as MapStyleName;
    if (!MAP_STYLES.includes(style)) throw fail.badRequest('map.noStyle');
    const bounds = vectorCoverage(await this.mapData());
    return {
      type: 'application/json; charset=utf-8',
      cacheControl: 'public, max-age=3600',
      body: buildStyle(style, this.deps.config.publicUrl.replace(/\/$/, ''), bounds, locale),
    };
  }

  weather(point: LatLng) {
    return weatherAt(point, this.deps.now());
  }

  /**
   * Where a client address is. No IP database ships with the reference server: the
   * addresses it can place are the local ones, which are at the scenic area it serves.
   */
  locate(address: string) {
    if (!isLocalAddress(address)) throw fail.notFound('map.ipUnknown');
    return {
      latitude: DEFAULT_CENTRE.lat,
      longitude: DEFAULT_CENTRE.lng,
      accuracy: 3000,
      city: SCENIC_AREA.city.name,
    };
  }

  /** The address of a point inside the scenic area, down to its zone. */
  async reverseGeocode(point: LatLng) {
    if (!insideBoundary(point)) throw fail.notFound('map.noAddress');
    const zones = (await this.mapData()).byLayer.get('zone') ?? [];
    const zone = zones.find(
      (feature) =>
        feature.geometry.type === 'Polygon' &&
        insideRing(point, feature.geometry.coordinates[0] as Position[]),
    );
    const { province, city, district, name } = SCENIC_AREA;
    return {
      address: `${province.name}${city.name}${district.name}${name}${zone?.name ?? ''}`,
      province: province.name,
      city: city.name,
      district: district.name,
    };
  }
}
