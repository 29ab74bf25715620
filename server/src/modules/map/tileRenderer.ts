import { createCanvas, type SKRSContext2D } from '@napi-rs/canvas';
import { BOUNDARY, worldPixel, type Position } from '../tour/tour.service.js';
import { hash01 } from '../../lib/hash.js';
import type { MapData, MapFeature } from './features.js';

/**
 * Draws one 256×256 tile of the illustrated scenic-area overlay: a painted guide map of
 * the park (grass, sand, wetland, groves, the lake and river, roads and paths, buildings,
 * yurts, show arenas) clipped to the boundary, with the boundary as a dashed line. It is
 * drawn over the vector base map, so it has no text and is transparent outside the park.
 */
export function renderTile(data: MapData, z: number, x: number, y: number): Buffer {
  const canvas = createCanvas(256, 256);
  const g = canvas.getContext('2d');
  const originX = x * 256;
  const originY = y * 256;
  const midLat = (BOUNDARY.south + BOUNDARY.north) / 2;
  /** Pixels per metre at this zoom. */
  const scale = 2 ** z / (156543.03392 * Math.cos((midLat * Math.PI) / 180));
  const px = (metres: number, min = 0) => Math.max(min, metres * scale);
  const project = ([lng, lat]: Position | number[]) => {
    const p = worldPixel({ lat: lat ?? 0, lng: lng ?? 0 }, z);
    return [p.x - originX, p.y - originY] as const;
  };
  const tracePath = (points: readonly (Position | number[])[], close: boolean) => {
    points.forEach((point, index) => {
      const [sx, sy] = project(point);
      if (index === 0) g.moveTo(sx, sy);
      else g.lineTo(sx, sy);
    });
    if (close) g.closePath();
  };
  const fillPolygon = (feature: MapFeature, fill: string, stroke?: string, lineWidth = 1) => {
    if (feature.geometry.type !== 'Polygon') return;
    g.beginPath();
    for (const ring of feature.geometry.coordinates) tracePath(ring, true);
    g.fillStyle = fill;
    g.fill('evenodd');
    if (stroke) {
      g.strokeStyle = stroke;
      g.lineWidth = lineWidth;
      g.stroke();
    }
  };
  const strokeLine = (feature: MapFeature, color: string, width: number, dash: number[] = []) => {
    if (feature.geometry.type !== 'LineString') return;
    g.beginPath();
    tracePath(feature.geometry.coordinates, false);
    g.setLineDash(dash);
    g.strokeStyle = color;
    g.lineWidth = width;
    g.lineCap = dash.length ? 'butt' : 'round';
    g.lineJoin = 'round';
    g.stroke();
    g.setLineDash([]);
  };
  const layer = (name: string) => data.byLayer.get(name) ?? [];
  const boundary = layer('boundary')[0];

  // Everything but the boundary line stays inside the park.
  g.save();
  if (boundary) {
    g.beginPath();
    for (const ring of (boundary.geometry as { coordinates: Position[][] }).coordinates)
      tracePath(ring, true);
    g.clip();
  }

  const landcover = layer('landcover');
  for (const feature of landcover.filter((f) => f.kind === 'grass'))
    fillPolygon(feature, '#cfe6a4');
  drawGrassTexture(g, z, originX, originY);
  for (const feature of landcover.filter((f) => f.kind === 'sand')) {
    fillPolygon(feature, '#f1d698', '#e2bd72', px(3, 1));
    drawDunes(g, feature, project, scale);
  }
  for (const feature of landcover.filter((f) => f.kind === 'wetland')) {
    fillPolygon(feature, '#b7dcc0');
    drawReeds(g, feature, project, z);
  }
  for (const feature of landcover.filter((f) => f.kind === 'forest'))
    fillPolygon(feature, 'rgba(95, 150, 70, 0.35)');
  for (const feature of landcover.filter((f) => f.kind === 'parking'))
    fillPolygon(feature, '#dcd6c8', '#b8ae98', px(1.5, 1));

  // Water: the river under the lake so the lake's shore covers its mouth.
  for (const feature of layer('waterway')) {
    strokeLine(feature, '#5fb0d8', px(16, 2.5));
    strokeLine(feature, '#8fd0ee', px(10, 1.5));
  }
  for (const feature of layer('water')) {
    fillPolygon(feature, '#86cdee', '#4f9fcb', px(3, 1.5));
    if (z >= 15) drawRipples(g, feature, project, scale);
  }

  // Roads and paths, casing first.
  const transportation = layer('transportation');
  const roadWidth: Record<string, number> = { primary: 14, secondary: 10, service: 6 };
  for (const feature of transportation) {
    const width = roadWidth[feature.kind];
    if (width) strokeLine(feature, '#a8977a', px(width + 3, 2.5));
  }
  for (const feature of transportation) {
    const width = roadWidth[feature.kind];
    if (width) strokeLine(feature, '#fdf8ee', px(width, 1.5));
  }
  const paths = transportation.filter((f) => f.kind === 'path');
  for (const feature of paths) strokeLine(feature, '#c49a5c', px(5.5, 2));
  for (const feature of paths) strokeLine(feature, '#fff1cf', px(3.5, 1));
  if (z >= 14) {
    for (const feature of transportation.filter((f) => f.kind === 'footway'))
      strokeLine(feature, '#b88a4f', px(1.5, 1), [px(4, 2), px(3, 2)]);
  }

  // Trees, then buildings with a soft shadow.
  if (z >= 14) {
    for (const tree of data.trees) {
      const [sx, sy] = project(tree.position);
      const r = px(tree.radius, 1.2);
      if (sx < -r || sy < -r || sx > 256 + r || sy > 256 + r) continue;
      g.beginPath();
      g.arc(sx + r * 0.25, sy + r * 0.3, r, 0, Math.PI * 2);
      g.fillStyle = 'rgba(40, 60, 30, 0.25)';
      g.fill();
      g.beginPath();
      g.arc(sx, sy, r, 0, Math.PI * 2);
      g.fillStyle = '#4f8a3c';
      g.fill();
      if (r > 3) {
        g.beginPath();
        g.arc(sx - r * 0.3, sy - r * 0.3, r * 0.45, 0, Math.PI * 2);
        g.fillStyle = '#74b355';
        g.fill();
      }
    }
  }
  const buildingColours: Record<string, [string, string]> = {
    hotel: ['#eaa66c', '#b8703a'],
    canteen: ['#f2c66f', '#b98b2e'],
    store: ['#e99292', '#b35656'],
    facility: ['#9fc6e8', '#5d8fbf'],
    gallery: ['#c8a6e2', '#8a62ad'],
    toilet: ['#bfdcc4', '#6f9c78'],
    arena: ['#f6e6b4', '#c79a4a'],
    yurt: ['#ffffff', '#c0392b'],
  };
  if (z >= 14) {
    for (const feature of layer('building')) {
      const [fill, edge] = buildingColours[feature.kind] ?? ['#e8dcc8', '#a08c6c'];
      if (feature.geometry.type !== 'Polygon') continue;
      g.save();
      g.translate(px(1.5, 1), px(1.5, 1));
      fillPolygon(feature, 'rgba(60, 40, 20, 0.22)');
      g.restore();
      fillPolygon(feature, fill, edge, px(feature.kind === 'yurt' ? 1.6 : 1, 1));
    }
  }
  g.restore();

  // The dashed boundary.
  if (boundary) {
    g.beginPath();
    for (const ring of (boundary.geometry as { coordinates: Position[][] }).coordinates)
      tracePath(ring, true);
    g.setLineDash([10, 6]);
    g.strokeStyle = '#b4533a';
    g.lineWidth = z >= 15 ? 4 : 3;
    g.stroke();
    g.setLineDash([]);
  }
  return canvas.toBuffer('image/png');
}

