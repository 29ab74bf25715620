import { describe, expect, it } from 'vitest';
import { UndirectedGraph } from 'graphology';
import { bidirectional as dijkstra } from 'graphology-shortest-path/dijkstra.js';
// The client's decoder (not re-exported by the package index).
import { decodeDirectionPolyline } from '../../../../packages/api-client/src/geo.js';
import { BOUNDARY, distanceMetres, insideBoundary } from './geo.js';
import { buildPathNetwork } from './pathNetwork.js';
import { SEED_ATTRACTIONS } from './scenicAreaSeed.js';
import { hash01 } from '../../lib/hash.js';
import { WalkingGraph, encodePolyline, pathLength } from './walkingGraph.js';

const network = buildPathNetwork(SEED_ATTRACTIONS);
const graph = new WalkingGraph(network.nodes, network.edges);

describe('the seeded path network', () => {
  it('lies inside the boundary and joins every node', () => {
    expect(network.nodes.every((node) => insideBoundary(node))).toBe(true);
    const neighbours = new Map<number, number[]>();
    for (const edge of network.edges) {
      neighbours.set(edge.from, [...(neighbours.get(edge.from) ?? []), edge.to]);
      neighbours.set(edge.to, [...(neighbours.get(edge.to) ?? []), edge.from]);
    }
    const seen = new Set([1]);
    const queue = [1];
    while (queue.length) {
      for (const next of neighbours.get(queue.pop()!) ?? []) {
        if (!seen.has(next)) {
          seen.add(next);
          queue.push(next);
        }
      }
    }
    expect(seen.size).toBe(network.nodes.length);
  });

  it('has every attraction as a node, so walks to it end exactly there', () => {
    for (const attraction of SEED_ATTRACTIONS) {
      const id = graph.nearestNode(attraction.point)!;
      const node = network.nodes[id - 1]!;
      expect([node.lat, node.lng], attraction.name).toEqual([
        attraction.point.lat,
        attraction.point.lng,
      ]);
    }
  });

  it('keeps path segments short (about 40 m at most, bends included)', () => {
    expect(Math.max(...network.edges.map((edge) => edge.length))).toBeLessThanOrEqual(42);
  });
});

