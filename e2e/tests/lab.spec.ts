import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { signInNewMember, startIn } from '../support/session';
import { expectAccessible } from '../support/axe';
import {
  asksFirst,
  sensorAccessModels,
  sensorPermissionRequests,
  setSensorAccess,
  type SensorAccess,
} from '../support/capabilities';
import { expect, test } from '../support/test';

// The lab: its index lists every page of the registry (with whether this browser supports
// it) in each language; every page opens without an error in the console; the device pages
// answer dispatched `deviceorientation` and `devicemotion` events: the compass turns, and a
// nod and a shake are detected at their thresholds and not below them.

const labFolder = new URL('../../app/src/features/lab/', import.meta.url);

/** The names of the registry's pages, in its order (app/src/features/lab/pages.ts). */
const names = [
  ...readFileSync(new URL('pages.ts', labFolder), 'utf8').matchAll(/\bpage\('([a-z]+)'/g),
].map((match) => match[1]!);

type PageTexts = Record<string, { title: string; description: string }>;
const catalogue = (locale: string) =>
  (
    JSON.parse(readFileSync(new URL(`locales/${locale}.json`, labFolder), 'utf8')) as {
      lab: { pages: PageTexts; index: Record<string, string> };
    }
  ).lab;
const lab = { 'zh-Hans': catalogue('zh-Hans'), en: catalogue('en'), mn: catalogue('mn') };

/** Pages that only a signed-in member may open. */
const membersOnly = new Set(['signin', 'chat']);

/** Collects the page's console errors and uncaught exceptions. */
function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`${page.url()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));
  return errors;
}

test('the lab index lists every page in each language, links the WeChat sign-in, and passes axe', async ({
  page,
}) => {
  expect(names.length).toBeGreaterThan(20);
  await startIn(page, 'zh-Hans');
  await page.goto('/lab/index');
  const list = page.getByRole('list', { name: lab['zh-Hans'].index.pagesLabel! });
  await expect(list.getByRole('link')).toHaveCount(names.length);
  for (const [index, name] of names.entries()) {
    const link = list.getByRole('link').nth(index);
    await expect(link).toHaveAttribute('href', `/lab/${name}`);
    await expect(link).toContainText(lab['zh-Hans'].pages[name]!.title);
    await expect(link).toContainText(lab['zh-Hans'].pages[name]!.description);
  }
  // Feature detection: Chromium has device orientation (whether or not it asks for a tap),
  // and no page is left without an answer.
  const compass = list.getByRole('link').nth(names.indexOf('compass'));
  await expect(compass).toContainText(lab['zh-Hans'].index.supported!);
  await expect(
    page.getByRole('link', { name: lab['zh-Hans'].index.wechatNew, exact: false }),
  ).toHaveAttribute('href', '/oauth/index/WechatNew');

  await expectAccessible(page);

  for (const locale of ['en', 'mn'] as const) {
    await page.evaluate(
      (chosen) => localStorage.setItem('citylife.preferences', JSON.stringify({ locale: chosen })),
      locale,
    );
    await page.reload();
    const titles = page.getByRole('list', { name: lab[locale].index.pagesLabel! });
    await expect(titles.getByRole('link')).toHaveCount(names.length);
    for (const [index, name] of names.entries()) {
      await expect(titles.getByRole('link').nth(index)).toContainText(
        lab[locale].pages[name]!.title,
      );
    }
  }
});

// Each page opens, titled from the catalogue, without a console error; in two batches.
const half = Math.ceil(names.length / 2);
for (const [batch, batchNames] of [names.slice(0, half), names.slice(half)].entries()) {
  test(`lab pages open without console errors (batch ${batch + 1}: ${batchNames.join(', ')})`, async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    await startIn(page, 'en');
    if (batchNames.some((name) => membersOnly.has(name))) {
      await signInNewMember(page.context(), request);
    }
    const errors = consoleErrors(page);
    for (const name of batchNames) {
      await page.goto(`/lab/${name}`);
      await expect(page).toHaveTitle(lab.en.pages[name]!.title);
      // The page's own code has loaded (its skeleton is gone).
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      if (name === 'signin') await expect(page.getByTestId('signed-in-name')).not.toBeEmpty();
    }
    if (batch === 0) {
      await page.goto('/lab/nosuchpage');
      await expect(page.getByText('No such lab page')).toBeVisible();
    }
    expect(errors).toEqual([]);
  });
}

/** Dispatches a device orientation event on the page's window. */
async function orient(page: Page, angles: { alpha?: number; beta?: number; gamma?: number }) {
  await page.evaluate(
    (init) =>
      window.dispatchEvent(
        new DeviceOrientationEvent('deviceorientation', {
          alpha: 0,
          beta: 90,
          gamma: 0,
          absolute: false,
          ...init,
        }),
      ),
    angles,
  );
}

/** Dispatches a device motion event with this acceleration (including gravity). */
async function move(page: Page, x: number, y: number, z: number) {
  await page.evaluate(
    (acceleration) =>
      window.dispatchEvent(
        new DeviceMotionEvent('devicemotion', {
          acceleration,
          accelerationIncludingGravity: acceleration,
          rotationRate: { alpha: 0, beta: 0, gamma: 0 },
          interval: 16,
        }),
      ),
    { x, y, z },
  );
}

/**
 * Opens a sensor page with the browser asking for sensor access as `model` says; where it
 * asks through a tap, the page offers the tap and nothing is read before it.
 */
async function openSensorPage(page: Page, path: string, model: SensorAccess) {
  await setSensorAccess(page, model);
  await page.goto(path);
  const allow = page.getByRole('button', { name: 'Allow access to the sensors' });
  if (!asksFirst(model)) {
    await expect(allow).toHaveCount(0);
    return;
  }
  await allow.click();
  expect(await sensorPermissionRequests(page)).toBe(1);
  await expect(allow).toHaveCount(0);
}

for (const model of sensorAccessModels.filter((each) => each !== 'tap, refused')) {
  test.describe(`sensors asked for by ${model}`, () => {
    test('the compass dial turns with the device', async ({ page }) => {
      await startIn(page, 'en');
      await openSensorPage(page, '/lab/compass', model);
      const dial = page.getByRole('img', { name: /^Compass dial/ });
      await expect(dial).toBeVisible();
      await orient(page, { alpha: 90 });
      // alpha turns counter-clockwise: a device turned 90° left heads west (270°).
      await expect(dial).toHaveAccessibleName('Compass dial, heading 270°');
      await expect(page.getByText('Heading 270°')).toBeVisible();
      const turned = await page
        .getByTestId('compass-rose')
        .evaluate((rose) => rose.style.transform);
      expect(turned).toBe('rotate(-270deg)');
      await orient(page, { alpha: 315 });
      await expect(dial).toHaveAccessibleName('Compass dial, heading 45°');
      expect(await page.getByTestId('compass-rose').evaluate((rose) => rose.style.transform)).toBe(
        'rotate(-45deg)',
      );
    });

    test('a nod is detected at 5° from upright, three readings a second apart, and not below', async ({
      page,
    }) => {
      await startIn(page, 'en');
      await page.clock.install();
      await openSensorPage(page, '/lab/nod', model);
      await expect(page.getByTestId('nod-count')).toHaveText('Nods detected: 0');
      const hits = page.locator('dd', { hasText: '/ 3' });
      // The page's clock stands still but for the steps the test takes.
      await page.clock.pauseAt(Date.now() + 60_000);

      for (const beta of [94.9, 85.1, 94.9, 85.1]) {
        await orient(page, { beta });
        await page.clock.runFor(1000);
      }
      await expect(hits).toHaveText('0 / 3');
      await expect(page.getByTestId('nod-count')).toHaveText('Nods detected: 0');

      // Readings closer than a second to the last one taken do not count.
      await orient(page, { beta: 95 });
      await page.clock.runFor(500);
      await orient(page, { beta: 95 });
      await page.clock.runFor(500);
      await orient(page, { beta: 85 });
      await expect(hits).toHaveText('2 / 3');
      await page.clock.runFor(1000);
      await orient(page, { beta: 95 });
      await expect(page.getByTestId('nod-count')).toHaveText('Nods detected: 1');
    });

    test('a shake is detected at the thresholds (3000 over 100 ms; 15 on two axes) and not below', async ({
      page,
    }) => {
      await startIn(page, 'en');
      await page.clock.install();
      await openSensorPage(page, '/lab/shake', model);
      const speedShakes = page.getByTestId('speed-shakes');
      const axisShakes = page.getByTestId('axis-shakes');
      await expect(speedShakes).toHaveText('Shakes detected: 0');
      await page.clock.pauseAt(Date.now() + 60_000);

      // Test 1: Δ(x + y + z) of 29.9 in 100 ms is a speed of 2990; 30 is 3000.
      await move(page, 0, 0, 0);
      await page.clock.runFor(100);
      await move(page, 10, 10, 9.9);
      await page.clock.runFor(100);
      await move(page, 0, 0, 0);
      await page.clock.runFor(100);
      await expect(speedShakes).toHaveText('Shakes detected: 0');
      await move(page, 10, 10, 10);
      await expect(speedShakes).toHaveText('Shakes detected: 1');
      await expect(axisShakes).toHaveText('Shakes detected: 0');

      // Test 2: two axes changing by 14.9 are not a shake; by 15 they are, with an alert.
      await page.clock.runFor(1000);
      await move(page, 0, 0, 0);
      await move(page, 14.9, 14.9, 0);
      await move(page, 0, 0, 0);
      await expect(axisShakes).toHaveText('Shakes detected: 0');
      await move(page, 15, 0, 15);
      await expect(axisShakes).toHaveText('Shakes detected: 1');
      const alert = page.getByRole('alertdialog');
      await expect(alert).toContainText('You shook the device!');
      await page.clock.resume();
      await alert.getByRole('button').last().click();
      await expect(alert).toBeHidden();
    });
  });
}

test('sensor access refused at the tap: each sensor page says so, reads nothing, and can ask again', async ({
  page,
}) => {
  await startIn(page, 'en');
  await setSensorAccess(page, 'tap, refused');
  for (const path of ['/lab/compass', '/lab/nod', '/lab/shake']) {
    await page.goto(path);
    // Events before the tap are not read.
    await orient(page, { alpha: 90, beta: 100 });
    await move(page, 15, 0, 15);
    await page.getByRole('button', { name: 'Allow access to the sensors' }).click();
    const alert = page.getByRole('alertdialog');
    await expect(alert).toContainText('The permission request answered “denied”');
    await alert.getByRole('button').last().click();
    await expect(page.getByText('Access to the sensors was not granted')).toBeVisible();
    await orient(page, { alpha: 90, beta: 100 });
    await move(page, 15, 0, 15);
    await page.getByRole('button', { name: 'Ask again' }).click();
    await expect(alert).toContainText('The permission request answered “denied”');
    await alert.getByRole('button').last().click();
    expect(await sensorPermissionRequests(page)).toBe(2);
  }
  await page.goto('/lab/compass');
  await orient(page, { alpha: 90 });
  await expect(page.getByRole('img', { name: /^Compass dial/ })).toHaveAccessibleName(
    'Compass dial, heading 0°',
  );
  await page.goto('/lab/nod');
  await orient(page, { beta: 100 });
  await expect(page.locator('dd', { hasText: '/ 3' })).toHaveText('0 / 3');
  await page.goto('/lab/shake');
  await move(page, 0, 0, 0);
  await move(page, 15, 0, 15);
  await expect(page.getByTestId('axis-shakes')).toHaveText('Shakes detected: 0');
});

test('the easter egg opens its treasure box on ↑↑↓↓←→←→BA; the loading test holds the loading bar', async ({
  page,
}) => {
  await startIn(page, 'en');
  await page.goto('/lab/easteregg');
  const found = page.getByRole('dialog', { name: 'You found the easter egg!' });
  for (const key of ['ArrowUp', 'ArrowUp', 'ArrowDown', 'ArrowDown', 'ArrowLeft', 'ArrowRight']) {
    await page.keyboard.press(key);
  }
  // A wrong key starts over.
  await page.keyboard.press('x');
  await expect(page.getByTestId('easteregg-progress')).toHaveText('Keys right so far: 0 of 10');
  for (const key of ['ArrowUp', 'ArrowUp', 'ArrowDown', 'ArrowDown', 'ArrowLeft', 'ArrowRight']) {
    await page.keyboard.press(key);
  }
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('b');
  await expect(found).toBeHidden();
  await page.keyboard.press('a');
  await expect(found).toBeVisible();
  // The key press is the visitor's gesture that lets the page play its fanfare.
  expect(await page.evaluate(() => navigator.userActivation.hasBeenActive)).toBe(true);
  const box = found.getByRole('region', { name: 'Treasure box' });
  await expect(box.getByText('The box is closed.')).toBeVisible();
  await box.getByRole('button', { name: 'Open' }).click();
  await expect(box.getByText('The box is open: a sparkling gem!')).toBeVisible();
  await box.getByRole('button', { name: 'Close' }).click();
  await expect(box.getByText('The box is closed.')).toBeVisible();

  await page.goto('/lab/loading');
  await page.clock.install();
  const bar = page.getByTestId('loading-bar');
  await page.getByRole('button', { name: 'Show the loading bar' }).click();
  await page.clock.runFor(300);
  await expect(bar).toBeVisible();
  await page.clock.runFor(3000);
  await expect(bar).toBeHidden();
  await expect(page.getByRole('button', { name: 'Show the loading bar' })).toBeVisible();
});
