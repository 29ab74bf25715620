import { clientAddress } from '../../lib/text.js';
import { isIP } from 'node:net';
import { fail } from '../../http/errors.js';
import { registerMessages } from '../../i18n/translate.js';
import type { ServerModule } from '../registry.js';
import { DEFAULT_CENTRE, insideBoundary, insideRing, tileCoversBoundary } from '../tour/geo.js';
import { SCENIC_AREA, type Position } from '../tour/scenicArea.js';
import { loadMapData, seedMapFeatures, type MapData } from './features.js';
import { registerGlyphRoute } from './glyphs.js';
import en from './locales/en.json' with { type: 'json' };
import mn from './locales/mn.json' with { type: 'json' };
import zhHans from './locales/zh-Hans.json' with { type: 'json' };
import { MAP_STYLES, buildStyle, type MapStyleName } from './styles.js';
import { TileCache } from './tileCache.js';
import { VECTOR_MAX_ZOOM, VectorTileSource } from './vectorTiles.js';
import { weatherAt } from './weather.js';

registerMessages('map', { 'zh-Hans': zhHans, en, mn });

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

export const mapModule: ServerModule = {
  name: 'map',
  handlers: (ctx) => {
    let data: Promise<MapData> | undefined;
    let vectorTiles: VectorTileSource | undefined;
    const mapData = () => {
      data ??= loadMapData(ctx.db).catch((error: unknown) => {
        data = undefined;
        throw error;
      });
      return data;
    };
    const tiles = new TileCache(ctx.config.dataDir);
    const origin = () => ctx.config.publicUrl.replace(/\/$/, '');

    return {
      async getMapTile({ params, reply }) {
        const { z, x, y } = params;
        if (x >= 2 ** z || y >= 2 ** z) throw fail.badRequest('map.tileOutOfRange', { z, x, y });
        if (!tileCoversBoundary(z, x, y)) throw fail.notFound('map.noTile');
        const png = await tiles.get(await mapData(), z, x, y);
        await reply.type('image/png').header('cache-control', 'public, max-age=86400').send(png);
        return undefined as never;
      },

      async getVectorTile({ params, reply }) {
        const { z, x, y } = params;
        if (z > VECTOR_MAX_ZOOM || x >= 2 ** z || y >= 2 ** z) {
          throw fail.badRequest('map.tileOutOfRange', { z, x, y });
        }
        vectorTiles ??= new VectorTileSource(await mapData());
        const tile = vectorTiles.tile(z, x, y);
        if (!tile) throw fail.notFound('map.noTile');
        await reply
          .type('application/vnd.mapbox-vector-tile')
          .header('cache-control', 'public, max-age=86400')
          .send(Buffer.from(tile));
        return undefined as never;
      },

      async getMapStyle({ params, reply }) {
        const style = params.style as MapStyleName;
        if (!MAP_STYLES.includes(style)) throw fail.badRequest('map.noStyle');
        await reply
          .type('application/json; charset=utf-8')
          .header('cache-control', 'public, max-age=3600')
          .send(buildStyle(style, origin()));
        return undefined as never;
      },

      async getWeatherNow({ params }) {
        return weatherAt({ lat: Number(params.lat), lng: Number(params.lng) }, ctx.now());
      },

      async locateByIp({ raw }) {
        // No IP database ships with the reference server: the addresses it can place are
        // the local ones, which are at the scenic area it serves.
        if (!isLocalAddress(clientAddress(raw))) throw fail.notFound('map.ipUnknown');
        return {
          latitude: DEFAULT_CENTRE.lat,
          longitude: DEFAULT_CENTRE.lng,
          accuracy: 3000,
          city: SCENIC_AREA.city.name,
        };
      },

      async reverseGeocode({ params }) {
        const point = { lat: Number(params.lat), lng: Number(params.lng) };
        if (!insideBoundary(point)) throw fail.notFound('map.noAddress');
        const zones = (await mapData()).byLayer.get('zone') ?? [];
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
      },
    };
  },
  register(app) {
    registerGlyphRoute(app);
  },
  seed: seedMapFeatures,
};
