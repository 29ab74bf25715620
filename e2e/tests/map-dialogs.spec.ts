import { randomInt } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import type { Page, Response } from '@playwright/test';
import { apiRegister, envelope } from '../support/api';
import { field, loginDialog, signInWithPassword } from '../support/session';
import { openMapAt } from '../support/map';
import { expect, test } from '../support/test';
import { signInTexts } from '../support/texts';

// Maps drawn in software take their time beside another worker (support/map.ts).
test.describe.configure({ timeout: 90_000 });

// The scenic-area map's attraction dialog (walking directions from the device's position,
// drawn on the map; the panorama link; sharing) and its add-point dialog (signed-in only,
// field errors from the form and from the server), against the real server, in zh-Hans.

const text = {
  ...signInTexts['zh-Hans'],
  more: '搜索与筛选',
  myPosition: '我的位置',
  addPoint: '添加地点',
  directions: '路线',
  share: '分享',
  shareTo: '分享到',
  close: '关闭',
  vr: '虚拟现实',
  locationFailed: '定位失败',
  attraction: '景点',
  notFound: '该景点已不存在。',
  retry: '重试',
  clearRoute: '清除路线',
  walk: /^步行 \d+(\.\d)? (米|公里)，约 \d+ 分钟$/,
  playType: '游玩项目',
  latlng: '位置',
  name: '名称',
  type: '类型',
  choosePicture: '添加图片',
  nameRequired: '请填写名称',
  outside: '位置不在景区范围内',
  save: '保存',
  added: '地点已添加',
};

/** Inside the scenic area, off its paths: the walk begins with a leg to the nearest path. */
const INSIDE = { latitude: 39.8161, longitude: 108.6301 };
const OUTSIDE = { latitude: 39.9, longitude: 108.62 };

interface AttractionDetail {
  id: number;
  name: string;
  latlng: string;
}

async function attraction(page: Page, id: number): Promise<AttractionDetail> {
  return envelope<AttractionDetail>(await page.request.get(`/tour/getAttractionById/${id}`));
}

/** The map with its markers drawn (the default filter shows the rides and activities). */
async function openMap(page: Page, path = '/tour/map') {
  const map = await openMapAt(page, path, 'scenic-map');
  await expect(map.locator('button[data-attraction]').first()).toBeVisible();
  return map;
}

/** The data of an answer the page received (its envelope's code checked). */
async function dataOf<T>(response: Response): Promise<T> {
  const body = (await response.json()) as { code: number; data: T; message?: unknown };
  expect(body.code, JSON.stringify(body.message)).toBe(0);
  return body.data;
}

const axe = (page: Page) => new AxeBuilder({ page }).exclude('.maplibregl-canvas').analyze();

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    if (!localStorage.getItem('citylife.preferences'))
      localStorage.setItem('citylife.preferences', JSON.stringify({ locale: 'zh-Hans' }));
  });
});

