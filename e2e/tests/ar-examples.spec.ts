import type { Page } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../../scripts/chromium.js';
import { expectAccessible } from '../support/axe';
import { expect, test } from '../support/test';

// The six example experiences of the AR runtime (packages/ar-runtime/examples), each run by
// the drop-in script under the server's Content Security Policy in real Chromium with a fake
// camera. The page's clock is paused and moved on by the test, so the simulator's timings
// (seeded), the animations and the drawn frames are the same on every run; the camera's
// picture (full screen: a mask would cover everything) is hidden for the screenshots.

/** South of the scenic area's centre: the nearest places lie ahead, north. */
const AHEAD_OF_PLACES = { latitude: 39.805, longitude: 108.628734 };
const START = new Date('2026-05-01T08:00:00Z');
/** The runtime's own layer (camera, drawables) is not the example's page: axe leaves it out. */
const AR_LAYER = ['.ar-runtime-layer'];

test.use({
  launchOptions: {
    executablePath: chromiumPath,
    args: [...chromiumArgs, '--use-fake-device-for-media-stream'],
  },
  permissions: ['camera', 'geolocation'],
  geolocation: AHEAD_OF_PLACES,
});

interface RuntimeWindow {
  ARRuntime: {
    standalone: {
      installation: { runtime: { objectsOfType(type: string): ReadonlySet<unknown> } };
      locationSource: string | undefined;
    };
  };
}

/** A failing page: an uncaught error or an alert (or any dialog) fails the test. */
function failOnErrorsAndDialogs(page: Page): string[] {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('dialog', (dialog) => {
    problems.push(`dialog: ${dialog.type()} ${dialog.message()}`);
    void dialog.dismiss();
  });
  return problems;
}

/** The query of an example run on the simulated location, its seed and heading fixed. */
const SIMULATED = 'ar-location=simulator&ar-seed=7&ar-heading=0';

/**
 * Opens an example (on the simulated location unless `query` says otherwise) with the
 * page's clock paused at START: timers and frames run only as the test moves the clock on
 * (`advance`).
 */
async function openExample(page: Page, name: string, query = SIMULATED): Promise<string[]> {
  const problems = failOnErrorsAndDialogs(page);
  // Installed a minute before: pausing at a time the clock has already passed is refused.
  await page.clock.install({ time: START.getTime() - 60_000 });
  await page.clock.pauseAt(START);
  await page.goto(`/ar/examples/${name}/?${query}`);
  await advance(page, 100);
  return problems;
}

/**
 * How every example's test ends: no axe violation in the example's own page (axe waits on
 * timers: the clock runs again), and no page error or dialog on the way.
 */
async function expectExampleClean(page: Page, problems: string[]) {
  await page.clock.resume();
  await expectAccessible(page, AR_LAYER);
  expect(problems).toEqual([]);
}

/** Moves the page's clock on by `ms`, running its timers and animation frames on the way. */
const advance = (page: Page, ms: number) => page.clock.runFor(ms);

/** Moves the clock on in steps until `check` holds (for answers that come over the network). */
async function advanceUntil(page: Page, check: () => Promise<boolean>) {
  await expect
    .poll(async () => {
      await advance(page, 100);
      return check();
    })
    .toBe(true);
}

const countOf = (page: Page, type: string) =>
  page.evaluate(
    (name) =>
      (window as unknown as RuntimeWindow).ARRuntime.standalone.installation.runtime.objectsOfType(
        name,
      ).size,
    type,
  );

/** Moves the clock on until the example has placed `count` GeoObjects. */
const advanceUntilPlaced = (page: Page, count: number) =>
  advanceUntil(page, async () => (await countOf(page, 'GeoObject')) === count);

const drawn = (page: Page, type: string, text?: string) =>
  page.locator(`.ar-runtime-layer [data-ar-type=${type}]`, text ? { hasText: text } : {});

/**
 * The camera's picture changes from frame to frame and fills the screen (a mask would hide
 * everything): hidden for a screenshot, the drawables and the page stay.
 */
