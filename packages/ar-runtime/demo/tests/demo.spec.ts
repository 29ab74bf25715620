import { expect, test, type Page } from '@playwright/test';

const DEMO = '/index.html?seed=7';

const placeTexts = (page: Page) => page.locator('#places li').allTextContents();

/** Turns the view (by dragging, as without a compass) until a marker is on screen. */
async function visibleMarker(page: Page) {
  const viewport = page.viewportSize() ?? { width: 375, height: 740 };
  for (let turn = 0; turn < 8; turn++) {
    const markers = page.locator('#ar-view [data-ar-type="ImageDrawable"]');
    for (const marker of await markers.all()) {
      const box = await marker.boundingBox();
      const opacity = await marker.evaluate((element) => getComputedStyle(element).opacity);
      if (
        box &&
        opacity === '1' &&
        box.x > 40 &&
        box.x + box.width < viewport.width - 40 &&
        box.y > 140 &&
        box.y + box.height < viewport.height - 160
      ) {
        return { marker, box };
      }
    }
    await page.mouse.move(300, 400);
    await page.mouse.down();
    await page.mouse.move(120, 400, { steps: 6 });
    await page.mouse.up();
  }
  throw new Error('No marker came into view');
}

test('places 20 labelled markers around the simulated location, with a radar', async ({ page }) => {
  await page.goto(DEMO);
  await expect(page.locator('#places li')).toHaveCount(20);
  for (const text of await placeTexts(page)) {
    const [title] = text.split(': ');
    expect((title ?? '').length).toBeLessThanOrEqual(10);
    expect(text).toMatch(/: \d+(\.\d+)? k?m$/);
  }
  await expect(page.locator('#ar-view .ar-label').first()).toBeVisible();
  await expect(page.locator('#radar .ar-radar-point')).toHaveCount(20);
  await expect(page.locator('#radar .ar-radar-north')).toHaveCount(1);
});

test('clicking a marker animates the selection and sends a JSON object to the app', async ({
  page,
}) => {
  await page.goto(DEMO);
  await expect(page.locator('#places li')).toHaveCount(20);
  const { marker, box } = await visibleMarker(page);
  const objectId = await marker.getAttribute('data-object-id');
  await page.mouse.click(box.x + box.width / 2, box.y + box.height * 0.4);

  await expect(page.locator('#host-messages')).toContainText('sendJSONObject');
  await expect(page.locator('#host-messages')).toContainText('"action":"select"');
  await expect(page.locator('#selection')).toBeVisible();
  const selected = page.locator(
    `#ar-view [data-object-id="${objectId}"][data-ar-type="ImageDrawable"]`,
  );
  await expect(selected).toHaveCount(2);
  await expect
    .poll(() => selected.nth(1).evaluate((element) => getComputedStyle(element).opacity))
    .toBe('1');
  await expect
    .poll(() => selected.nth(0).evaluate((element) => getComputedStyle(element).opacity))
    .toBe('0');
});

test('moving the user in the overlay Settings changes the distances', async ({ page }) => {
  await page.goto(DEMO);
  await expect(page.locator('#places li')).toHaveCount(20);
  const before = await placeTexts(page);

  await page.getByRole('button', { name: 'Open developer tools' }).click();
  const settings = page.getByRole('region', { name: 'Settings' });
  await expect(settings.getByRole('heading', { name: 'Settings' })).toBeVisible();

  const latitude = settings.getByRole('textbox', { name: 'Latitude' });
  await latitude.fill('100');
  await settings.getByRole('button', { name: 'Apply', exact: true }).click();
  await expect(latitude).toHaveAttribute('data-invalid', 'true');
  expect(await placeTexts(page)).toEqual(before);
  await expect(latitude).not.toHaveAttribute('data-invalid', 'true');

  await latitude.fill('39.86');
  await settings.getByRole('textbox', { name: 'Longitude' }).fill('108.66');
  await settings.getByRole('button', { name: 'Apply', exact: true }).click();
  await expect.poll(() => placeTexts(page)).not.toEqual(before);
  const after = await placeTexts(page);
  expect(after).toHaveLength(20);
  const changed = after.filter((text, index) => text !== before[index]);
  expect(changed.length).toBeGreaterThan(15);
  await expect(
    page.getByRole('region', { name: 'Known ARchitect Objects' }).getByText('GeoObject (#', {
      exact: false,
    }),
  ).toHaveCount(20);
});