type Project = (position: Position | number[]) => readonly [number, number];

/** Small grass strokes on a 24-pixel world grid (continuous across tiles). */
function drawGrassTexture(g: SKRSContext2D, z: number, originX: number, originY: number) {
  if (z < 15) return;
  g.strokeStyle = 'rgba(90, 140, 60, 0.35)';
  g.lineWidth = 1;
  g.beginPath();
  for (let wx = Math.floor(originX / 24) * 24; wx < originX + 256; wx += 24) {
    for (let wy = Math.floor(originY / 24) * 24; wy < originY + 256; wy += 24) {
      if (hash01(wx, wy, z) > 0.45) continue;
      const sx = wx - originX + hash01(wx, wy, 1) * 18;
      const sy = wy - originY + hash01(wx, wy, 2) * 18;
      g.moveTo(sx, sy);
      g.lineTo(sx - 2, sy - 5);
      g.moveTo(sx + 3, sy);
      g.lineTo(sx + 4, sy - 6);
    }
  }
  g.stroke();
}

function bounds(feature: MapFeature, project: Project) {
  const ring = feature.geometry.type === 'Polygon' ? (feature.geometry.coordinates[0] ?? []) : [];
  const xs = ring.map((p) => project(p)[0]);
  const ys = ring.map((p) => project(p)[1]);
  return {
    minX: Math.min(...xs),
    maxX: Math.max(...xs),
    minY: Math.min(...ys),
    maxY: Math.max(...ys),
  };
}

