import { afterEach, describe, expect, it } from 'vitest';
import { createArWorld, LABELLED_PLACES, type ArWorld } from './arWorld';
import { SIMULATED_POSITION, toArPlace, type ArPlace } from './places';

let world: ArWorld | undefined;

afterEach(() => {
  world?.stop();
  world = undefined;
  document.body.innerHTML = '';
});

/** Places due north of the simulated position, the first nearest, 100 m apart. */
function placesNorth(count: number): ArPlace[] {
  return Array.from({ length: count }, (_, index) =>
    toArPlace({
      id: index + 1,
      name: `Place number ${index + 1}`,
      description: 'A place north of the centre',
      latitude: SIMULATED_POSITION.latitude + (index + 1) * 0.0009,
      longitude: SIMULATED_POSITION.longitude,
      distance: (index + 1) * 100,
    }),
  );
}

function setup() {
  document.body.innerHTML = '<div id="view"></div><div id="radar"></div>';
  const selections: Array<number | undefined> = [];
  world = createArWorld({
    container: document.getElementById('view')!,
    radar: document.getElementById('radar')!,
    useCamera: false,
    useDeviceOrientation: false,
    debugging: false,
    onSelect: (id) => selections.push(id),
  });
  // Drawn by hand: jsdom has no animation frames.
  document.getElementById('view')!.append(world.renderer.root);
  return { world, selections };
}

/** The label texts drawn (shown) in the view. */
const shownLabels = () =>
  [...document.querySelectorAll<HTMLElement>('#view .ar-label')]
    .filter((label) => label.style.display !== 'none')
    .map((label) => label.textContent);

describe('the AR world', () => {
  it('selects one place at a time and says so', () => {
    const { world, selections } = setup();
    world.setPlaces(placesNorth(3));
    world.select(1);
    world.select(2);
    world.select(2);
    world.select(undefined);
    expect(selections).toEqual([1, 2, undefined]);
  });

  it('draws each place as a marker with its title and description labels', () => {
    const { world } = setup();
    const [place] = placesNorth(1);
    world.setPlaces([place!]);
    world.renderer.renderFrame();
    const objectId = world.objectIdOf(1)!;
    const drawn = [...document.querySelectorAll<HTMLElement>(`[data-object-id="${objectId}"]`)];
    expect(drawn.filter((element) => element.matches('img.ar-image'))).toHaveLength(2);
    expect(shownLabels()).toEqual(['Place num…', 'A place north…']);
    expect(world.distanceTo(1)).toBeCloseTo(100, -1);
  });

  it('labels only the nearest places, and the selected one as well', () => {
    const { world } = setup();
    const places = placesNorth(LABELLED_PLACES + 5);
    world.setPlaces(places);
    world.renderer.renderFrame();
    // All in one line ahead: the nearest place's labels are drawn, counting the other
    // labelled places, which give way to it; the farthest five carry no labels at all.
    const drawnTitles = () =>
      [...document.querySelectorAll<HTMLElement>('#view .ar-label')]
        .filter((label) => label.style.display !== 'none')
        .filter((label) => label.textContent?.startsWith('Place'))
        .map((label) => Number(label.dataset.objectId));
    expect(drawnTitles()).toEqual([world.objectIdOf(1)]);
    expect(shownLabels()).toContain(`+${LABELLED_PLACES - 1}`);
    world.select(LABELLED_PLACES + 5);
    world.renderer.renderFrame();
    expect(drawnTitles()).toEqual([world.objectIdOf(LABELLED_PLACES + 5)]);
    expect(shownLabels()).toContain(`+${LABELLED_PLACES}`);
  });

  it('drops the selection when new places no longer hold its place, and keeps it otherwise', () => {
    const { world, selections } = setup();
    world.setPlaces(placesNorth(3));
    world.select(3);
    world.setPlaces(placesNorth(3));
    expect(selections).toEqual([3]);
    world.setPlaces(placesNorth(2));
    expect(selections).toEqual([3, undefined]);
    expect(world.objectIdOf(3)).toBeUndefined();
  });

  it('tells the heading its badge shows, at the frame it changes, 0 to 359', () => {
    const { world } = setup();
    const told: number[] = [];
    world.renderer.onHeadingShown((degrees) => told.push(degrees));
    const badge = () => world.renderer.root.querySelector('.ar-heading')!.textContent;
    for (const heading of [359.6, 90.4, 90.2, 181.5]) {
      world.renderer.heading = heading;
      world.renderer.renderFrame();
      expect(`${world.shownHeading}°`).toBe(badge());
    }
    expect(told).toEqual([0, 90, 182]);
    expect(badge()).toBe('182°');
  });

  it('turns a dragged view toward a place, and follows the device position', () => {
    const { world } = setup();
    world.setPlaces(placesNorth(1));
    world.renderer.heading = 200;
    world.turnTo(1);
    expect(world.heading).toBeCloseTo(0, 3);
    world.setUserLocation({
      latitude: SIMULATED_POSITION.latitude + 0.0009,
      longitude: SIMULATED_POSITION.longitude - 0.001,
    });
    world.turnTo(1);
    expect(world.heading).toBeCloseTo(90, 0);
    expect(world.distanceTo(1)).toBeLessThan(100);
  });
});
