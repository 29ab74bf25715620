import { offsetLatLng } from '../src/geo';
import { setupAR, type TestAR } from './setup-ar';
import { createRenderer, type RendererOptions } from '../src/renderer/renderer';

/** Where the user of renderer tests stands. */
export const ORIGIN = { latitude: 0, longitude: 0, altitude: 0 };

/**
 * A renderer in a fresh document body (#view holds it; #radar and #panel are free for a
 * test), with no camera, sensors or frame loop unless a test asks for them.
 */
export function setupRenderer(
  options: Partial<RendererOptions> = {},
  ar: TestAR = setupAR({ location: ORIGIN }),
) {
  document.body.innerHTML = '<div id="view"></div><div id="radar"></div><div id="panel"></div>';
  const container = document.getElementById('view') as HTMLElement;
  const renderer = createRenderer({
    installation: ar,
    container,
    simulator: ar.simulator,
    scheduler: { request: () => 0, cancel: () => undefined },
    useCamera: false,
    useGeolocation: false,
    useDeviceOrientation: false,
    ...options,
  });
  return { ...ar, renderer, container };
}

/** A GeoObject `north` and `east` metres from the origin, at its altitude. */
export function placeAt(
  ar: TestAR,
  north: number,
  east: number,
  options: Record<string, unknown> = {},
) {
  const point = offsetLatLng(ORIGIN, north, east);
  return new ar.AR.GeoObject(new ar.AR.GeoLocation(point.latitude, point.longitude, 0), options);
}

/** The drawable elements of an object that are shown (those out of view are kept hidden). */
export const shownDrawables = (root: ParentNode, objectId: number) =>
  [...root.querySelectorAll<HTMLElement>(`[data-object-id="${objectId}"]`)].filter(
    (element) => element.style.display !== 'none',
  );

/**
 * Places one GeoObject 100 m north of the origin with `options`, starts the renderer of
 * `test` and answers the object with its first shown drawable element.
 */
export async function startWithObjectAhead(
  test: ReturnType<typeof setupRenderer>,
  options: Record<string, unknown>,
) {
  const object = placeAt(test, 100, 0, options);
  await test.renderer.start();
  return { object, element: shownDrawables(test.container, object.objectId)[0]! };
}
