// Minimal types for geojson-vt (the package ships none).
declare module 'geojson-vt' {
  export interface GeoJsonVtOptions {
    maxZoom?: number;
    indexMaxZoom?: number;
    indexMaxPoints?: number;
    tolerance?: number;
    extent?: number;
    buffer?: number;
    lineMetrics?: boolean;
    promoteId?: string | null;
    generateId?: boolean;
    debug?: number;
  }
  export interface GeoJsonVtTile {
    features: unknown[];
    numPoints: number;
    numSimplified: number;
    numFeatures: number;
  }
  export interface GeoJsonVtIndex {
    getTile(z: number, x: number, y: number): GeoJsonVtTile | null;
  }
  export default function geojsonvt(data: unknown, options?: GeoJsonVtOptions): GeoJsonVtIndex;
}
