// Minimal types for vt-pbf (the package ships none).
declare module 'vt-pbf' {
  import type { GeoJsonVtTile } from 'geojson-vt';
  export function fromGeojsonVt(
    layers: Record<string, GeoJsonVtTile>,
    options?: { version?: number; extent?: number },
  ): Uint8Array;
  const vtpbf: { fromGeojsonVt: typeof fromGeojsonVt };
  export default vtpbf;
}
