import type { FastifyReply } from 'fastify';
import { clientAddress } from '../../lib/text.js';
import type { ServerModule } from '../registry.js';
import { registerGlyphRoute } from './glyphs.js';
import en from './locales/en.json' with { type: 'json' };
import mn from './locales/mn.json' with { type: 'json' };
import zhHans from './locales/zh-Hans.json' with { type: 'json' };
import { seedMapFeatures } from './map.seed.js';
import type { MapFile } from './map.service.js';

/** Answers a file as it is (outside the JSON envelope). */
async function send(reply: FastifyReply, file: MapFile): Promise<never> {
  await reply.type(file.type).header('cache-control', file.cacheControl).send(file.body);
  return undefined as never;
}

/** Image and vector tiles, styles, glyphs (`/map/fonts/...`), weather, IP and reverse geocoding. */
export const mapModule: ServerModule = {
  name: 'map',
  handlers: ({ map }) => ({
    getMapTile: async ({ params, reply }) =>
      send(reply, await map.imageTile(params.z, params.x, params.y)),
    getVectorTile: async ({ params, reply }) =>
      send(reply, await map.vectorTile(params.z, params.x, params.y)),
    getMapStyle: async ({ params, reply, locale }) =>
      send(reply, await map.style(params.style, locale)),
    getWeatherNow: async ({ params }) =>
      map.weather({ lat: Number(params.lat), lng: Number(params.lng) }),
    locateByIp: async ({ raw }) => map.locate(clientAddress(raw)),
    reverseGeocode: ({ params }) =>
      map.reverseGeocode({ lat: Number(params.lat), lng: Number(params.lng) }),
  }),
  register: (app) => registerGlyphRoute(app),
  seed: seedMapFeatures,
  messages: { 'zh-Hans': zhHans, en, mn },
};
