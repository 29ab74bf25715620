import type { Locator, Page } from '@playwright/test';
import {
  colourAt,
  colourDistance,
  differentShare,
  expectMapIdle,
  mapPicture,
  openMapAt,
} from '../support/map';
import { startIn } from '../support/session';
import { expect, test } from '../support/test';

// Maps drawn in software take their time beside another worker (support/map.ts).
test.describe.configure({ timeout: 120_000 });

// The lab's geometry editor against the real server: a circle drawn with two taps of a
// finger (no pointer moves between them) is drawn at its size; choosing a mode leaves the
// map where it was (its place on the page, its centre and zoom); and a shape can be drawn
// with the keyboard only, from points added at the map's centre.

/** Where the map is on the page and what it shows: its box, centre and zoom. */
async function viewOf(map: Locator) {
  const box = (await map.boundingBox())!;
  return {
    top: Math.round(box.y),
    left: Math.round(box.x),
    height: Math.round(box.height),
    center: await map.getAttribute('data-center'),
    zoom: await map.getAttribute('data-zoom'),
  };
}

const modeButtons = (page: Page, name: string) =>
  page.getByRole('group', { name }).getByRole('button');

test('a circle of two taps is drawn at its size, and choosing a mode never moves the map', async ({
  page,
}) => {
  await startIn(page, 'en');
  const map = await openMapAt(page, '/lab/geometry', 'lab-geometry-map');
  const modes = modeButtons(page, 'Drawing mode');
  const mode = page.getByTestId('lab-geometry-mode');
  const before = await viewOf(map);
  expect(before.center).toMatch(/^39\.\d+,108\.\d+$/);

  // Every mode, and back: the map stays in its place with the same view.
  for (const name of ['Marker', 'Polyline', 'Polygon', 'Circle', 'Select', 'Circle']) {
    await modes.filter({ hasText: name }).click();
    await expect(modes.filter({ hasText: name })).toHaveAttribute('aria-pressed', 'true');
    await expectMapIdle(map);
    expect(await viewOf(map), name).toEqual(before);
  }

  const box = (await map.boundingBox())!;
  const blank = await mapPicture(map);
  const centre = { x: 100, y: 130 };
  const radius = 80;
  await page.touchscreen.tap(box.x + centre.x, box.y + centre.y);
  await page.touchscreen.tap(box.x + centre.x + radius, box.y + centre.y);
  await expect(page.locator('[data-shape="circle"]')).toHaveText('1');
  await expect(mode).toHaveAttribute('data-mode', 'select');
  await expectMapIdle(map);
  expect(await viewOf(map)).toEqual(before);
  const drawn = await mapPicture(map);
  // Inside the circle, half way to its edge, the map is covered; far outside it is not.
  const inside = { x: centre.x + radius / 2, y: centre.y + radius / 3 };
  expect(
    colourDistance(
      colourAt(blank, box, inside.x, inside.y),
      colourAt(drawn, box, inside.x, inside.y),
    ),
  ).toBeGreaterThan(40);
  expect(
    colourDistance(
      colourAt(blank, box, 60, box.height - 60),
      colourAt(drawn, box, 60, box.height - 60),
    ),
  ).toBeLessThan(10);
  // A circle of 80 pixels covers about π·80² of the map's pixels.
  const share = differentShare(blank, drawn, 40);
  const expected = (Math.PI * radius * radius) / (box.width * box.height);
  expect(share).toBeGreaterThan(expected * 0.6);
  expect(share).toBeLessThan(expected * 1.6);
});

test('with the keyboard only, a polygon and a circle are drawn from points at the map’s centre', async ({
  page,
}) => {
  await startIn(page, 'mn');
  const map = await openMapAt(page, '/lab/geometry', 'lab-geometry-map');
  const modes = modeButtons(page, 'Зурах горим');
  const status = page.getByTestId('lab-geometry-mode');
  const canvas = map.locator('canvas.maplibregl-canvas');
  const add = page.getByRole('button', { name: 'Газрын зургийн төвд цэг нэмэх' });
  const finish = page.getByRole('button', { name: 'Дүрсийг дуусгах' });

  const press = async (target: Locator, key: string) => {
    await target.focus();
    await page.keyboard.press(key);
  };
  /** Moves the map with an arrow key (the map's canvas focused) and waits until it has. */
  const pan = async (key: string) => {
    const from = await map.getAttribute('data-center');
    await press(canvas, key);
    await expect(map).not.toHaveAttribute('data-center', from!);
    await expectMapIdle(map);
  };

  await press(modes.filter({ hasText: 'Олон өнцөгт' }), 'Enter');
  await expect(status).toHaveAttribute('data-mode', 'polygon');
  await expect(finish).toBeDisabled();
  await press(add, 'Enter');
  // The same point twice adds nothing.
  await press(add, 'Enter');
  await expect(status).toContainText('1 цэг нэмэгдлээ.');
  await pan('ArrowRight');
  await pan('ArrowRight');
  await press(add, 'Enter');
  await pan('ArrowDown');
  await pan('ArrowDown');
  await press(add, 'Enter');
  await expect(status).toContainText('3 цэг нэмэгдлээ.');
  await press(finish, 'Enter');
  await expect(page.locator('[data-shape="polygon"]')).toHaveText('1');
  await expect(status).toHaveAttribute('data-mode', 'select');

  await press(modes.filter({ hasText: 'Тойрог' }), ' ');
  await expect(status).toHaveAttribute('data-mode', 'circle');
  await pan('ArrowLeft');
  await press(add, 'Enter');
  await pan('ArrowLeft');
  await pan('ArrowLeft');
  const before = await mapPicture(map);
  await press(add, 'Enter');
  await expect(page.locator('[data-shape="circle"]')).toHaveText('1');
  await expect(status).toHaveAttribute('data-mode', 'select');
  await expectMapIdle(map);
  // The circle (about 200 pixels across each way) now covers much of the map.
  expect(differentShare(before, await mapPicture(map), 40)).toBeGreaterThan(0.25);
  await expect(page.locator('[data-shape="marker"]')).toHaveText('0');
});
