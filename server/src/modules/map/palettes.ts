/** The three styles of the base map. */
export const MAP_STYLES = ['style1', 'style2', 'style3'] as const;
export type MapStyleName = (typeof MAP_STYLES)[number];

export interface Palette {
  title: string;
  background: string;
  farmland: string;
  grass: string;
  sand: string;
  wetland: string;
  forest: string;
  parking: string;
  water: string;
  waterLabel: string;
  roadCasing: string;
  road: string;
  service: string;
  path: string;
  footway: string;
  building: string;
  buildingEdge: string;
  yurt: string;
  boundary: string;
  text: string;
  halo: string;
  /** Buildings as 3D extrusions instead of flat fills. */
  extrude: boolean;
  /**
   * How the illustrated image tiles laid over the base map are shown in this style (MapLibre
   * raster paint properties), so that they follow its light and colours.
   */
  imageTiles: ImageTilePaint;
}

/** The raster paint properties a style may set on the image tiles. */
export interface ImageTilePaint {
  'raster-brightness-min'?: number;
  'raster-brightness-max'?: number;
  'raster-saturation'?: number;
  'raster-contrast'?: number;
  'raster-hue-rotate'?: number;
}

/** The colours of each style. */
export const palettes: Record<MapStyleName, Palette> = {
  // Default: a warm, paper-like daytime map.
  style1: {
    title: '日间',
    background: '#f4efe2',
    farmland: '#ece6c8',
    grass: '#dcecc0',
    sand: '#f3dfae',
    wetland: '#cfe6d2',
    forest: '#a9d18e',
    parking: '#e4e0d6',
    water: '#9fd3ef',
    waterLabel: '#2f6f96',
    roadCasing: '#c9b99a',
    road: '#ffffff',
    service: '#fbf6ea',
    path: '#c7a266',
    footway: '#b8926a',
    building: '#e8d6c0',
    buildingEdge: '#b99f80',
    yurt: '#ffffff',
    boundary: '#c0573e',
    text: '#3d3528',
    halo: '#ffffff',
    extrude: false,
    imageTiles: {},
  },
  // Night: dark surfaces with light text.
  style2: {
    title: '夜间',
    background: '#1d222b',
    farmland: '#222a25',
    grass: '#26352a',
    sand: '#3d3526',
    wetland: '#233831',
    forest: '#2d4a31',
    parking: '#2c2f36',
    water: '#1f4e6d',
    waterLabel: '#9fd0f0',
    roadCasing: '#11151b',
    road: '#5a6472',
    service: '#474f5b',
    path: '#8c7650',
    footway: '#7a6749',
    building: '#3a3f4a',
    buildingEdge: '#555c69',
    yurt: '#d8d8d8',
    boundary: '#e07a5f',
    text: '#e8e4da',
    halo: '#1d222b',
    extrude: false,
    // Dimmed and cooled, as the ground looks at night.
    imageTiles: {
      'raster-brightness-max': 0.42,
      'raster-brightness-min': 0.04,
      'raster-saturation': -0.45,
      'raster-hue-rotate': 12,
    },
  },
  // Outdoor: saturated greens and blues, buildings in 3D.
  style3: {
    title: '户外',
    background: '#e9f0d9',
    farmland: '#e4ecc4',
    grass: '#b9dc8f',
    sand: '#f0cd86',
    wetland: '#a8d8b9',
    forest: '#7fbf5f',
    parking: '#dedad0',
    water: '#5fb6e0',
    waterLabel: '#1c5b85',
    roadCasing: '#e08a3c',
    road: '#fff7e6',
    service: '#fffaf0',
    path: '#9a6b2f',
    footway: '#8a5e28',
    building: '#f1c9a5',
    buildingEdge: '#c08a5a',
    yurt: '#ffffff',
    boundary: '#d1492e',
    text: '#24321c',
    halo: '#ffffffcc',
    extrude: true,
    // Stronger greens and blues, with more contrast for reading terrain outdoors.
    imageTiles: { 'raster-saturation': 0.45, 'raster-contrast': 0.2 },
  },
};
