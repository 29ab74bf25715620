import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../../scripts/chromium.js';
import {
  asksFirst,
  sensorAccessModels,
  sensorPermissionRequests,
  setCameraAccess,
  setLocationAccess,
  setSensorAccess,
} from '../support/capabilities';
import { startIn } from '../support/session';
import { expect, test } from '../support/test';

// The AR places view against the real server in real Chromium: with camera and location
// granted (a fake camera, a position south of the scenic area's centre, so the seeded places
// lie ahead, north), with both refused and with both prompts left unanswered (the simulator
// stands in); and the device's orientation read after the tap that asks for it, where the
// browser asks, and at once where it does not.

const AHEAD_OF_PLACES = { latitude: 39.805, longitude: 108.628734 };

/** A marker (its pin) whose middle is not covered by another place's marker: id and point. */
async function openMarkers(page: Page) {
  return page.evaluate(() => {
    const found: Array<{ objectId: string; x: number; y: number }> = [];
    for (const pin of document.querySelectorAll<HTMLElement>(
      '[data-testid=ar-view] img.ar-image',
    )) {
      const objectId = pin.dataset.objectId!;
      if (found.some((marker) => marker.objectId === objectId)) continue;
      const box = pin.getBoundingClientRect();
      const x = box.left + box.width / 2;
      const y = box.top + box.height * 0.4;
      const hit = document.elementFromPoint(x, y) as HTMLElement | null;
      if (hit?.dataset.objectId === objectId) found.push({ objectId, x, y });
    }
    return found;
  });
}

/** The selected look of a marker: its second picture (the selected pin), shown only then. */
const selectedPin = (page: Page, objectId: string) =>
  page.locator(`[data-testid=ar-view] img.ar-image[data-object-id="${objectId}"]`).nth(1);
const listButton = (page: Page, objectId: string) =>
  page.locator(`[data-testid=ar-places] li[data-object-id="${objectId}"] button`);

const axe = (page: Page) => new AxeBuilder({ page });

// A fake camera for the tests that grant it; refused and unanswered prompts are set by each
// test (support/capabilities.ts).
test.use({
  launchOptions: {
    executablePath: chromiumPath,
    args: [...chromiumArgs, '--use-fake-device-for-media-stream'],
  },
});

