import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { setLocationAccess } from '../support/capabilities';
import { expectMapIdle, openMapAt } from '../support/map';
import { expect, test } from '../support/test';

// Maps drawn in software take their time beside another worker (support/map.ts).
test.describe.configure({ timeout: 90_000 });

// The scenic-area map against the real server: tiles, markers from the filters, the heat
// layer, the boundary and the style read back from the map itself (its container carries
// the live maplibre state), the device's position, and no request to any other host.

const GEOLOCATION = { latitude: 39.8161, longitude: 108.6301 };

/** How many attractions the server returns for a query (the markers the map must show). */
async function attractionCount(page: Page, query: string): Promise<number> {
  const response = await page.request.get(`/tour/getAttractions/?${query}`);
  const body = (await response.json()) as { code: number; data: unknown[] };
  expect(body.code).toBe(0);
  return body.data.length;
}

test.describe('with the position allowed', () => {
  test.use({ geolocation: GEOLOCATION, permissions: ['geolocation'] });

  test('the map draws server tiles and follows its filters, heat, boundary, style and position', async ({
    page,
    baseURL,
  }) => {
    const origins = new Set<string>();
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.protocol === 'http:' || url.protocol === 'https:') origins.add(url.origin);
    });
    const tile = page.waitForResponse(
      (response) => /\/tiles\/\d+\/\d+_\d+\.png$/.test(response.url()) && response.ok(),
    );
    await page.goto('/tour/map');
    await tile;
    const map = page.getByTestId('scenic-map');
    await expect(map).toHaveAttribute('data-tiles', 'drawn');
    await expectMapIdle(map);
    await expect(map).toHaveAttribute('data-style', 'style1');
    await expect(map).toHaveAttribute('data-tile-opacity', '1');
    await expect(page.getByRole('region', { name: '景区地图' })).toBeVisible();
    // The map fills the screen under the app bar.
    expect((await map.boundingBox())?.height).toBeGreaterThan(500);

    // The default filter: rides and activities.
    const markers = map.locator('button[data-attraction]');
    const play = await attractionCount(page, 'type=play');
    expect(play).toBeGreaterThan(0);
    await expect(markers).toHaveCount(play);

    await expect(page.getByRole('group', { name: /天气|Weather/ })).toBeVisible();
    expect(
      (await new AxeBuilder({ page }).exclude('.maplibregl-canvas').analyze()).violations,
    ).toEqual([]);

    await page.getByRole('button', { name: '搜索与筛选' }).click();
    const dialog = page.getByRole('dialog', { name: '搜索地图' });
    await expect(dialog.getByRole('button', { name: '游玩项目' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(
      (await new AxeBuilder({ page }).exclude('.maplibregl-canvas').analyze()).violations,
    ).toEqual([]);

    // Types are a union; a ticket tag keeps those with any chosen tag.
    await dialog.getByRole('button', { name: '演出', exact: true }).click();
    const playOrShow = await attractionCount(page, 'type=play&type=show');
    expect(playOrShow).toBeGreaterThan(play);
    await expect(markers).toHaveCount(playOrShow);
    await dialog.getByRole('button', { name: '门票+演出' }).click();
    const withTicketB = await attractionCount(page, 'type=play&type=show&tag=ticketB');
    expect(withTicketB).toBeLessThan(playOrShow);
    await expect(markers).toHaveCount(withTicketB);
    await dialog.getByRole('button', { name: '门票+演出' }).click();
    await expect(markers).toHaveCount(playOrShow);

    // Heat and boundary, on and off, as the map has them.
    const heat = dialog.getByRole('switch', { name: /热点/ });
    await heat.click();
    await expect(map).toHaveAttribute('data-heat', 'on');
    await heat.click();
    await expect(map).toHaveAttribute('data-heat', 'off');
    const boundary = dialog.getByRole('switch', { name: '限定在景区范围内' });
    await boundary.click();
    await expect(map).toHaveAttribute('data-bounds', 'on');
    await boundary.click();
    await expect(map).toHaveAttribute('data-bounds', 'off');

    // Another style: the map's style document changes, the image tiles stay over it.
    const night = page.waitForResponse((response) =>
      response.url().endsWith('/map/style/style2.json'),
    );
    await dialog.getByRole('radio', { name: '夜间' }).check();
    await night;
    await expect(map).toHaveAttribute('data-style', 'style2');
    await expect(map).toHaveAttribute('data-tile-opacity', '1');
    await expect(markers).toHaveCount(playOrShow);
    await dialog.getByRole('button', { name: '完成' }).click();
    await expect(dialog).toBeHidden();

    // My position: a dot at the device's position.
    await page.getByRole('button', { name: '我的位置' }).click();
    await expect(page.getByRole('img', { name: '您在这里' })).toHaveAttribute(
      'data-position',
      `${GEOLOCATION.latitude},${GEOLOCATION.longitude}`,
    );
    await expectMapIdle(map);
    // Located by IP: this machine's address answers the scenic area's centre.
    await page.getByRole('button', { name: '搜索与筛选' }).click();
    await dialog.getByRole('button', { name: 'IP定位' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('img', { name: '您在这里' })).toHaveAttribute(
      'data-position',
      '39.812556,108.628734',
    );
    await expectMapIdle(map);

    // A marker on screen, not covered by another, opens its attraction; its walking route
    // from here is drawn.
    const free = await map.evaluate((element) => {
      const frame = element.getBoundingClientRect();
      for (const marker of element.querySelectorAll<HTMLElement>('button[data-attraction]')) {
        const box = marker.getBoundingClientRect();
        const x = box.x + box.width / 2;
        const y = box.y + box.height / 2;
        const inside =
          x > frame.x + 60 && x < frame.right - 60 && y > frame.y + 120 && y < frame.bottom - 60;
        if (inside && marker.contains(document.elementFromPoint(x, y))) {
          return { id: marker.dataset.attraction!, name: marker.getAttribute('aria-label')! };
        }
      }
      return undefined;
    });
    expect(free).toBeDefined();
    await map.locator(`button[data-attraction="${free!.id}"]`).click();
    const onScreen = free!.name;
    const attraction = page.getByRole('dialog', { name: onScreen });
    await attraction.getByRole('button', { name: '路线' }).click();
    await expect(attraction).toBeHidden();
    await expect(map).toHaveAttribute('data-route', 'on');

    expect([...origins]).toEqual([new URL(baseURL!).origin]);
  });
});

test('a focus link opens its attraction; a failed load retries; debugging halves the tiles; signed out and refused', async ({
  page,
}) => {
  const first = (await (await page.request.get('/tour/getAttractionById/1')).json()) as {
    data: { name: string };
  };
  await page.addInitScript(() => {
    localStorage.setItem('citylife.preferences', JSON.stringify({ debugging: true }));
  });
  await setLocationAccess(page, 'refused');
  // The server cannot give the style at first: the map says so and offers to try again.
  await page.route('**/map/style/style1.json', (route) =>
    route.fulfill({ status: 503, json: { code: 503, message: 'busy' } }),
  );
  await page.goto('/tour/map?center=39.815,108.625&zoom=17&attraction=1');
  const attraction = page.getByRole('dialog', { name: first.data.name });
  await expect(attraction).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(attraction).toBeHidden();
  await expect(page.getByRole('alert').filter({ hasText: '地图加载失败。' })).toBeVisible();
  await page.unroute('**/map/style/style1.json');
  await page.getByRole('button', { name: '重试' }).click();

  const map = page.getByTestId('scenic-map');
  await expectMapIdle(map);
  await expect(map).toHaveAttribute('data-tile-opacity', '0.5');

  // Adding a point is for members: signed out, it asks to log in.
  await page.getByRole('button', { name: '搜索与筛选' }).click();
  await page.getByRole('button', { name: '添加地点' }).click();
  await expect(page.getByRole('dialog', { name: '登录' })).toBeVisible();
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: '我的位置' }).click();
  const denied = page.getByRole('alertdialog', { name: '未开启定位权限' });
  await expect(denied.getByText('打开应用设置？')).toBeVisible();
});

test('a position prompt nobody answers ends, after the provider’s 15 s, in a failure the map says', async ({
  page,
}) => {
  await setLocationAccess(page, 'no answer');
  await openMapAt(page, '/tour/map', 'scenic-map');
  // The page's clock is taken over once the map has loaded on real time: the position
  // provider's timer, started by the tap, is the one this test moves.
  await page.clock.install();
  await page.getByRole('button', { name: '我的位置' }).click();
  await page.clock.fastForward(14_000);
  await expect(page.getByText('无法获取设备当前位置。')).toHaveCount(0);
  await page.clock.fastForward(1_000);
  await expect(page.getByText('无法获取设备当前位置。')).toBeVisible();
  await expect(page.getByRole('alertdialog', { name: '未开启定位权限' })).toHaveCount(0);
});
