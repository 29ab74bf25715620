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
  /**
   * The points in walking order: the asked start, where it meets the network, the nodes
   * walked through, where the network is left, the asked destination (a point repeated
   * where two coincide is written once; at least two points).
   */
  points: LatLng[];
  /** Metres: the legs to and from the network plus the distance along it. */
  distance: number;
}

/** The point of the network nearest to a point: on the edge `from`–`to`, `t` of the way along. */
export interface NetworkPoint {
  point: LatLng;
  from: string;
  to: string;
  /** 0 at `from`, 1 at `to`. */
  t: number;
  /** Metres along the edge. */
  length: number;
}

const START = 'walk-start';
const END = 'walk-end';

/**
 * The walking-path network as an undirected weighted graph of straight segments. A walk
 * begins at the asked start, joins the network at its nearest point (the projection onto
 * the nearest segment), follows the shortest path, leaves the network at the point
 * nearest to the destination and ends at the destination. The shortest path is found
 * with an A* search weighted by edge length, guided by the great-circle distance to the
 * target (a lower bound of any walk, so the path found is a shortest one); the two
 * network points enter the search as temporary nodes splitting their edges.
 */
export class WalkingGraph {
  private readonly graph = new UndirectedGraph<LatLng, { length: number }>();
  private readonly ids: Int32Array;
  private readonly lats: Float64Array;
  private readonly lngs: Float64Array;
  /** Per edge: the end nodes' keys and coordinates, for the nearest-segment scan. */
  private readonly segments: {
    from: string;
    to: string;
    length: number;
    a: LatLng;
    b: LatLng;
  }[] = [];

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
      this.segments.push({
        from,
        to,
        length: edge.length,
        a: this.graph.getNodeAttributes(from),
        b: this.graph.getNodeAttributes(to),
      });
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

  /**
   * The point of the network nearest to `point`: its projection onto the nearest edge
   * (in an equirectangular plane around the point, exact enough at path scale).
   */
  nearestPoint(point: LatLng): NetworkPoint | undefined {
    const cos = Math.cos((point.lat * Math.PI) / 180);
    let best: NetworkPoint | undefined;
    let bestDistance = Number.POSITIVE_INFINITY;
    for (const segment of this.segments) {
      const ax = (segment.a.lng - point.lng) * cos;
      const ay = segment.a.lat - point.lat;
      const dx = (segment.b.lng - segment.a.lng) * cos;
      const dy = segment.b.lat - segment.a.lat;
      const squared = dx * dx + dy * dy;
      const t = squared === 0 ? 0 : Math.min(1, Math.max(0, -(ax * dx + ay * dy) / squared));
      const px = ax + t * dx;
      const py = ay + t * dy;
      const d = px * px + py * py;
      if (d < bestDistance) {
        bestDistance = d;
        best = {
          point: {
            lat: segment.a.lat + t * (segment.b.lat - segment.a.lat),
            lng: segment.a.lng + t * (segment.b.lng - segment.a.lng),
          },
          from: segment.from,
          to: segment.to,
          t,
          length: segment.length,
        };
      }
    }
    return best;
  }

  /** A node's coordinates by its key. */
  nodePoint(key: string): LatLng {
    return this.graph.getNodeAttributes(key);
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

  /**
   * The shortest walk from `from` to `to`: the legs to and from the network's nearest
   * points and the shortest path between them; undefined when no path joins them.
   */
  shortestWalk(from: LatLng, to: LatLng): WalkingPath | undefined {
    if (round6(from.lat) === round6(to.lat) && round6(from.lng) === round6(to.lng))
      return { points: [from, to], distance: 0 };
    const entry = this.nearestPoint(from);
    const exit = this.nearestPoint(to);
    if (!entry || !exit) return undefined;
    const along = this.pathBetween(entry, exit);
    if (!along) return undefined;
    const points: LatLng[] = [];
    for (const point of [from, ...along.points, to]) {
      const last = points.at(-1);
      if (!last || round6(last.lat) !== round6(point.lat) || round6(last.lng) !== round6(point.lng))
        points.push(point);
    }
    if (points.length === 1) points.push(to);
    return {
      points,
      distance: distanceMetres(from, entry.point) + along.distance + distanceMetres(exit.point, to),
    };
  }

  /** The shortest path on the network between two of its points, with its length. */
  private pathBetween(entry: NetworkPoint, exit: NetworkPoint): WalkingPath | undefined {
    const graph = this.graph;
    graph.addNode(START, entry.point);
    graph.addNode(END, exit.point);
    try {
      const split = (key: string, at: NetworkPoint) => {
        graph.addEdge(key, at.from, { length: at.t * at.length });
        graph.addEdge(key, at.to, { length: (1 - at.t) * at.length });
      };
      split(START, entry);
      split(END, exit);
      const sameEdge =
        (entry.from === exit.from && entry.to === exit.to) ||
        (entry.from === exit.to && entry.to === exit.from);
      if (sameEdge) {
        const t = entry.from === exit.from ? exit.t : 1 - exit.t;
        graph.addEdge(START, END, { length: Math.abs(entry.t - t) * entry.length });
      }
      const goal = exit.point;
      // Edge lengths are rounded to 0.1 m: shrink the bound a little to keep it below them.
      const path = astar(
        graph,
        START,
        END,
        'length',
        (node) => distanceMetres(graph.getNodeAttributes(node), goal) * 0.999,
      );
      if (!path || path.length < 2) return undefined;
      let distance = 0;
      for (let i = 1; i < path.length; i += 1) {
        const edge = graph.edge(path[i - 1]!, path[i]!);
        distance += edge === undefined ? 0 : graph.getEdgeAttribute(edge, 'length');
      }
      return { points: path.map((key) => graph.getNodeAttributes(key)), distance };
    } finally {
      graph.dropNode(START);
      graph.dropNode(END);
    }
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