async function screenshotOf(page: Page, name: string) {
  await expect(page.locator('video.ar-camera')).toHaveCount(1);
  await page.evaluate(() => {
    document.querySelector<HTMLVideoElement>('video.ar-camera')!.style.visibility = 'hidden';
  });
  await expect(page).toHaveScreenshot(name);
  await page.evaluate(() => {
    document.querySelector<HTMLVideoElement>('video.ar-camera')!.style.visibility = '';
  });
}

/** The centre of the first drawn element matching `selector` that is not covered. */
async function openPoint(page: Page, selector: string) {
  return page.evaluate((css) => {
    for (const element of document.querySelectorAll<HTMLElement>(css)) {
      const box = element.getBoundingClientRect();
      const x = box.left + box.width / 2;
      const y = box.top + box.height / 2;
      if (element.contains(document.elementFromPoint(x, y))) return { x, y };
    }
    return undefined;
  }, selector);
}

test('pois-json: the places from the JSON service as markers with labels, distances and a radar', async ({
  page,
}) => {
  const problems = await openExample(page, 'pois-json', 'ar-seed=7&ar-heading=0');
  const status = page.getByRole('status');
  await advanceUntil(page, async () => /places loaded around you/.test(await status.innerText()));

  // The first location was the browser's: the places around it come from the server.
  const places = (await page.evaluate(
    ({ latitude, longitude }) =>
      fetch(`/tour/getPlaceByLocation/${latitude},${longitude}`).then((answer) => answer.json()),
    AHEAD_OF_PLACES,
  )) as { data: Array<{ name: string }> };
  expect(places.data.length).toBeGreaterThan(0);
  expect(
    await page.evaluate(
      () => (window as unknown as RuntimeWindow).ARRuntime.standalone.locationSource,
    ),
  ).toBe('browser');
  await expect(status).toHaveText(`${places.data.length} places loaded around you.`);
  expect(await countOf(page, 'GeoObject')).toBe(places.data.length);

  await advance(page, 500);
  // A marker, a title, a description and a distance per place; one radar dot each. Those in
  // view (ahead, north) are drawn, each with its distance.
  expect(await countOf(page, 'ImageDrawable')).toBe(places.data.length);
  expect(await countOf(page, 'Label')).toBe(places.data.length * 3);
  await expect(page.locator('#radar .ar-radar-point')).toHaveCount(places.data.length);
  const markers = await drawn(page, 'ImageDrawable').count();
  expect(markers).toBeGreaterThanOrEqual(3);
  await expect(drawn(page, 'Label')).toHaveCount(markers * 3);
  await expect(drawn(page, 'Label').filter({ hasText: /^\d+ m$|^\d+\.\d km$/ })).toHaveCount(
    markers,
  );
  await expect(drawn(page, 'ImageDrawable').first()).toBeVisible();
  await screenshotOf(page, 'pois-json.png');
  await expectExampleClean(page, problems);
});

test('poi-selection: a tapped marker grows and shows its panel; the previous one animates back', async ({
  page,
}) => {
  const problems = await openExample(page, 'poi-selection');
  await advanceUntilPlaced(page, 6);
  await advance(page, 200);
  // Five lie ahead (north) and are drawn; the old well lies behind.
  await expect(drawn(page, 'Label')).toHaveCount(5);
  await expect(drawn(page, 'Label', 'Old Well')).toHaveCount(0);

  // Bell Tower stands due north, in the middle of the view.
  const bellTower = page.locator('.ar-runtime-layer [data-ar-type=Label]', {
    hasText: 'Bell Tower',
  });
  const tower = await bellTower.getAttribute('data-object-id');
  const towerMarker = `.ar-runtime-layer [data-ar-type=ImageDrawable][data-object-id="${tower}"]`;
  const towerPoint = await openPoint(page, towerMarker);
  expect(towerPoint).toBeDefined();
  await page.mouse.click(towerPoint!.x, towerPoint!.y);
  await advance(page, 600);
  const panel = page.getByRole('region', { name: 'Bell Tower' });
  await expect(panel).toBeVisible();
  await expect(panel).toContainText('View over the grassland.');
  await expect(panel).toContainText('Distance: 160 m');
  // The selected image is shown (opacity 1), the idle one faded out.
  await expect(page.locator(towerMarker).nth(1)).toHaveCSS('opacity', '1');
  await expect(page.locator(towerMarker).nth(0)).toHaveCSS('opacity', '0');
  await screenshotOf(page, 'poi-selection-selected.png');

  // Another marker: it is selected, Bell Tower animates back.
  const market = await page
    .locator('.ar-runtime-layer [data-ar-type=Label]', { hasText: 'Market' })
    .getAttribute('data-object-id');
  const marketMarker = `.ar-runtime-layer [data-ar-type=ImageDrawable][data-object-id="${market}"]`;
  const marketPoint = await openPoint(page, marketMarker);
  expect(marketPoint).toBeDefined();
  await page.mouse.click(marketPoint!.x, marketPoint!.y);
  await advance(page, 600);
  await expect(page.getByRole('region', { name: 'Market' })).toBeVisible();
  await expect(page.locator(towerMarker).nth(0)).toHaveCSS('opacity', '1');
  await expect(page.locator(towerMarker).nth(1)).toHaveCSS('opacity', '0');

  // A tap on no marker deselects; so does the panel's close button.
  await page.getByRole('button', { name: 'Close the details' }).click();
  await advance(page, 600);
  await expect(page.getByRole('region', { name: 'Market' })).toBeHidden();
  await expect(page.locator(marketMarker).nth(0)).toHaveCSS('opacity', '1');
  await expectExampleClean(page, problems);
});