/** Curved dune crests across the sand. */
function drawDunes(g: SKRSContext2D, feature: MapFeature, project: Project, scale: number) {
  const step = Math.max(10, 60 * scale);
  const stroke = { style: 'rgba(200, 150, 70, 0.55)', width: Math.max(1, 2.5 * scale) };
  strokeInside(g, feature, project, stroke, (box) => {
    for (let sy = box.minY; sy < box.maxY; sy += step) {
      g.beginPath();
      for (let sx = box.minX; sx <= box.maxX; sx += step / 4) {
        const wave = Math.sin((sx - box.minX) / step) * step * 0.25;
        if (sx === box.minX) g.moveTo(sx, sy + wave);
        else g.lineTo(sx, sy + wave);
      }
      g.stroke();
    }
  });
}

/** Reed tufts over the wetland. */
function drawReeds(g: SKRSContext2D, feature: MapFeature, project: Project, z: number) {
  if (z < 15) return;
  const box = bounds(feature, project);
  g.strokeStyle = 'rgba(60, 110, 70, 0.6)';
  g.lineWidth = 1;
  g.beginPath();
  for (let sx = Math.max(-10, box.minX); sx < Math.min(266, box.maxX); sx += 14) {
    for (let sy = Math.max(-10, box.minY); sy < Math.min(266, box.maxY); sy += 14) {
      if (hash01(Math.round(sx - box.minX), Math.round(sy - box.minY), 5) > 0.5) continue;
      g.moveTo(sx, sy);
      g.lineTo(sx - 2, sy - 6);
      g.moveTo(sx, sy);
      g.lineTo(sx + 2, sy - 6);
      g.moveTo(sx, sy);
      g.lineTo(sx, sy - 7);
    }
  }
  g.stroke();
}

/** Light ripple arcs on the lake. */
function drawRipples(g: SKRSContext2D, feature: MapFeature, project: Project, scale: number) {
  const step = Math.max(18, 70 * scale);
  strokeInside(g, feature, project, { style: 'rgba(255, 255, 255, 0.55)', width: 1.2 }, (box) => {
    for (let sx = box.minX + step / 2; sx < box.maxX; sx += step) {
      for (let sy = box.minY + step / 2; sy < box.maxY; sy += step) {
        if (sx < -step || sy < -step || sx > 256 + step || sy > 256 + step) continue;
        const r = step * 0.18;
        g.beginPath();
        g.arc(sx, sy, r, Math.PI * 1.15, Math.PI * 1.85);
        g.stroke();
      }
    }
  });
}

/**
 * Draws strokes clipped to a polygon feature: `draw` gets the feature's pixel box, with the
 * stroke style and width set; the canvas state is restored after.
 */
function strokeInside(
  g: SKRSContext2D,
  feature: MapFeature,
  project: Project,
  stroke: { style: string; width: number },
  draw: (box: ReturnType<typeof bounds>) => void,
) {
  const box = bounds(feature, project);
  g.save();
  clipTo(g, feature, project);
  g.strokeStyle = stroke.style;
  g.lineWidth = stroke.width;
  draw(box);
  g.restore();
}

function clipTo(g: SKRSContext2D, feature: MapFeature, project: Project) {
  g.beginPath();
  for (const ring of (feature.geometry as { coordinates: Position[][] }).coordinates) {
    ring.forEach((p, i) => {
      const [sx, sy] = project(p);
      if (i === 0) g.moveTo(sx, sy);
      else g.lineTo(sx, sy);
    });
  }
  g.clip();
}