describe('WalkingGraph.shortestWalk', () => {
  it('finds walks as short as Dijkstra does between any two points', () => {
    const reference = new UndirectedGraph<object, { length: number }>();
    for (const node of network.nodes) reference.addNode(String(node.id));
    for (const edge of network.edges) {
      if (!reference.hasEdge(String(edge.from), String(edge.to)))
        reference.addEdge(String(edge.from), String(edge.to), { length: edge.length });
    }
    for (let i = 0; i < 40; i += 1) {
      const a = network.nodes[Math.floor(hash01(i, 1) * network.nodes.length)]!;
      const b = network.nodes[Math.floor(hash01(i, 2) * network.nodes.length)]!;
      const walk = graph.shortestWalk(a, b)!;
      const best = dijkstra(reference, String(a.id), String(b.id), 'length');
      let length = 0;
      for (let k = 1; k < best.length; k += 1) {
        length += reference.getEdgeAttribute(reference.edge(best[k - 1]!, best[k]!)!, 'length');
      }
      expect(walk.distance).toBeCloseTo(length, 6);
    }
  });

  it('joins the network at the nearest point of its nearest segment', () => {
    // Reference: every segment sampled every 2.5 % of its length (at most 1 m apart).
    const samples = network.edges.flatMap((edge) => {
      const a = network.nodes[edge.from - 1]!;
      const b = network.nodes[edge.to - 1]!;
      return Array.from({ length: 41 }, (_, k) => ({
        lat: a.lat + ((b.lat - a.lat) * k) / 40,
        lng: a.lng + ((b.lng - a.lng) * k) / 40,
      }));
    });
    for (let i = 0; i < 12; i += 1) {
      const point = {
        lat: BOUNDARY.south + hash01(i, 3) * (BOUNDARY.north - BOUNDARY.south),
        lng: BOUNDARY.west + hash01(i, 4) * (BOUNDARY.east - BOUNDARY.west),
      };
      const nearest = graph.nearestPoint(point)!;
      const reference = Math.min(...samples.map((sample) => distanceMetres(point, sample)));
      const found = distanceMetres(point, nearest.point);
      expect(found).toBeLessThanOrEqual(reference + 0.01);
      expect(found).toBeGreaterThan(reference - 0.6);
    }
  });

  it('begins at the asked start and ends at the asked destination, legs included', () => {
    const from = { lat: 39.809, lng: 108.61 };
    const to = SEED_ATTRACTIONS[44]!.point;
    const walk = graph.shortestWalk(from, to)!;
    const entry = graph.nearestPoint(from)!;
    expect(walk.points[0]).toEqual(from);
    expect(walk.points.at(-1)).toEqual(to);
    expect(walk.points[1]).toEqual(entry.point);
    expect(entry.t).toBeGreaterThan(0);
    expect(entry.t).toBeLessThan(1);
    // The entry lies on its edge: the edge's ends are the walk's next point or behind it.
    const a = graph.nodePoint(entry.from);
    const b = graph.nodePoint(entry.to);
    expect(distanceMetres(a, entry.point) + distanceMetres(entry.point, b)).toBeCloseTo(
      distanceMetres(a, b),
      1,
    );
    expect([a, b]).toContainEqual(walk.points[2]);
    const leg = distanceMetres(from, entry.point);
    expect(leg).toBeGreaterThan(20);
    expect(walk.distance).toBeCloseTo(pathLength(walk.points), -1);
    expect(walk.distance).toBeGreaterThan(leg + distanceMetres(entry.point, to));
  });

  it('walks along one segment between two points on it', () => {
    const edge = network.edges[10]!;
    const a = network.nodes[edge.from - 1]!;
    const b = network.nodes[edge.to - 1]!;
    const at = (t: number) => ({
      lat: a.lat + (b.lat - a.lat) * t,
      lng: a.lng + (b.lng - a.lng) * t,
    });
    const walk = graph.shortestWalk(at(0.2), at(0.7))!;
    expect(walk.points).toHaveLength(2);
    expect(walk.distance).toBeCloseTo(edge.length / 2, 0);
    const still = graph.shortestWalk(at(0.4), at(0.4))!;
    expect(still.points).toEqual([at(0.4), at(0.4)]);
    expect(still.distance).toBe(0);
  });

  it('answers nothing when no path joins the two points', () => {
    const split = new WalkingGraph(
      [
        { id: 1, lat: 39.81, lng: 108.61 },
        { id: 2, lat: 39.811, lng: 108.61 },
        { id: 3, lat: 39.82, lng: 108.64 },
        { id: 4, lat: 39.821, lng: 108.64 },
      ],
      [
        { from: 1, to: 2, length: 111 },
        { from: 3, to: 4, length: 111 },
      ],
    );
    expect(
      split.shortestWalk({ lat: 39.81, lng: 108.61 }, { lat: 39.82, lng: 108.64 }),
    ).toBeUndefined();
    expect(
      split.shortestWalk({ lat: 39.81, lng: 108.61 }, { lat: 39.811, lng: 108.61 })?.distance,
    ).toBe(111);
    // The temporary entry and exit nodes are gone after each search.
    expect(split.nodeCount).toBe(4);
  });
});

describe('encodePolyline', () => {
  it("round-trips through the client's decoder", () => {
    const walk = graph.shortestWalk(SEED_ATTRACTIONS[0]!.point, SEED_ATTRACTIONS[44]!.point)!;
    const encoded = encodePolyline(walk.points);
    expect(decodeDirectionPolyline(encoded)).toEqual(walk.points.map((p) => [p.lat, p.lng]));
  });

  it('writes the example of the contract', () => {
    expect(
      encodePolyline([
        { lat: 39.812556, lng: 108.628734 },
        { lat: 39.813756, lng: 108.627884 },
      ]),
    ).toEqual([39.812556, 108.628734, 1200, -850]);
  });
});
