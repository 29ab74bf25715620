import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/test';

// The panorama tour against the real server: the viewer draws the scene's picture, the
// buttons of the connected scenes (by keyboard) and the viewer's own arrows move it, the
// path follows without adding history entries, and an unknown scene says so.

/** The scene pictures the page has received. */
function pictureLog(page: Page): string[] {
  const received: string[] = [];
  page.on('response', (response) => {
    const match = /\/static\/tour\/panorama\/(\w+)\.jpg$/.exec(response.url());
    if (match && response.ok()) received.push(match[1]!);
  });
  return received;
}

/** The viewer has shown `scene`: its picture loaded and the canvas drawn with it. */
async function expectScene(viewer: Locator, scene: string) {
  await expect(viewer).toHaveAttribute('data-scene', scene);
  await expect(viewer).toHaveAttribute('data-state', 'ready');
  await expect(viewer).toHaveAttribute('aria-busy', 'false');
  // A drawn picture: a blank or single-colour canvas compresses to almost nothing.
  const shot = await viewer.locator('canvas').first().screenshot();
  expect(shot.length).toBeGreaterThan(20_000);
}

const axe = (page: Page) => new AxeBuilder({ page }).exclude('.psv-container canvas').analyze();

test('the tour shows a scene and moves by its buttons and arrows, keeping the path in step', async ({
  page,
}) => {
  const pictures = pictureLog(page);
  await page.goto('/tour/vr');
  const heading = page.getByRole('heading', { level: 2 });
  await expect(heading).toHaveText('景区大门');
  const viewer = page.getByRole('region', { name: '360° 全景：景区大门' });
  await expectScene(viewer, 'gate');
  expect(pictures).toEqual(['gate']);
  expect((await axe(page)).violations).toEqual([]);

  const picture = await page.request.get('/static/tour/panorama/gate.jpg');
  expect(picture.headers()['content-type']).toBe('image/jpeg');
  expect(picture.headers()['cache-control']).toMatch(/max-age=\d{4,}/);

  // By keyboard, through the buttons of the connected scenes; the entry is replaced.
  const entries = await page.evaluate(() => history.length);
  const connections = page.getByRole('region', { name: '前往' });
  await expect(connections.getByRole('button')).toHaveText(['草原', '天鹅湖']);
  await connections.getByRole('button', { name: '草原' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/tour\/vr\/grassland$/);
  await expect(heading).toHaveText('草原');
  await expect(heading).toBeFocused();
  const grassland = page.getByRole('region', { name: '360° 全景：草原' });
  await expectScene(grassland, 'grassland');
  expect(pictures).toContain('grassland');
  await expect(connections.getByRole('button')).toHaveText(['景区大门', '天鹅湖']);

  // Through the viewer's own arrow on the ground: the lake lies straight ahead.
  await page.locator('.psv-virtual-tour-link[data-scene="lake"]').click();
  const lake = page.getByRole('region', { name: '360° 全景：天鹅湖' });
  await expectScene(lake, 'lake');
  await expect(page).toHaveURL(/\/tour\/vr\/lake$/);
  await expect(heading).toHaveText('天鹅湖');
  expect(pictures).toContain('lake');
  await expect(connections.getByRole('button')).toHaveText(['景区大门', '草原', '沙漠']);
  expect(await page.evaluate(() => history.length)).toBe(entries);
  expect((await axe(page)).violations).toEqual([]);
});

test('an unknown scene says so and leads to the first scene', async ({ page }) => {
  await page.goto('/tour/vr/nowhere');
  await expect(page.getByText('没有这个全景场景')).toBeVisible();
  expect((await axe(page)).violations).toEqual([]);
  await page.getByRole('link', { name: '前往第一个场景' }).click();
  await expect(page).toHaveURL(/\/tour\/vr\/gate$/);
  await expectScene(page.getByRole('region', { name: '360° 全景：景区大门' }), 'gate');
});

test('a picture that fails to load says so, and Try again loads it', async ({ page }) => {
  const picture = '**/static/tour/panorama/desert.jpg';
  await page.route(picture, (route) => route.abort('failed'));
  await page.goto('/tour/vr/desert');
  const viewer = page.getByRole('region', { name: '360° 全景：沙漠' });
  await expect(viewer).toHaveAttribute('data-state', 'failed');
  // Said once, with Try again (the library's own notice stays hidden).
  await expect(viewer.getByRole('alert')).toContainText('全景图加载失败。');
  await expect(viewer.getByText('全景图加载失败。').filter({ visible: true })).toHaveCount(1);
  await page.unroute(picture);
  await viewer.getByRole('button', { name: '重试' }).click();
  await expectScene(viewer, 'desert');
  await expect(viewer.getByRole('alert')).toHaveCount(0);
});
