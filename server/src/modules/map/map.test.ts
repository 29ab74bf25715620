// The reader types live with the server's other declarations; the test project needs them too.
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="../../types/vector-tile.d.ts" />
import { existsSync, mkdtempSync } from 'node:fs';
import { readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { VectorTile } from '@mapbox/vector-tile';
import Protobuf from 'pbf';
import { loadImage, createCanvas } from '@napi-rs/canvas';
import { failureOf } from '../../test/assertions.js';
import { startTestServer, useTestServer } from '../../test/harness.js';
import { BOUNDARY, boundaryTileRange, worldPixel } from '../tour/tour.service.js';
import { weatherAt } from './weather.js';
import { isLocalAddress } from './map.service.js';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'citylife-map-test-'));
// Registered before the server's hooks, so it runs after the server has closed.
afterAll(() => rm(dataDir, { recursive: true, force: true }));
const server = useTestServer({ at: new Date('2026-07-15T06:00:00Z'), config: { dataDir } });

/** The tile at zoom `z` containing a point. */
function tileAt(lat: number, lng: number, z: number) {
  const p = worldPixel({ lat, lng }, z);
  return { x: Math.floor(p.x / 256), y: Math.floor(p.y / 256) };
}

/** The status of a GET, its body read so that the connection is free again. */
async function statusOf(url: string): Promise<number> {
  const response = await fetch(url);
  await response.arrayBuffer();
  return response.status;
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

describe('GET /tiles/{z}/{x}_{y}.png', () => {
  it('renders a 256×256 PNG with painted pixels inside the boundary, cached on disk', async () => {
    const { x, y } = tileAt(39.812556, 108.628734, 16);
    const response = await fetch(`${server.baseUrl}/tiles/16/${x}_${y}.png`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('cache-control')).toBe('public, max-age=86400');
    const png = Buffer.from(await response.arrayBuffer());
    expect(png.subarray(0, 8)).toEqual(PNG_SIGNATURE);
    // IHDR: width and height as 32-bit big-endian integers at bytes 16 and 20.
    expect(png.readUInt32BE(16)).toBe(256);
    expect(png.readUInt32BE(20)).toBe(256);
    const image = await loadImage(png);
    const canvas = createCanvas(256, 256);
    const context = canvas.getContext('2d');
    context.drawImage(image, 0, 0);
    const pixels = context.getImageData(0, 0, 256, 256).data;
    let opaque = 0;
    const colours = new Set<number>();
    for (let i = 0; i < pixels.length; i += 4) {
      if (pixels[i + 3]! > 0) opaque += 1;
      colours.add((pixels[i]! << 16) | (pixels[i + 1]! << 8) | pixels[i + 2]!);
    }
    // The whole tile is inside the park, and it is a drawing, not a flat fill.
    expect(opaque).toBe(256 * 256);
    expect(colours.size).toBeGreaterThan(20);
    const [version] = await readdir(path.join(dataDir, 'tiles'));
    expect(existsSync(path.join(dataDir, 'tiles', version!, '16', `${x}_${y}.png`))).toBe(true);
  });

  it('leaves the outside of the park transparent on a tile across the boundary', async () => {
    const z = 15;
    const { minX, minY } = boundaryTileRange(z);
    const response = await fetch(`${server.baseUrl}/tiles/${z}/${minX}_${minY}.png`);
    expect(response.status).toBe(200);
    const image = await loadImage(Buffer.from(await response.arrayBuffer()));
    const canvas = createCanvas(256, 256);
    const context = canvas.getContext('2d');
    context.drawImage(image, 0, 0);
    const pixels = context.getImageData(0, 0, 256, 256).data;
    const corner = worldPixel({ lat: BOUNDARY.north, lng: BOUNDARY.west }, z);
    const inside = {
      x: Math.floor(corner.x - minX * 256) + 20,
      y: Math.floor(corner.y - minY * 256) + 20,
    };
    const alpha = (px: number, py: number) => pixels[(py * 256 + px) * 4 + 3]!;
    expect(alpha(inside.x, inside.y)).toBe(255);
    expect(alpha(0, 0)).toBe(0);
  });

  it('serves every zoom from 12 to 18 over the boundary', async () => {
    for (let z = 12; z <= 18; z += 1) {
      const { x, y } = tileAt(39.816, 108.63, z);
      expect(await statusOf(`${server.baseUrl}/tiles/${z}/${x}_${y}.png`), `zoom ${z}`).toBe(200);
    }
  });

  it('serves every tile MapLibre asks for inside the boundary (the image source’s bounds)', async () => {
    for (let z = 12; z <= 15; z += 1) {
      const nw = worldPixel({ lat: BOUNDARY.north, lng: BOUNDARY.west }, z);
      const se = worldPixel({ lat: BOUNDARY.south, lng: BOUNDARY.east }, z);
      for (let x = Math.floor(nw.x / 256); x < Math.ceil(se.x / 256); x += 1) {
        for (let y = Math.floor(nw.y / 256); y < Math.ceil(se.y / 256); y += 1) {
          expect(
            await statusOf(`${server.baseUrl}/tiles/${z}/${x}_${y}.png`),
            `${z}/${x}/${y}`,
          ).toBe(200);
        }
      }
    }
  });

  it('answers 404 outside the coverage and 400 out of range', async () => {
    const { x, y } = tileAt(39.9, 108.628734, 16);
    const outside = await fetch(`${server.baseUrl}/tiles/16/${x}_${y}.png`);
    expect(outside.status).toBe(404);
    expect(await outside.json()).toMatchObject({ code: 404 });
    const { x: x11, y: y11 } = tileAt(39.816, 108.63, 11);
    expect(await statusOf(`${server.baseUrl}/tiles/11/${x11}_${y11}.png`)).toBe(400);
    expect(await statusOf(`${server.baseUrl}/tiles/12/5000_100.png`)).toBe(400);
    expect(await statusOf(`${server.baseUrl}/tiles/16/a_1.png`)).toBe(400);
  });
});

describe('GET /map/tiles/{z}/{x}/{y}.pbf', () => {
  it('answers a Mapbox Vector Tile with the base map layers', async () => {
    // The tile of the lake.
    const { x, y } = tileAt(39.82118, 108.63961, 14);
    const response = await fetch(`${server.baseUrl}/map/tiles/14/${x}/${y}.pbf`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/vnd.mapbox-vector-tile');
    const tile = new VectorTile(new Protobuf(new Uint8Array(await response.arrayBuffer())));
    expect(Object.keys(tile.layers).sort()).toEqual(
      ['boundary', 'building', 'label', 'landcover', 'transportation', 'water', 'waterway'].sort(),
    );
    const transportation = tile.layers.transportation!;
    expect(transportation.extent).toBe(4096);
    const classes = new Set<string>();
    for (let i = 0; i < transportation.length; i += 1) {
      classes.add(String(transportation.feature(i).properties.class));
    }
    expect([...classes]).toEqual(expect.arrayContaining(['path', 'footway', 'service']));
    const labels = tile.layers.label!;
    const names = Array.from(
      { length: labels.length },
      (_, i) => labels.feature(i).properties.name,
    );
    expect(names).toContain('天鹅湖');
    const water = tile.layers.water!.feature(0).toGeoJSON(x, y, 14);
    expect(water.geometry.type).toBe('Polygon');
  });

  it('labels the map in the reader language: the tile carries each name, the style picks one', async () => {
    const { x, y } = tileAt(39.82118, 108.63961, 14);
    const response = await fetch(`${server.baseUrl}/map/tiles/14/${x}/${y}.pbf`);
    const tile = new VectorTile(new Protobuf(new Uint8Array(await response.arrayBuffer())));
    const labels = tile.layers.label!;
    const properties = Array.from(
      { length: labels.length },
      (_, i) => labels.feature(i).properties,
    );
    expect(properties.find((label) => label.name === '天鹅湖')).toMatchObject({
      'name:en': 'Swan Lake',
      'name:mn': 'Хун нуур',
    });
    const textFields = await Promise.all(
      ['zh-Hans', 'en', 'mn', 'fr'].map(async (locale) => {
        const answer = await fetch(`${server.baseUrl}/map/style/style2.json`, {
          headers: { 'x-request-locale': locale },
        });
        expect(answer.headers.get('vary')).toMatch(/x-request-locale/i);
        const document = (await answer.json()) as {
          layers: { layout?: Record<string, unknown> }[];
        };
        const fields = document.layers
          .map((layer) => layer.layout?.['text-field'])
          .filter((field) => field !== undefined);
        expect(fields.length).toBeGreaterThan(0);
        return [...new Set(fields.map((field) => JSON.stringify(field)))];
      }),
    );
    expect(textFields).toEqual([
      ['["get","name"]'],
      ['["coalesce",["get","name:en"],["get","name"]]'],
      ['["coalesce",["get","name:mn"],["get","name"]]'],
      ['["get","name"]'],
    ]);
  });

  it('answers 404 where the map has no data and 400 beyond zoom 14', async () => {
    expect(await statusOf(`${server.baseUrl}/map/tiles/14/0/0.pbf`)).toBe(404);
    expect(await statusOf(`${server.baseUrl}/map/tiles/15/0/0.pbf`)).toBe(400);
    expect(await statusOf(`${server.baseUrl}/map/tiles/2/4/0.pbf`)).toBe(400);
  });
});

describe('GET /map/style/{style}.json', () => {
  it.each(['style1', 'style2', 'style3'])(
    'answers %s as a MapLibre style that only uses this server',
    async (style) => {
      const response = await fetch(`${server.baseUrl}/map/style/${style}.json`);
      expect(response.status).toBe(200);
      const document = (await response.json()) as {
        version: number;
        glyphs: string;
        sprite?: string;
        sources: Record<string, { tiles: string[] }>;
        layers: { id: string; source?: string; 'source-layer'?: string }[];
      };
      expect(document.version).toBe(8);
      const urls = [document.glyphs, ...Object.values(document.sources).flatMap((s) => s.tiles)];
      if (document.sprite) urls.push(document.sprite);
      for (const url of urls) expect(url.startsWith('/')).toBe(true);
      expect(JSON.stringify(document)).not.toMatch(/https?:\/\//);
      const sourceLayers = new Set(
        document.layers.map((layer) => layer['source-layer']).filter(Boolean),
      );
      for (const layer of ['landcover', 'water', 'transportation', 'building', 'label']) {
        expect(sourceLayers.has(layer)).toBe(true);
      }
      // The glyphs it points at are served.
      const glyphUrl = document.glyphs
        .replace('{fontstack}', encodeURIComponent('CityLife Sans Regular'))
        .replace('{range}', '0-255');
      expect(await statusOf(`${server.baseUrl}${glyphUrl}`)).toBe(200);
    },
  );

  it('makes the URLs absolute with PUBLIC_URL', async () => {
    const other = await startTestServer({ config: { dataDir, publicUrl: 'https://map.example/' } });
    try {
      const document = (await (await fetch(`${other.baseUrl}/map/style/style1.json`)).json()) as {
        glyphs: string;
      };
      expect(document.glyphs).toBe('https://map.example/map/fonts/{fontstack}/{range}.pbf');
    } finally {
      await other.close();
    }
  });

  it('gives each style its own colours: background, land, water, roads, labels and image tiles', async () => {
    type Layer = { id: string; paint?: Record<string, unknown> };
    const documents = await Promise.all(
      ['style1', 'style2', 'style3'].map(async (style) => {
        const response = await fetch(`${server.baseUrl}/map/style/${style}.json`);
        return (await response.json()) as {
          name: string;
          layers: Layer[];
          metadata: { 'citylife:imageTiles': { paint: Record<string, number> } };
        };
      }),
    );
    const paint = (document: (typeof documents)[number], id: string, property: string) =>
      JSON.stringify(document.layers.find((layer) => layer.id === id)?.paint?.[property]);
    const looks = [
      ['background', 'background-color'],
      ['landcover-grass', 'fill-color'],
      ['water', 'fill-color'],
      ['road', 'line-color'],
      ['road-casing', 'line-color'],
      ['zone-label', 'text-color'],
      ['zone-label', 'text-halo-color'],
    ] as const;
    for (const [id, property] of looks) {
      const values = documents.map((document) => paint(document, id, property));
      for (const value of values) expect(value, `${id} ${property}`).toMatch(/^"#[0-9a-f]{6}/);
      expect(new Set(values).size, `${id} ${property}`).toBe(3);
    }
    const imageTiles = documents.map((document) =>
      JSON.stringify(document.metadata['citylife:imageTiles'].paint),
    );
    expect(new Set(imageTiles).size).toBe(3);
    // Night dims the illustrated tiles; the day shows them as drawn.
    expect(documents[0]!.metadata['citylife:imageTiles'].paint).toEqual({});
    expect(
      documents[1]!.metadata['citylife:imageTiles'].paint['raster-brightness-max'],
    ).toBeLessThan(0.6);
    expect(new Set(documents.map((document) => JSON.stringify(document))).size).toBe(3);
  });

  it('bounds its vector source by the data, and serves every tile inside at every zoom', async () => {
    const document = (await (await fetch(`${server.baseUrl}/map/style/style1.json`)).json()) as {
      sources: { base: { bounds: number[]; minzoom: number; maxzoom: number } };
    };
    const { bounds, minzoom, maxzoom } = document.sources.base;
    const [west, south, east, north] = bounds as [number, number, number, number];
    // The bounds hold the scenic area, and not much of the world beyond.
    expect(west).toBeLessThanOrEqual(BOUNDARY.west);
    expect(east).toBeGreaterThanOrEqual(BOUNDARY.east);
    expect(south).toBeLessThanOrEqual(BOUNDARY.south);
    expect(north).toBeGreaterThanOrEqual(BOUNDARY.north);
    expect(east - west).toBeLessThan(0.2);
    expect(north - south).toBeLessThan(0.2);
    expect([minzoom, maxzoom]).toEqual([0, 14]);
    // The tiles MapLibre asks for inside `bounds` (its rule: floor of the north-west corner to
    // ceiling of the south-east one, exclusive), every one of them with data.
    for (let z = minzoom; z <= maxzoom; z += 1) {
      const nw = worldPixel({ lat: north, lng: west }, z);
      const se = worldPixel({ lat: south, lng: east }, z);
      for (let x = Math.floor(nw.x / 256); x < Math.ceil(se.x / 256); x += 1) {
        for (let y = Math.floor(nw.y / 256); y < Math.ceil(se.y / 256); y += 1) {
          expect(
            await statusOf(`${server.baseUrl}/map/tiles/${z}/${x}/${y}.pbf`),
            `${z}/${x}/${y}`,
          ).toBe(200);
        }
      }
    }
    // Just outside, nothing.
    const outside = worldPixel({ lat: north + 0.05, lng: east + 0.05 }, 14);
    expect(
      await statusOf(
        `${server.baseUrl}/map/tiles/14/${Math.floor(outside.x / 256)}/${Math.floor(outside.y / 256)}.pbf`,
      ),
    ).toBe(404);
  });

  it('answers 400 for another style', async () => {
    expect(await statusOf(`${server.baseUrl}/map/style/style4.json`)).toBe(400);
  });
});

describe('GET /map/fonts/{fontstack}/{range}.pbf', () => {
  it('serves the generated Latin range with real SDF glyphs', async () => {
    const response = await fetch(
      `${server.baseUrl}/map/fonts/${encodeURIComponent('CityLife Sans Regular')}/0-255.pbf`,
    );
    const pbf = new Protobuf(new Uint8Array(await response.arrayBuffer()));
    const glyphs: { id: number; bitmap: number; width: number; advance: number }[] = [];
    let name = '';
    pbf.readFields((tag, _result, reader) => {
      if (tag !== 1) return;
      reader.readMessage((stackTag, _stack, stackReader) => {
        if (stackTag === 1) name = stackReader.readString();
        if (stackTag !== 3) return;
        const glyph = { id: 0, bitmap: 0, width: 0, advance: 0 };
        stackReader.readMessage((glyphTag, _g, glyphReader) => {
          if (glyphTag === 1) glyph.id = glyphReader.readVarint();
          else if (glyphTag === 2) glyph.bitmap = glyphReader.readBytes().length;
          else if (glyphTag === 3) glyph.width = glyphReader.readVarint();
          else if (glyphTag === 7) glyph.advance = glyphReader.readVarint();
        }, undefined);
        glyphs.push(glyph);
      }, undefined);
    }, undefined);
    expect(name).toBe('CityLife Sans Regular');
    const a = glyphs.find((glyph) => glyph.id === 'A'.charCodeAt(0))!;
    expect(a.width).toBeGreaterThan(5);
    expect(a.advance).toBeGreaterThan(5);
    expect(glyphs.length).toBeGreaterThan(150);
  });

  it('answers an empty range for code points without glyphs and 400 for a bad range', async () => {
    const empty = await fetch(`${server.baseUrl}/map/fonts/Any/57344-57599.pbf`);
    expect(empty.status).toBe(200);
    expect((await empty.arrayBuffer()).byteLength).toBeLessThan(40);
    expect(await statusOf(`${server.baseUrl}/map/fonts/Any/1-256.pbf`)).toBe(400);
  });
});

describe('GET /weather/now/{lat},{lng}', () => {
  const weather = (lat: string, lng: string) =>
    server.client.call((c) =>
      c.GET('/weather/now/{lat},{lng}', { params: { path: { lat, lng } } }),
    );

  it('answers the same weather for a point within one 10-minute period', async () => {
    server.clock.set(new Date('2026-07-15T06:01:00Z'));
    const first = await weather('39.812556', '108.628734');
    server.clock.set(new Date('2026-07-15T06:09:59Z'));
    expect(await weather('39.812556', '108.628734')).toEqual(first);
    expect(first.updatedTime).toBe('2026-07-15T06:00:00.000Z');
    expect(first.icon).toBe(`/static/city/weather/${first.condition}.svg`);
  });

  it('follows the seasons: a July afternoon is warmer than a January night there', () => {
    const point = { lat: 39.812556, lng: 108.628734 };
    const summer = weatherAt(point, new Date('2026-07-15T07:00:00Z'));
    const winter = weatherAt(point, new Date('2026-01-15T19:00:00Z'));
    expect(summer.temperature).toBeGreaterThan(winter.temperature + 15);
    expect(winter.temperature).toBeLessThan(0);
  });

  it('rejects a coordinate out of range with 400', async () => {
    const error = await failureOf(weather('95', '108'));
    expect(error.status).toBe(400);
  });
});

describe('GET /geo/locateByIp/ and GET /geo/reverse/{lat},{lng}', () => {
  it('places a loopback caller at the default centre of the scenic area', async () => {
    const located = await server.client.call((c) => c.GET('/geo/locateByIp/'));
    expect(located).toMatchObject({
      latitude: 39.812556,
      longitude: 108.628734,
      city: '鄂尔多斯市',
    });
  });

  it('tells local addresses from public ones', () => {
    for (const local of [
      '127.0.0.1',
      '::1',
      '::ffff:192.168.1.4',
      '10.2.3.4',
      '172.20.0.1',
      'fd00::1',
    ]) {
      expect(isLocalAddress(local), local).toBe(true);
    }
    for (const remote of ['8.8.8.8', '172.32.0.1', '2001:db8::1', '1.2.3.4']) {
      expect(isLocalAddress(remote), remote).toBe(false);
    }
  });

  it('finds the zone of a point of the scenic area', async () => {
    const reverse = (lat: string, lng: string) =>
      server.client.call((c) =>
        c.GET('/geo/reverse/{lat},{lng}', { params: { path: { lat, lng } } }),
      );
    expect(await reverse('39.812556', '108.628734')).toEqual({
      address: '内蒙古自治区鄂尔多斯市杭锦旗草原文化景区游客服务区',
      province: '内蒙古自治区',
      city: '鄂尔多斯市',
      district: '杭锦旗',
    });
    expect((await reverse('39.821', '108.64')).address).toMatch(/天鹅湖景区$/);
    const error = await failureOf(reverse('39.9', '108.6'));
    expect(error.status).toBe(404);
  });
});
