/**
 * The scenic area's walking-path network that directions run on: its junctions and paths, a
 * spur to every attraction, cut into short gently bending pieces; deterministic.
 */
import { hash01 } from '../../lib/hash.js';
import { distanceMetres, fromLocal, type LatLng, round6, toLocal } from './geo.js';
import type { SeedAttraction } from './scenicAreaSeed.js';

/** Junctions of the main paths, in local metres. */
const junctions: [number, number][] = [
  [2170, 600], // 0 gate
  [2200, 760], // 1 visitor-centre plaza
  [1900, 850],
  [1600, 950],
  [1250, 1050],
  [900, 1000], // 5
  [550, 850],
  [600, 1300],
  [1000, 1450],
  [1400, 1350],
  [1800, 1250], // 10
  [2150, 1200],
  [2450, 1300],
  [2700, 1500],
  [2650, 1900],
  [3100, 2100], // 15
  [3550, 1900],
  [3500, 1400],
  [3050, 1350],
  [2600, 900],
  [3000, 800], // 20
  [3450, 700],
  [3750, 900],
  [3700, 400],
  [2500, 600],
  [1800, 600], // 25
  [1300, 600],
  [2100, 1650],
  [1600, 1800],
  [2200, 2000],
];

const junctionEdges: [number, number][] = [
  [0, 1],
  [1, 2],
  [2, 3],
  [3, 4],
  [4, 5],
  [5, 6],
  [6, 7],
  [7, 8],
  [8, 9],
  [9, 10],
  [10, 11],
  [11, 1],
  [10, 3],
  [9, 4],
  [11, 12],
  [12, 13],
  [13, 14],
  [14, 15],
  [15, 16],
  [16, 17],
  [17, 18],
  [18, 13],
  [1, 24],
  [24, 19],
  [19, 12],
  [19, 20],
  [20, 21],
  [21, 22],
  [22, 17],
  [21, 23],
  [0, 25],
  [25, 26],
  [26, 6],
  [11, 27],
  [27, 28],
  [28, 8],
  [27, 29],
  [29, 14],
  [18, 20],
];

export interface PathNode {
  id: number;
  lat: number;
  lng: number;
}
export interface PathEdge {
  id: number;
  from: number;
  to: number;
  length: number;
}
export interface PathNetwork {
  nodes: PathNode[];
  edges: PathEdge[];
  /** The walkable lines as drawn on the map (one per path between junctions). */
  lines: { kind: 'path' | 'footway'; points: LatLng[] }[];
}

interface Point {
  x: number;
  y: number;
}

function projectOnSegment(p: Point, a: Point, b: Point) {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const lengthSquared = dx * dx + dy * dy;
  const t = lengthSquared === 0 ? 0 : ((p.x - a.x) * dx + (p.y - a.y) * dy) / lengthSquared;
  const clamped = Math.max(0, Math.min(1, t));
  const q = { x: a.x + clamped * dx, y: a.y + clamped * dy };
  return { q, t: clamped, distance: Math.hypot(p.x - q.x, p.y - q.y) };
}

/**
 * Builds the network: the junction paths, a spur from the nearest path to every
 * attraction (so directions to an attraction end exactly at it), each path then cut into
 * pieces of at most 40 m that bend gently, as paths do.
 */
export function buildPathNetwork(attractions: readonly SeedAttraction[]): PathNetwork {
  const points: Point[] = junctions.map(([x, y]) => ({ x, y }));
  let segments: { a: number; b: number; kind: 'path' | 'footway' }[] = junctionEdges.map(
    ([a, b]) => ({ a, b, kind: 'path' as const }),
  );
  /** Point indexes of the attractions, with their exact coordinates. */
  const attractionPoints = new Map<number, LatLng>();

  for (const attraction of attractions) {
    const p = toLocal(attraction.point);
    let best: { index: number; q: Point; t: number; distance: number } | undefined;
    segments.forEach((segment, index) => {
      if (segment.kind !== 'path') return;
      const found = projectOnSegment(p, points[segment.a]!, points[segment.b]!);
      if (!best || found.distance < best.distance) best = { index, ...found };
    });
    if (!best) continue;
    const segment = segments[best.index]!;
    let joint: number;
    if (best.t < 0.02) joint = segment.a;
    else if (best.t > 0.98) joint = segment.b;
    else {
      joint = points.push(best.q) - 1;
      segments = [
        ...segments.slice(0, best.index),
        { a: segment.a, b: joint, kind: 'path' },
        { a: joint, b: segment.b, kind: 'path' },
        ...segments.slice(best.index + 1),
      ];
    }
    const target = points.push(p) - 1;
    attractionPoints.set(target, attraction.point);
    segments.push({ a: joint, b: target, kind: 'footway' });
  }

  const nodes: PathNode[] = [];
  const nodeOf = new Map<string, number>();
  const addNode = (point: LatLng): number => {
    const key = `${round6(point.lat)},${round6(point.lng)}`;
    const existing = nodeOf.get(key);
    if (existing !== undefined) return existing;
    const id = nodes.length + 1;
    nodes.push({ id, lat: round6(point.lat), lng: round6(point.lng) });
    nodeOf.set(key, id);
    return id;
  };

  const edges: PathEdge[] = [];
  const edgeKeys = new Set<string>();
  const lines: PathNetwork['lines'] = [];
  const toLatLng = (point: Point): LatLng => fromLocal(point.x, point.y);

  for (const segment of segments) {
    const a = points[segment.a]!;
    const b = points[segment.b]!;
    const length = Math.hypot(b.x - a.x, b.y - a.y);
    if (length < 0.5) continue;
    const pieces = Math.max(1, Math.ceil(length / 40));
    // Paths bend by up to 6% of their length (at most 25 m), footways stay straight.
    const bend =
      segment.kind === 'path'
        ? Math.min(25, 0.06 * length) * (hash01(a.x, a.y, b.x, b.y) < 0.5 ? -1 : 1)
        : 0;
    const nx = -(b.y - a.y) / length;
    const ny = (b.x - a.x) / length;
    const line: LatLng[] = [];
    for (let i = 0; i <= pieces; i += 1) {
      const t = i / pieces;
      const offset = bend * Math.sin(Math.PI * t);
      const local = {
        x: a.x + (b.x - a.x) * t + nx * offset,
        y: a.y + (b.y - a.y) * t + ny * offset,
      };
      // Keep the attraction's exact point at the end of its footway.
      const exact =
        i === pieces && attractionPoints.has(segment.b)
          ? attractionPoints.get(segment.b)
          : undefined;
      line.push(exact ?? toLatLng(local));
    }
    lines.push({ kind: segment.kind, points: line });
    for (let i = 1; i < line.length; i += 1) {
      const from = addNode(line[i - 1]!);
      const to = addNode(line[i]!);
      if (from === to) continue;
      const key = from < to ? `${from}-${to}` : `${to}-${from}`;
      if (edgeKeys.has(key)) continue;
      edgeKeys.add(key);
      const fromNode = nodes[from - 1]!;
      const toNode = nodes[to - 1]!;
      edges.push({
        id: edges.length + 1,
        from,
        to,
        length: Math.round(distanceMetres(fromNode, toNode) * 10) / 10,
      });
    }
  }
  return { nodes, edges, lines };
}

/** The walking time in seconds of `metres` at 1.2 m/s. */
export const walkingSeconds = (metres: number) => Math.round(metres / 1.2);
