import { describe, expect, it } from 'vitest';
import {
  SCENE_ORIGIN,
  findScene,
  panoramaScene,
  panoramaScenes,
  type ScenePlace,
} from '../panoramaScenes';
import {
  centreYaw,
  connectedScenes,
  linkPosition,
  sceneOfPath,
  sphereCorrection,
  tourNodes,
} from './tour';

const deg = (radians: number) => (radians * 180) / Math.PI;

/** A scene at the origin, level, facing north and linked to nothing, but for `place`. */
const origin: ScenePlace = { ...SCENE_ORIGIN, connections: [], latitude: 0, longitude: 0 };
const scene = (key: string, place: Partial<ScenePlace> = {}) =>
  panoramaScene(key, { ...origin, ...place });

describe('linkPosition', () => {
  const here = scene('here');
  it('points along the compass: north 0, east 90, south 180, west -90 degrees', () => {
    expect(deg(linkPosition(here, scene('n', { y: 10 })).yaw)).toBeCloseTo(0);
    expect(deg(linkPosition(here, scene('e', { x: 10 })).yaw)).toBeCloseTo(90);
    expect(deg(linkPosition(here, scene('s', { y: -10 })).yaw)).toBeCloseTo(180);
    expect(deg(linkPosition(here, scene('w', { x: -10 })).yaw)).toBeCloseTo(-90);
  });

  it('looks up to a higher scene and down to a lower one', () => {
    expect(deg(linkPosition(here, scene('up', { x: 10, z: 10 })).pitch)).toBeCloseTo(45);
    expect(deg(linkPosition(here, scene('down', { y: 10, z: -10 })).pitch)).toBeCloseTo(-45);
  });
});

describe('sphereCorrection', () => {
  it('turns the picture back by its camera rotation, in radians', () => {
    const turned = sphereCorrection(scene('t', { rx: 10, ry: 90, rz: -5 }));
    expect(deg(turned.pan)).toBeCloseTo(-90);
    expect(deg(turned.tilt)).toBeCloseTo(-10);
    expect(deg(turned.roll)).toBeCloseTo(5);
    expect(deg(centreYaw(scene('t', { ry: 90 })))).toBeCloseTo(90);
  });
});

describe('tourNodes', () => {
  it('makes a node per scene with its picture, name, correction and links to its connections', () => {
    const nodes = tourNodes(panoramaScenes, (each) => `name of ${each.key}`);
    expect(nodes.map((node) => node.id)).toEqual(['gate', 'grassland', 'lake', 'desert']);
    const lake = nodes.find((node) => node.id === 'lake')!;
    expect(lake.panorama).toBe('/static/tour/panorama/lake.jpg');
    expect(lake.name).toBe('name of lake');
    expect(deg(lake.sphereCorrection.pan)).toBeCloseTo(30);
    expect(lake.links.map((link) => link.nodeId)).toEqual(['gate', 'grassland', 'desert']);
    // The desert lies south-east of the lake: 1360-900 m east, -120-620 m north.
    const desert = lake.links.find((link) => link.nodeId === 'desert')!;
    expect(deg(desert.position.yaw)).toBeCloseTo(deg(Math.atan2(460, -740)));
    expect(deg(desert.position.pitch)).toBeGreaterThan(0);
  });

  it('links every connection both ways in the tour', () => {
    const nodes = tourNodes(panoramaScenes, (each) => each.key);
    for (const node of nodes) {
      for (const link of node.links) {
        const back = nodes.find((other) => other.id === link.nodeId)!;
        expect(back.links.map((other) => other.nodeId)).toContain(node.id);
        const there = back.links.find((other) => other.nodeId === node.id)!;
        // The way back points the opposite way.
        const turn = Math.abs(deg(there.position.yaw - link.position.yaw));
        expect(turn).toBeCloseTo(180);
      }
    }
  });

  it('leaves out connections to unknown scenes and to the scene itself', () => {
    const lonely = scene('lonely', { connections: ['nowhere', 'lonely', 'other'] });
    const nodes = tourNodes([lonely, scene('other', { x: 5 })], (each) => each.key);
    expect(nodes[0]!.links.map((link) => link.nodeId)).toEqual(['other']);
    expect(connectedScenes(lonely, [lonely, scene('other')]).map((each) => each.key)).toEqual([
      'other',
    ]);
  });
});

describe('sceneOfPath', () => {
  it('is the first scene when the path names none', () => {
    expect(sceneOfPath(undefined)?.key).toBe('gate');
    expect(sceneOfPath('')?.key).toBe('gate');
  });

  it('is the named scene, or none for an unknown key', () => {
    expect(sceneOfPath('desert')).toBe(findScene('desert'));
    expect(sceneOfPath('nowhere')).toBeUndefined();
    expect(sceneOfPath('Gate')).toBeUndefined();
  });

  it('lists a scene’s connections in its order', () => {
    expect(connectedScenes(findScene('lake')!).map((each) => each.key)).toEqual([
      'gate',
      'grassland',
      'desert',
    ]);
  });
});
