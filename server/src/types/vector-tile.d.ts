// Minimal types for the vector-tile reader used by the map tests (the packages ship none).
declare module 'pbf' {
  export default class Pbf {
    constructor(buffer?: Uint8Array);
    readFields<T>(read: (tag: number, result: T, pbf: Pbf) => void, result: T, end?: number): T;
    readMessage<T>(read: (tag: number, result: T, pbf: Pbf) => void, result: T): T;
    readVarint(): number;
    readSVarint(): number;
    readString(): string;
    readBytes(): Uint8Array;
  }
}

declare module '@mapbox/vector-tile' {
  import type Pbf from 'pbf';
  export class VectorTileFeature {
    type: number;
    properties: Record<string, string | number | boolean>;
    toGeoJSON(
      x: number,
      y: number,
      z: number,
    ): { type: 'Feature'; geometry: { type: string; coordinates: unknown } };
  }
  export class VectorTileLayer {
    name: string;
    version: number;
    extent: number;
    length: number;
    feature(index: number): VectorTileFeature;
  }
  export class VectorTile {
    constructor(pbf: Pbf);
    layers: Record<string, VectorTileLayer>;
  }
}