test.describe('with camera and location granted', () => {
  test.use({ permissions: ['camera', 'geolocation'], geolocation: AHEAD_OF_PLACES });

  test('shows the camera feed, the nearby places as markers, and one selected place at a time with its card', async ({
    page,
  }) => {
    await startIn(page, 'en');
    await page.goto('/tour/ar');

    // The camera feed plays behind the markers.
    await expect
      .poll(() =>
        page.evaluate(() => {
          const video = document.querySelector<HTMLVideoElement>('video.ar-camera');
          return Boolean(video && !video.paused && video.readyState >= 2 && video.videoWidth > 0);
        }),
      )
      .toBe(true);
    await expect(page.getByTestId('ar-simulated')).toHaveCount(0);
    // Debugging is off: no developer overlay.
    await expect(page.locator('[data-ar-overlay]')).toHaveCount(0);

    // The seeded places within 10 km of the position are listed and drawn, with a radar.
    const places = page.getByTestId('ar-places').getByRole('listitem');
    await expect(places).toHaveCount(10);
    // Named in the interface language.
    await expect(places.first()).toContainText('Visitor centre');
    await expect(page.locator('[data-testid=ar-radar] .ar-radar-point')).toHaveCount(10);
    // Labels crowded on the screen give way to the nearest one: some are drawn.
    await expect(page.locator('[data-testid=ar-view] .ar-label:visible').first()).toBeVisible();

    const markers = await openMarkers(page);
    expect(markers.length).toBeGreaterThanOrEqual(2);
    const [first, second] = markers as [(typeof markers)[0], (typeof markers)[0]];
    await expect(selectedPin(page, first.objectId)).toBeHidden();

    await page.mouse.click(first.x, first.y);
    await expect(listButton(page, first.objectId)).toHaveAttribute('aria-pressed', 'true');
    await expect(selectedPin(page, first.objectId)).toHaveCSS('opacity', '1');

    await page.mouse.click(second.x, second.y);
    await expect(listButton(page, second.objectId)).toHaveAttribute('aria-pressed', 'true');
    await expect(selectedPin(page, second.objectId)).toHaveCSS('opacity', '1');
    await expect(listButton(page, first.objectId)).toHaveAttribute('aria-pressed', 'false');
    await expect(selectedPin(page, first.objectId)).toBeHidden();
    await expect(page.locator('[data-testid=ar-places] [aria-pressed=true]')).toHaveCount(1);

    // The card of the selected place links to its screen and to directions on the map.
    const placeId = await page
      .locator(`[data-testid=ar-places] li[data-object-id="${second.objectId}"]`)
      .getAttribute('data-place-id');
    const name = (await listButton(page, second.objectId).innerText()).split(' · ')[0]!;
    const card = page.getByRole('region', { name });
    await expect(card).toBeVisible();
    const directions = card.getByRole('link', { name: 'Directions on the map' });
    await expect(directions).toHaveAttribute(
      'href',
      /^\/tour\/map\?center=[\d.]+%2C[\d.]+&zoom=17$/,
    );
    expect((await axe(page).analyze()).violations).toEqual([]);

    // Leaving stops the camera; the place link opens the place's screen.
    await page.evaluate(() => {
      const video = document.querySelector<HTMLVideoElement>('video.ar-camera');
      Object.assign(window, { arTracks: (video?.srcObject as MediaStream).getTracks() });
    });
    await card.getByRole('link', { name: 'About this place' }).click();
    await expect(page).toHaveURL(new RegExp(`/tour/place/${placeId}$`));
    expect(
      await page.evaluate(() =>
        (window as unknown as { arTracks: MediaStreamTrack[] }).arTracks.map(
          (track) => track.readyState,
        ),
      ),
    ).toEqual(['ended']);
    await expect(page.locator('video.ar-camera')).toHaveCount(0);

    // Back again, the view starts anew; a keyboard user picks a place from the list.
    await page.goBack();
    await expect(places).toHaveCount(10);
    await places.nth(2).getByRole('button').focus();
    await page.keyboard.press('Enter');
    await expect(places.nth(2).getByRole('button')).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('link', { name: 'About this place' })).toBeVisible();
    await expect.poll(() => page.locator('video.ar-camera').count()).toBe(1);
  });
});

test('without camera and location access the simulator stands in, with a message', async ({
  page,
}) => {
  await startIn(page, 'en');
  await setLocationAccess(page, 'refused');
  await setCameraAccess(page, 'refused');
  await page.goto('/tour/ar');

  // Refused location access offers the settings dialog.
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('Open App Settings?');
  await dialog.getByRole('button', { name: 'Not now' }).click();
  await expect(dialog).toBeHidden();

  const notice = page.getByTestId('ar-simulated');
  await expect(notice).toContainText('Simulated view');
  await expect(notice).toContainText("the scenic area's centre stands in");
  await expect(notice).toContainText('Location access was refused.');
  await expect(notice).toContainText('No camera picture');
  await expect(page.getByTestId('ar-heading')).toContainText('drag the view to turn it');

  // Places around the scenic area's centre, as markers on the drawn backdrop.
  await expect(page.getByTestId('ar-places').getByRole('listitem')).toHaveCount(10);
  await expect(page.locator('[data-testid=ar-radar] .ar-radar-point')).toHaveCount(10);
  await expect(page.locator('video.ar-camera')).toBeHidden();

  // Dragging turns the view.
  const view = page.getByTestId('ar-view');
  const box = (await view.boundingBox())!;
  const before = await page.locator('.ar-heading').innerText();
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2 - 120, box.y + box.height / 2, { steps: 6 });
  await page.mouse.up();
  await expect(page.locator('.ar-heading')).not.toHaveText(before);

  await page.getByRole('button', { name: 'Allow location access' }).click();
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Not now' }).click();
  expect((await axe(page).analyze()).violations).toEqual([]);
});

