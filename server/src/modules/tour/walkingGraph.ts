import { UndirectedGraph } from 'graphology';
import { bidirectional as astar } from 'graphology-shortest-path/astar.js';
import { distanceMetres, round6, type LatLng } from './geo.js';

export interface NetworkNode {
  id: number;
  lat: number;
  lng: number;
}
export interface NetworkEdge {
  from: number;
  to: number;
  /** Metres. */
  length: number;
}

export interface WalkingPath {
  /** The node points in walking order, from the snapped start to the snapped end. */
  points: LatLng[];
  /** Metres along the path. */
  distance: number;
}

/**
 * The walking-path network as an undirected weighted graph. Points off the network snap
 * to the nearest node; the shortest path between the two snapped nodes is found with an
 * A* search weighted by edge length, guided by the great-circle distance to the target
 * (a lower bound of any walk, so the path found is a shortest one).
 */
export class WalkingGraph {
  private readonly graph = new UndirectedGraph<LatLng, { length: number }>();
  private readonly ids: Int32Array;
  private readonly lats: Float64Array;
  private readonly lngs: Float64Array;

  constructor(nodes: readonly NetworkNode[], edges: readonly NetworkEdge[]) {
    this.ids = new Int32Array(nodes.length);
    this.lats = new Float64Array(nodes.length);
    this.lngs = new Float64Array(nodes.length);
    nodes.forEach((node, index) => {
      this.graph.addNode(String(node.id), { lat: node.lat, lng: node.lng });
      this.ids[index] = node.id;
      this.lats[index] = node.lat;
      this.lngs[index] = node.lng;
    });
    for (const edge of edges) {
      const from = String(edge.from);
      const to = String(edge.to);
      if (from === to || this.graph.hasEdge(from, to)) continue;
      this.graph.addEdge(from, to, { length: edge.length });
    }
  }

  get nodeCount(): number {
    return this.graph.order;
  }

  /** The id of the node nearest to `point` (an equirectangular comparison is exact enough here). */
  nearestNode(point: LatLng): number | undefined {
    const cos = Math.cos((point.lat * Math.PI) / 180);
    let best = -1;
    let bestDistance = Number.POSITIVE_INFINITY;
    for (let i = 0; i < this.ids.length; i += 1) {
      const dLat = this.lats[i]! - point.lat;
      const dLng = (this.lngs[i]! - point.lng) * cos;
      const d = dLat * dLat + dLng * dLng;
      if (d < bestDistance) {
        bestDistance = d;
        best = i;
      }
    }
    return best < 0 ? undefined : this.ids[best];
  }

  hasEdge(a: LatLng, b: LatLng): boolean {
    const from = this.nodeAt(a);
    const to = this.nodeAt(b);
    return from !== undefined && to !== undefined && this.graph.hasEdge(from, to);
  }

  private nodeAt(point: LatLng): string | undefined {
    const id = this.nearestNode(point);
    if (id === undefined) return undefined;
    const attributes = this.graph.getNodeAttributes(String(id));
    return round6(attributes.lat) === round6(point.lat) &&
      round6(attributes.lng) === round6(point.lng)
      ? String(id)
      : undefined;
  }

  /** The shortest walk between the nodes nearest to `from` and `to`; undefined when none joins them. */
  shortestWalk(from: LatLng, to: LatLng): WalkingPath | undefined {
    const source = this.nearestNode(from);
    const target = this.nearestNode(to);
    if (source === undefined || target === undefined) return undefined;
    if (source === target) {
      const point = this.graph.getNodeAttributes(String(source));
      return { points: [point, point], distance: 0 };
    }
    const goal = this.graph.getNodeAttributes(String(target));
    // Edge lengths are rounded to 0.1 m: shrink the bound a little to keep it below them.
    const path = astar(
      this.graph,
      String(source),
      String(target),
      'length',
      (node) => distanceMetres(this.graph.getNodeAttributes(node), goal) * 0.999,
    );
    if (!path || path.length < 2) return undefined;
    let distance = 0;
    const points = path.map((key) => this.graph.getNodeAttributes(key));
    for (let i = 1; i < path.length; i += 1) {
      const edge = this.graph.edge(path[i - 1]!, path[i]!);
      distance += edge === undefined ? 0 : this.graph.getEdgeAttribute(edge, 'length');
    }
    return { points, distance };
  }
}

/**
 * Encodes points as the contract's direction polyline: the first point's latitude and
 * longitude in degrees, then for each value the delta in millionths of a degree from the
 * value two positions earlier.
 */
export function encodePolyline(points: readonly LatLng[]): number[] {
  const values: number[] = [];
  let previous: { lat: number; lng: number } | undefined;
  for (const point of points) {
    const lat = Math.round(point.lat * 1e6);
    const lng = Math.round(point.lng * 1e6);
    if (!previous) values.push(lat / 1e6, lng / 1e6);
    else values.push(lat - previous.lat, lng - previous.lng);
    previous = { lat, lng };
  }
  return values;
}

/** Length in metres of a polyline of points (great-circle between consecutive points). */
export function pathLength(points: readonly LatLng[]): number {
  let total = 0;
  for (let i = 1; i < points.length; i += 1) total += distanceMetres(points[i - 1]!, points[i]!);
  return total;
}