test('relative-orbit: a moon circles its planet and a balloon floats, in loops', async ({
  page,
}) => {
  const problems = await openExample(page, 'relative-orbit');
  await advanceUntilPlaced(page, 3);
  expect(await countOf(page, 'RelativeLocation')).toBe(3);
  await expect(drawn(page, 'ImageDrawable')).toHaveCount(3);

  // The moon's place on the screen moves round: left of the planet at one moment, right
  // half an orbit (3 s) later, and back after a whole one (6 s).
  const moonX = () =>
    page.evaluate(() => {
      const images = [
        ...document.querySelectorAll<HTMLElement>('.ar-runtime-layer [data-ar-type=ImageDrawable]'),
      ];
      const moon = images.find((image) => image.getAttribute('src')?.endsWith('moon.svg'));
      const box = moon!.getBoundingClientRect();
      return box.left + box.width / 2;
    });
  await advance(page, 1500);
  const eastOfPlanet = await moonX();
  await advance(page, 3000);
  const westOfPlanet = await moonX();
  expect(eastOfPlanet - westOfPlanet).toBeGreaterThan(20);
  await advance(page, 3000);
  expect(Math.abs((await moonX()) - eastOfPlanet)).toBeLessThan(5);

  await page.getByRole('button', { name: 'Pause the orbits' }).click();
  await expect(page.getByRole('button', { name: 'Pause the orbits' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await advance(page, 100);
  const paused = await moonX();
  await advance(page, 1000);
  expect(await moonX()).toBe(paused);
  await screenshotOf(page, 'relative-orbit.png');
  await expectExampleClean(page, problems);
});

test('image-target-html: an HTML card and a label on the recognised target, with the tracking state', async ({
  page,
}) => {
  const problems = await openExample(page, 'image-target-html');
  const state = page.locator('#tracking-state');
  // Progress while the collection loads, then loaded, then the target is recognised.
  await advanceUntil(page, async () => /Recognised: pageOne\./.test(await state.innerText()));
  expect(await countOf(page, 'ImageTrackable')).toBe(1);
  await advance(page, 200);
  await expect(drawn(page, 'HtmlDrawable')).toBeVisible();
  await expect(drawn(page, 'Label')).toHaveText('Tracked: page one');
  await expect(
    page.frameLocator('.ar-runtime-layer [data-ar-type=HtmlDrawable] iframe').getByText('Page one'),
  ).toBeVisible();
  await screenshotOf(page, 'image-target-html.png');
  await expectExampleClean(page, problems);
});

test('instant-tracking: start tracking, tap the plane to place flags; SMART availability shown', async ({
  page,
}) => {
  const problems = await openExample(page, 'instant-tracking');
  await advance(page, 500);
  await expect(page.locator('#smart-state')).toHaveText('Not supported on this device');
  await expect(page.locator('#tracker-state')).toHaveText('Initializing');

  await page.getByRole('button', { name: 'Start tracking' }).click();
  await advance(page, 500);
  await expect(page.locator('#tracker-state')).toHaveText('Tracking');
  await expect(page.getByRole('button', { name: 'Stop tracking' })).toBeVisible();

  await page.mouse.click(187, 420);
  await advance(page, 200);
  await page.mouse.click(120, 520);
  await advance(page, 200);
  await expect(page.locator('#placed')).toHaveText('Objects placed: 2');
  const flags = page.locator('.ar-runtime-layer [data-ar-type=ImageDrawable][src$="flag.svg"]');
  await expect(flags).toHaveCount(2);
  await expect(flags.first()).toBeVisible();
  await screenshotOf(page, 'instant-tracking.png');

  await page.getByRole('button', { name: 'Stop tracking' }).click();
  await advance(page, 500);
  await expect(page.locator('#tracker-state')).toHaveText('Initializing');
  await expectExampleClean(page, problems);
});

test('hardware: the camera settings change through AR.hardware.camera and show their states', async ({
  page,
}) => {
  const problems = await openExample(page, 'hardware');
  await advanceUntilPlaced(page, 1);
  await advance(page, 200);
  await expect(drawn(page, 'Label')).toHaveText('50 m north');
  await screenshotOf(page, 'hardware.png');

  const state = (name: string) =>
    page.locator('.states div', { has: page.locator('dt', { hasText: name }) }).locator('dd');
  const camera = () =>
    page.evaluate(() => {
      const { camera } = (window as unknown as { AR: { hardware: { camera: never } } }).AR.hardware;
      const { enabled, flashlight, position, zoom, focusMode, manualFocusDistance } = camera as {
        enabled: boolean;
        flashlight: boolean;
        position: string;
        zoom: number;
        focusMode: string;
        manualFocusDistance: number;
      };
      return { enabled, flashlight, position, zoom, focusMode, manualFocusDistance };
    });
  await expect(state('Zoom')).toHaveText('1.0× of 4×');

  await page.getByRole('button', { name: 'Zoom in' }).click();
  await page.getByRole('button', { name: 'Zoom in' }).click();
  await expect(state('Zoom')).toHaveText('2.0× of 4×');
  // Zoom stops at maxZoomLevel.
  for (let step = 0; step < 6; step++) await page.getByRole('button', { name: 'Zoom in' }).click();
  await expect(state('Zoom')).toHaveText('4.0× of 4×');
  await page.getByRole('button', { name: 'Flashlight' }).click();
  await expect(state('Flashlight')).toHaveText('On');
  await expect(page.getByRole('button', { name: 'Flashlight' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await page.getByRole('button', { name: 'Switch front/back camera' }).click();
  await expect(state('Position')).toHaveText('Front');
  await page.getByRole('button', { name: 'Next focus mode' }).click();
  await expect(state('Focus')).toHaveText('Once');
  await page.getByRole('button', { name: 'Focus nearer' }).click();
  await expect(state('Focus')).toHaveText('Manual, 0.5 m');
  await page.getByRole('button', { name: 'Camera', exact: true }).click();
  await expect(state('Camera')).toHaveText('Off');
  await advance(page, 200);
  expect(await camera()).toEqual({
    enabled: false,
    flashlight: true,
    position: 'front',
    zoom: 4,
    focusMode: 'off',
    manualFocusDistance: 0.5,
  });
  await expect(page.getByRole('alert')).toBeHidden();
  await expectExampleClean(page, problems);
});

test('the examples index links every example', async ({ page }) => {
  const problems = failOnErrorsAndDialogs(page);
  await page.goto('/ar/examples/');
  await expectAccessible(page);
  const links = page.getByRole('main').getByRole('link');
  await expect(links).toHaveText([
    'POIs from a JSON service',
    'Selecting POIs',
    'Relative locations in orbit',
    'HTML on an image target',
    'Instant tracking',
    'Camera controls',
  ]);
  for (const href of await links.evaluateAll((all) =>
    all.map((link) => (link as HTMLAnchorElement).href),
  )) {
    expect((await page.request.get(href)).status(), href).toBe(200);
  }
  expect(problems).toEqual([]);
});