test('with camera and location prompts nobody answers, the simulator stands in once the wait is over', async ({
  page,
}) => {
  await startIn(page, 'en');
  await setLocationAccess(page, 'no answer');
  await setCameraAccess(page, 'no answer');
  await page.clock.install();
  await page.goto('/tour/ar');
  await expect(page.getByText('Asking for your position and the camera…')).toBeVisible();
  // The location wait is 10 s; the places wait for a position.
  await page.clock.fastForward(9_000);
  await expect(page.getByText('Asking for your position and the camera…')).toBeVisible();
  await page.clock.fastForward(1_000);
  const notice = page.getByTestId('ar-simulated');
  await expect(notice).toContainText("the scenic area's centre stands in");
  await expect(notice).toContainText('Failed to get the current device position.');
  // No refusal: no settings dialog.
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  await expect(page.getByTestId('ar-places').getByRole('listitem')).toHaveCount(10);
  // The camera prompt is still open: the view says it waits, and draws the markers meanwhile.
  await page.clock.fastForward(2_000);
  await expect(page.getByText('Waiting for camera access…')).toBeVisible();
  await expect(page.locator('[data-testid=ar-radar] .ar-radar-point')).toHaveCount(10);
  expect((await axe(page).analyze()).violations).toEqual([]);
});

test('the heading line says what the heading badge says, as the view is dragged', async ({
  page,
}) => {
  await startIn(page, 'en');
  await setLocationAccess(page, 'refused');
  await setCameraAccess(page, 'refused');
  await page.goto('/tour/ar');
  await page.getByRole('alertdialog').getByRole('button', { name: 'Not now' }).click();
  await expect(page.getByTestId('ar-places').getByRole('listitem')).toHaveCount(10);
  const line = page.getByTestId('ar-heading');
  const badge = page.locator('[data-testid=ar-view] .ar-heading');
  const box = (await page.getByTestId('ar-view').boundingBox())!;
  let previous = await badge.innerText();
  for (const step of [-90, 40, 137, -33]) {
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2 + step, box.y + box.height / 2, { steps: 4 });
    await page.mouse.up();
    await expect(badge).not.toHaveText(previous);
    const shown = await badge.innerText();
    expect(shown).toMatch(/^\d{1,3}°$/);
    // Within a frame or two, long before the readout's 2 s update.
    await expect(line).toHaveText(`Heading ${shown} (drag the view to turn it)`, {
      timeout: 500,
    });
    previous = shown;
  }
});

/** Metres north and east of a point, in degrees. */
function offset(point: { latitude: number; longitude: number }, north: number, east: number) {
  const metresPerDegree = (6371008.8 * Math.PI) / 180;
  return {
    latitude: point.latitude + north / metresPerDegree,
    longitude:
      point.longitude + east / (metresPerDegree * Math.cos((point.latitude * Math.PI) / 180)),
  };
}

/** The boxes of the labels drawn in the view, with their texts. */
const drawnLabels = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('[data-testid=ar-view] .ar-label')]
      .filter((label) => label.style.display !== 'none' && label.textContent !== '')
      .map((label) => {
        const box = label.getBoundingClientRect();
        return {
          text: label.textContent ?? '',
          left: box.left,
          right: box.right,
          top: box.top,
          bottom: box.bottom,
        };
      }),
  );

for (const [locale, more] of [
  ['en', /^\+(\d+) more$/],
  ['zh-Hans', /^另(\d+)处$/],
  ['mn', /^\+(\d+) газар$/],
] as const) {
  test(`labels of 20 places within 50 m do not overlap; the others are counted (${locale})`, async ({
    page,
  }) => {
    await page.addInitScript((language) => {
      localStorage.setItem(
        'citylife.preferences',
        JSON.stringify({ locale: language, debugging: true }),
      );
    }, locale);
    await setLocationAccess(page, 'granted', AHEAD_OF_PLACES);
    await setCameraAccess(page, 'refused');
    await page.goto('/tour/ar');
    await expect(page.getByTestId('ar-places').getByRole('listitem')).toHaveCount(10);
    const hooked = () =>
      page.evaluate(() => (window as { citylifeArView?: unknown }).citylifeArView !== undefined);
    await expect.poll(hooked).toBe(true);
    const close = Array.from({ length: 20 }, (_, index) => {
      const distance = 8 + ((index * 37) % 42);
      const bearing = ((index * 53) % 70) - 35;
      const at = offset(
        AHEAD_OF_PLACES,
        distance * Math.cos((bearing * Math.PI) / 180),
        distance * Math.sin((bearing * Math.PI) / 180),
      );
      return {
        id: 900_000 + index,
        name: `Close place ${index + 1}`,
        description: 'Right here',
        ...at,
        distance,
      };
    });
    await page.evaluate(
      (places) =>
        (
          window as unknown as { citylifeArView: { addPlaces(places: unknown[]): void } }
        ).citylifeArView.addPlaces(places),
      close,
    );
    await expect
      .poll(async () => (await drawnLabels(page)).some((label) => more.test(label.text)))
      .toBe(true);
    const labels = await drawnLabels(page);
    const overlapping = labels.flatMap((a, index) =>
      labels
        .slice(index + 1)
        .filter(
          (b) =>
            a.left < b.right - 0.5 &&
            b.left < a.right - 0.5 &&
            a.top < b.bottom - 0.5 &&
            b.top < a.bottom - 0.5,
        )
        .map((b) => `${a.text} / ${b.text}`),
    );
    expect(overlapping).toEqual([]);
    const counted = labels
      .map((label) => more.exec(label.text))
      .reduce((sum, match) => sum + (match ? Number(match[1]) : 0), 0);
    expect(counted).toBeGreaterThan(0);
  });
}

