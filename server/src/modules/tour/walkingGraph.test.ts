import { describe, expect, it } from 'vitest';
import { UndirectedGraph } from 'graphology';
import { bidirectional as dijkstra } from 'graphology-shortest-path/dijkstra.js';
// The client's decoder (not re-exported by the package index).
import { decodeDirectionPolyline } from '../../../../packages/api-client/src/geo.js';
import { BOUNDARY, insideBoundary } from './geo.js';
import { SEED_ATTRACTIONS, buildPathNetwork } from './scenicArea.js';
import { hash01 } from '../../lib/hash.js';
import { WalkingGraph, encodePolyline } from './walkingGraph.js';

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

  it('snaps points off the network to the nearest node', () => {
    const corner = { lat: BOUNDARY.south, lng: BOUNDARY.west };
    const id = graph.nearestNode(corner)!;
    const nearest = network.nodes[id - 1]!;
    const squared = (node: { lat: number; lng: number }) =>
      (node.lat - corner.lat) ** 2 +
      ((node.lng - corner.lng) * Math.cos((corner.lat * Math.PI) / 180)) ** 2;
    expect(network.nodes.every((node) => squared(node) >= squared(nearest))).toBe(true);
  });

  it('answers nothing when no path joins the two points', () => {
    const split = new WalkingGraph(
      [
        { id: 1, lat: 39.81, lng: 108.61 },
        { id: 2, lat: 39.811, lng: 108.61 },
        { id: 3, lat: 39.82, lng: 108.64 },
      ],
      [{ from: 1, to: 2, length: 111 }],
    );
    expect(
      split.shortestWalk({ lat: 39.81, lng: 108.61 }, { lat: 39.82, lng: 108.64 }),
    ).toBeUndefined();
    expect(
      split.shortestWalk({ lat: 39.81, lng: 108.61 }, { lat: 39.811, lng: 108.61 })?.distance,
    ).toBe(111);
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
