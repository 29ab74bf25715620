import { afterEach, describe, expect, it } from 'vitest';
import { createArWorld, type ArWorld } from './arWorld';
import {
  declutterLabels,
  estimateTextWidth,
  labelRects,
  labelTextWidth,
  type LabelCandidate,
  type Rect,
} from './declutter';
import { SIMULATED_POSITION, toArPlace, type ArPlace } from './places';

const overlap = (a: Rect, b: Rect) =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/** Pairs of drawn places whose label boxes overlap. */
function overlapsAmong(candidates: readonly LabelCandidate[], shown: readonly number[]) {
  const drawn = candidates.filter((candidate) => shown.includes(candidate.id));
  const found: Array<[number, number]> = [];
  drawn.forEach((a, index) => {
    for (const b of drawn.slice(index + 1)) {
      if (a.rects.some((rect) => b.rects.some((other) => overlap(rect, other)))) {
        found.push([a.id, b.id]);
      }
    }
  });
  return found;
}

/** A seeded sequence in [0, 1), so that the places are the same on every run. */
function seeded(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
}

/** `count` places within `radius` metres of the simulated position, ahead (north) mostly. */
function placesAround(count: number, radius: number, seed = 7): ArPlace[] {
  const random = seeded(seed);
  const metresPerDegree = (6371008.8 * Math.PI) / 180;
  return Array.from({ length: count }, (_, index) => {
    const distance = 5 + random() * (radius - 5);
    const bearing = (random() - 0.5) * 80;
    const north = distance * Math.cos((bearing * Math.PI) / 180);
    const east = distance * Math.sin((bearing * Math.PI) / 180);
    return toArPlace({
      id: index + 1,
      name: index % 3 === 0 ? `北门广场${index}` : `Place ${index + 1}`,
      description: index % 2 === 0 ? 'Опера театр' : 'A square by the gate',
      latitude: SIMULATED_POSITION.latitude + north / metresPerDegree,
      longitude:
        SIMULATED_POSITION.longitude +
        east / (metresPerDegree * Math.cos((SIMULATED_POSITION.latitude * Math.PI) / 180)),
      distance,
    });
  });
}

describe('declutterLabels', () => {
  it('draws the nearer of two overlapping labels and counts the other beside it', () => {
    const box = (left: number): Rect => ({ left, right: left + 50, top: 0, bottom: 20 });
    const layout = declutterLabels([
      { id: 1, distance: 30, rects: [box(0)] },
      { id: 2, distance: 10, rects: [box(20)] },
      { id: 3, distance: 20, rects: [box(100)] },
    ]);
    expect(layout.shown).toEqual([2, 3]);
    expect(layout.counts).toEqual(
      new Map([
        [2, 1],
        [3, 0],
      ]),
    );
    expect(layout.collapsed).toEqual(new Map([[1, 2]]));
  });

  it('draws the selected place first, whatever its distance', () => {
    const box: Rect = { left: 0, right: 50, top: 0, bottom: 20 };
    const layout = declutterLabels(
      [
        { id: 1, distance: 10, rects: [box] },
        { id: 2, distance: 90, rects: [box] },
      ],
      2,
    );
    expect(layout.shown).toEqual([2]);
    expect(layout.counts.get(2)).toBe(1);
  });

  it('estimates wide characters wider than narrow ones', () => {
    expect(estimateTextWidth('北门')).toBeGreaterThan(estimateTextWidth('ab'));
    expect(labelTextWidth('', true)).toBe(0);
    expect(labelTextWidth('Place', true)).toBeGreaterThan(labelTextWidth('P', true));
  });
});

describe('labels of 20 places within 50 m', () => {
  let world: ArWorld | undefined;
  afterEach(() => {
    world?.stop();
    world = undefined;
    document.body.innerHTML = '';
  });

  it.each([0, 10, 350])(
    'no two drawn labels overlap at heading %i, and the others are counted',
    (heading) => {
      document.body.innerHTML = '<div id="view"></div><div id="radar"></div>';
      world = createArWorld({
        container: document.getElementById('view')!,
        radar: document.getElementById('radar')!,
        useCamera: false,
        useDeviceOrientation: false,
        debugging: false,
        onSelect: () => undefined,
        moreLabel: (count) => `+${count}`,
      });
      document.getElementById('view')!.append(world.renderer.root);
      const places = placesAround(20, 50);
      world.setPlaces(places);
      world.renderer.heading = heading;
      world.renderer.renderFrame();
      const frame = world.renderer.lastFrame!;

      // The labels as drawn: title elements shown, with the count beside them.
      const shownTitles = new Set<number>();
      let counted = 0;
      for (const label of document.querySelectorAll<HTMLElement>('#view .ar-label')) {
        if (label.style.display === 'none') continue;
        const text = label.textContent ?? '';
        if (/^\+\d+$/.test(text)) counted += Number(text.slice(1));
        else if (places.some((place) => place.label.title === text)) {
          shownTitles.add(Number(label.dataset.objectId));
        }
      }
      const inView = frame.entries.filter((entry) => entry.inView);
      expect(inView.length).toBeGreaterThan(10);
      expect(shownTitles.size).toBeGreaterThan(0);
      expect(shownTitles.size + counted).toBe(inView.length);

      const widthsOf = (objectId: number) => {
        const place = places.find((candidate) => world!.objectIdOf(candidate.id) === objectId)!;
        return {
          title: labelTextWidth(place.label.title, true),
          description: labelTextWidth(place.label.description, false),
          count: labelTextWidth('+99', true),
        };
      };
      const candidates: LabelCandidate[] = inView.map((entry) => ({
        id: entry.object.id,
        distance: entry.distance,
        rects: labelRects(
          entry.x,
          entry.y,
          frame.pixelsPerSdu * entry.scale,
          widthsOf(entry.object.id),
        ),
      }));
      expect(overlapsAmong(candidates, [...shownTitles])).toEqual([]);
      // The nearest place in view always keeps its labels.
      const nearest = [...inView].sort((a, b) => a.distance - b.distance)[0]!;
      expect(shownTitles.has(nearest.object.id)).toBe(true);
    },
  );
});