test.describe('with the position allowed', () => {
  test.use({ geolocation: INSIDE, permissions: ['geolocation'] });

  test('a marker opens its attraction; directions start at the position and are drawn', async ({
    page,
  }) => {
    const detail = await attraction(page, 1);
    // The map centred on the attraction, its marker in view.
    const map = await openMap(page, `/tour/map?center=${detail.latlng}&zoom=17`);
    await map.locator(`button[data-attraction="${detail.id}"]`).click();

    const dialog = page.getByRole('dialog', { name: detail.name });
    await expect(dialog.getByText(text.playType, { exact: true })).toBeVisible();
    await expect(dialog.getByRole('link', { name: text.vr })).toHaveAttribute(
      'href',
      /^\/tour\/vr\/[\w-]+$/,
    );
    expect((await axe(page)).violations).toEqual([]);

    // Share: the sheet opens over the dialog and closes back to it.
    await dialog.getByRole('button', { name: text.share }).click();
    const sheet = page.getByRole('dialog', { name: text.shareTo });
    await expect(sheet).toBeVisible();
    await sheet.getByRole('button', { name: text.close }).click();
    await expect(sheet).toBeHidden();

    const planned = page.waitForResponse((response) =>
      response.url().includes('/tour/getDirection/'),
    );
    await dialog.getByRole('button', { name: text.directions }).click();
    const response = await planned;
    const path = decodeURIComponent(new URL(response.url()).pathname);
    expect(path).toBe(
      `/tour/getDirection/${INSIDE.latitude},${INSIDE.longitude}/${detail.latlng}/walk`,
    );
    const { routes } = await dataOf<{ routes: { polyline: number[] }[] }>(response);
    // The route begins exactly at the device's position.
    expect(routes[0]!.polyline.slice(0, 2)).toEqual([INSIDE.latitude, INSIDE.longitude]);
    await expect(dialog).toBeHidden();
    await expect(map).toHaveAttribute('data-route', 'on');
    // The summary is information, not a warning, and the route can be cleared.
    await expect(page.getByRole('status').filter({ hasText: text.walk })).toHaveAttribute(
      'data-tone',
      'neutral',
    );
    await page.getByRole('button', { name: text.clearRoute }).click();
    await expect(map).toHaveAttribute('data-route', 'off');
    await expect(page.getByRole('button', { name: text.clearRoute })).toHaveCount(0);
  });

  test('adding a point: signed out it asks to log in; then field errors, then its marker', async ({
    page,
    context,
    request,
  }) => {
    const account = {
      mobile: `136${String(randomInt(0, 1e8)).padStart(8, '0')}`,
      password: 'steppe2026',
    };
    await apiRegister(request, account);
    // Outside the scenic area first: the server refuses the point under its location.
    await context.setGeolocation(OUTSIDE);
    const map = await openMap(page);
    const markers = map.locator('button[data-attraction]');
    const before = await markers.count();

    await page.getByRole('button', { name: text.more }).click();
    await page.getByRole('button', { name: text.addPoint }).click();
    await expect(loginDialog(page, text)).toBeVisible();
    await expect(page.getByRole('dialog', { name: text.addPoint })).toHaveCount(0);
    await signInWithPassword(page, request, text, account);

    await page.getByRole('button', { name: text.more }).click();
    await page.getByRole('button', { name: text.addPoint }).click();
    const dialog = page.getByRole('dialog', { name: text.addPoint });
    await expect(field(dialog, text.latlng)).toHaveValue(
      `${OUTSIDE.latitude},${OUTSIDE.longitude}`,
    );
    expect((await axe(page)).violations).toEqual([]);

    // An empty name is refused before anything is sent.
    let sent = 0;
    page.on('request', (call) => {
      if (call.url().includes('/tour/addAttraction')) sent += 1;
    });
    await dialog.getByRole('button', { name: text.save }).click();
    await expect(field(dialog, text.name)).toHaveAccessibleDescription(text.nameRequired);
    expect(sent).toBe(0);

    const name = `新地点${randomInt(0, 1e6)}`;
    await field(dialog, text.name).fill(name);
    await dialog.getByRole('button', { name: text.save }).click();
    await expect(field(dialog, text.latlng)).toHaveAccessibleDescription(text.outside);
    expect(sent).toBe(1);
    await dialog.getByRole('button', { name: '取消' }).click();
    await expect(dialog).toBeHidden();

    // Inside: a picture uploaded with the point, which then shows on the map.
    await context.setGeolocation(INSIDE);
    await page.getByRole('button', { name: text.myPosition }).click();
    await page.getByRole('button', { name: text.more }).click();
    await page.getByRole('button', { name: text.addPoint }).click();
    await expect(field(dialog, text.latlng)).toHaveValue(`${INSIDE.latitude},${INSIDE.longitude}`);
    await expect(field(dialog, text.name)).toHaveValue(name);
    await dialog.getByLabel(text.choosePicture).setInputFiles({
      name: 'kiosk.png',
      mimeType: 'image/png',
      buffer: PNG,
    });
    await expect(dialog.getByRole('img', { name: '第 1 张图片' })).toBeVisible();
    const saved = page.waitForResponse((call) => call.url().includes('/tour/addAttraction'));
    await dialog.getByRole('button', { name: text.save }).click();
    const added = await dataOf<{ id: number; latlng: string; pics: string[] }>(await saved);
    expect(added.latlng).toBe(`${INSIDE.latitude},${INSIDE.longitude}`);
    expect(added.pics).toHaveLength(1);
    await expect(dialog).toBeHidden();
    await expect(page.getByText(text.added)).toBeVisible();
    await expect(map.locator(`button[data-attraction="${added.id}"]`)).toBeVisible();
    await expect(markers).toHaveCount(before + 1);
  });
});

test('directions without the position say that locating failed', async ({ page }) => {
  const detail = await attraction(page, 1);
  await openMap(page, `/tour/map?attraction=${detail.id}`);
  const dialog = page.getByRole('dialog', { name: detail.name });
  await dialog.getByRole('button', { name: text.directions }).click();
  await expect(dialog.getByRole('alert')).toHaveText(text.locationFailed);
  expect((await axe(page)).violations).toEqual([]);

  // An attraction that does not exist says so, with nothing to retry.
  await page.goto('/tour/map?attraction=999999');
  const missing = page.getByRole('dialog', { name: text.attraction });
  await expect(missing.getByRole('alert')).toContainText(text.notFound);
  await expect(missing.getByRole('button', { name: text.retry })).toHaveCount(0);
});

/** A 2×2 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAEElEQVR4nGM4kKAARAwQCgAljgUBvZM5eQAAAABJRU5ErkJggg==',
  'base64',
);