/** Absolute orientation readings of a phone held upright, turned `alpha` (counter-clockwise). */
async function orient(page: Page, alpha: number) {
  await page.evaluate((turned) => {
    for (let index = 0; index < 60; index++) {
      window.dispatchEvent(
        new DeviceOrientationEvent('deviceorientationabsolute', {
          alpha: turned,
          beta: 90,
          gamma: 0,
          absolute: true,
        }),
      );
    }
  }, alpha);
}

for (const model of sensorAccessModels) {
  test(`the view turns with the device, its sensors asked for by ${model}`, async ({ page }) => {
    await startIn(page, 'en');
    await setSensorAccess(page, model);
    await setLocationAccess(page, 'granted', AHEAD_OF_PLACES);
    await setCameraAccess(page, 'refused');
    await page.goto('/tour/ar');
    await expect(page.getByTestId('ar-places').getByRole('listitem')).toHaveCount(10);
    const heading = page.getByTestId('ar-heading');
    await expect(heading).toContainText('drag the view to turn it');
    const allow = page.getByRole('button', { name: 'Turn the view with the device' });
    if (asksFirst(model)) {
      await allow.click();
      expect(await sensorPermissionRequests(page)).toBe(1);
      await expect(allow).toHaveCount(0);
    } else {
      await expect(allow).toHaveCount(0);
    }
    if (model === 'tap, refused') {
      await expect(page.getByText('Motion sensors were not allowed')).toBeVisible();
      await expect(heading).toContainText('drag the view to turn it');
      await page.getByRole('button', { name: 'Ask for motion sensors again' }).click();
      expect(await sensorPermissionRequests(page)).toBe(2);
      await expect(page.getByText('Motion sensors were not allowed')).toBeVisible();
      expect((await axe(page).analyze()).violations).toEqual([]);
      return;
    }
    // Turned 90° left from north: heading west.
    await orient(page, 90);
    await expect(heading).toHaveText('Heading 270°');
    await orient(page, 0);
    await expect(heading).toHaveText('Heading 0°');
    expect((await axe(page).analyze()).violations).toEqual([]);
  });
}

test('when the AR runtime cannot load it says why and loads again on retry; debugging brings the developer overlay', async ({
  page,
}) => {
  await page.addInitScript(() => {
    localStorage.setItem('citylife.preferences', JSON.stringify({ locale: 'en', debugging: true }));
  });
  await page.context().grantPermissions(['geolocation']);
  await page.context().setGeolocation(AHEAD_OF_PLACES);
  const runtimeChunk = /\/assets\/arWorld-[^/]*\.js/;
  await page.route(runtimeChunk, (route) => route.abort('connectionfailed'));
  await page.goto('/tour/ar');
  await expect(page.getByText(/^Loading AR web view failed: \S.*arWorld/)).toBeVisible();
  await expect(page.locator('[data-ar-overlay]')).toHaveCount(0);

  await page.unroute(runtimeChunk);
  await page.getByRole('button', { name: 'Try again' }).first().click();
  await expect(page.getByText(/^Loading AR web view failed/)).toHaveCount(0);
  await expect(page.getByTestId('ar-places').getByRole('listitem')).toHaveCount(10);
  const openTools = page.getByRole('button', { name: 'Open developer tools' });
  await expect(openTools).toBeVisible();
  // Its styles apply under the page's Content Security Policy.
  await expect(openTools).toHaveCSS('position', 'fixed');
});
