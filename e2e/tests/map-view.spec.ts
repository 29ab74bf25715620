import type { Page, Response } from '@playwright/test';
import {
  differentShare,
  expectMapIdle,
  mapPicture,
  meanBrightness,
  openMapAt,
} from '../support/map';
import { startIn } from '../support/session';
import { expect, test } from '../support/test';

// Maps drawn in software take their time beside another worker (support/map.ts).
test.describe.configure({ timeout: 120_000 });

// The scenic-area map against the real server: each map style changes what the map shows
// (its colours, read from the picture and from the live style); zooming out and panning ask
// for no tile outside the map's coverage; the search field finds attractions by name (or
// type) and shows the one chosen on the map.

interface Attraction {
  id: number;
  name: string;
  type: string;
  latlng: string;
}

/** Every attraction, named in `locale` as the server answers a reader in it. */
async function allAttractions(page: Page, locale = 'zh-Hans'): Promise<Attraction[]> {
  const answer = await page.request.get('/tour/getAttractions/', {
    headers: { 'x-request-locale': locale },
  });
  const body = (await answer.json()) as {
    code: number;
    data: Attraction[];
  };
  expect(body.code).toBe(0);
  return body.data;
}

/** Every tile answer of the page (image and vector tiles), as `status path`. */
function recordTiles(page: Page): string[] {
  const answers: string[] = [];
  page.on('response', (response: Response) => {
    const { pathname } = new URL(response.url());
    if (/^\/(map\/)?tiles\//.test(pathname)) answers.push(`${response.status()} ${pathname}`);
  });
  return answers;
}

test('each map style changes the map: night darkens it, outdoor recolours it', async ({ page }) => {
  const map = await openMapAt(page, '/tour/map', 'scenic-map');
  await expect(map).toHaveAttribute('data-tiles', 'drawn');
  await expect(map).toHaveAttribute('data-style', 'style1');
  const dayBackground = await map.getAttribute('data-background');
  const day = await mapPicture(map);

  const choose = async (label: string, style: string) => {
    await page.getByRole('button', { name: '搜索与筛选' }).click();
    const dialog = page.getByRole('dialog', { name: '搜索地图' });
    await dialog.getByRole('radio', { name: label }).check();
    await dialog.getByRole('button', { name: '完成' }).click();
    await expect(dialog).toBeHidden();
    await expect(map).toHaveAttribute('data-style', style);
    await expectMapIdle(map);
    return mapPicture(map);
  };

  const night = await choose('夜间', 'style2');
  const nightBackground = await map.getAttribute('data-background');
  expect(nightBackground).not.toBe(dayBackground);
  // The same place, the same markers, a much darker picture.
  expect(meanBrightness(night)).toBeLessThan(meanBrightness(day) - 50);
  expect(differentShare(day, night)).toBeGreaterThan(0.8);

  const outdoor = await choose('户外', 'style3');
  expect(await map.getAttribute('data-background')).not.toBe(dayBackground);
  expect(await map.getAttribute('data-background')).not.toBe(nightBackground);
  expect(differentShare(day, outdoor)).toBeGreaterThan(0.5);
  expect(differentShare(night, outdoor)).toBeGreaterThan(0.8);

  // Back to the day: the picture it had.
  const again = await choose('日间', 'style1');
  expect(differentShare(day, again)).toBeLessThan(0.05);
});

test('zooming out and panning ask for no tile outside the coverage (no 404)', async ({ page }) => {
  const tiles = recordTiles(page);
  const map = await openMapAt(page, '/tour/map', 'scenic-map');
  await expect(map).toHaveAttribute('data-tiles', 'drawn');
  const zoomOut = page.getByRole('button', { name: '缩小' });
  // From the default view down past the image tiles' levels to a whole region.
  for (let step = 0; step < 8; step += 1) {
    await zoomOut.click();
    await expectMapIdle(map);
  }
  expect(Number(await map.getAttribute('data-zoom'))).toBeLessThan(9);
  // Back in to the image tiles' levels, then dragged well away from the scenic area.
  const zoomIn = page.getByRole('button', { name: '放大' });
  for (let step = 0; step < 5; step += 1) {
    await zoomIn.click();
    await expectMapIdle(map);
  }
  // Moved with the arrow keys (100 pixels a press) well away from the scenic area.
  const canvas = map.locator('canvas.maplibregl-canvas');
  await canvas.focus();
  for (const key of ['ArrowLeft', 'ArrowLeft', 'ArrowLeft', 'ArrowUp', 'ArrowUp', 'ArrowUp']) {
    for (let press = 0; press < 3; press += 1) await page.keyboard.press(key);
    await expectMapIdle(map);
  }
  expect(tiles.filter((answer) => answer.startsWith('200 /tiles/')).length).toBeGreaterThan(0);
  expect(tiles.filter((answer) => answer.startsWith('200 /map/tiles/')).length).toBeGreaterThan(0);
  expect(tiles.filter((answer) => !answer.startsWith('200 '))).toEqual([]);
});

test('the search field finds attractions by name as typed, and shows the one chosen on the map', async ({
  page,
}) => {
  const all = await allAttractions(page);
  // An attraction the default filter (rides and activities) leaves off the map.
  const wanted = all.find(
    (attraction) => attraction.type !== 'play' && attraction.name.length > 2,
  )!;
  const words = wanted.name.slice(0, 2);
  const matching = all.filter((attraction) => attraction.name.includes(words));

  const map = await openMapAt(page, '/tour/map', 'scenic-map');
  await expect(map.locator(`button[data-attraction="${wanted.id}"]`)).toHaveCount(0);
  await page.getByRole('button', { name: '搜索与筛选' }).click();
  const dialog = page.getByRole('dialog', { name: '搜索地图' });
  const search = dialog.getByRole('searchbox', { name: '景点名称' });
  const results = dialog.getByRole('list', { name: '找到的景点' }).getByRole('button');
  await search.fill(words);
  await expect(results.first()).toBeVisible();
  // Every attraction with the words in its name, up to eight (a type's name may add more).
  const found = await results.allInnerTexts();
  expect(found.length).toBeLessThanOrEqual(8);
  expect(found.length).toBeGreaterThanOrEqual(Math.min(matching.length, 8));
  for (const row of found) expect(row).toContain(words);
  // Typing on narrows the list to the one name.
  await search.fill(wanted.name);
  await expect(results.filter({ hasText: wanted.name })).toHaveCount(1);
  await search.fill('没有这个景点');
  await expect(dialog.getByText('没有这个名称的景点。')).toBeVisible();
  await expect(results).toHaveCount(0);
  await search.fill(wanted.name);
  await results.filter({ hasText: wanted.name }).first().click();

  // The dialog closes, the attraction's own opens, and the map is centred on its marker.
  await expect(dialog).toBeHidden();
  const detail = page.getByRole('dialog', { name: wanted.name });
  await expect(detail).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(detail).toBeHidden();
  await expectMapIdle(map);
  const [latitude, longitude] = wanted.latlng.split(',').map(Number) as [number, number];
  const [lat, lng] = (await map.getAttribute('data-center'))!.split(',').map(Number) as [
    number,
    number,
  ];
  expect(Math.abs(lat - latitude)).toBeLessThan(1e-5);
  expect(Math.abs(lng - longitude)).toBeLessThan(1e-5);
  const marker = map.locator(`button[data-attraction="${wanted.id}"]`);
  await expect(marker).toBeVisible();
  const frame = (await map.boundingBox())!;
  const spot = (await marker.boundingBox())!;
  expect(Math.abs(spot.x + spot.width / 2 - (frame.x + frame.width / 2))).toBeLessThan(30);
});

for (const [locale, texts] of [
  [
    'en',
    {
      more: 'Search and filters',
      dialog: 'Search the map',
      field: 'Attraction name',
      results: 'Attractions found',
      type: 'Toilets',
    },
  ],
  [
    'mn',
    {
      more: 'Хайлт ба шүүлтүүр',
      dialog: 'Газрын зургаас хайх',
      field: 'Үзвэрийн нэр',
      results: 'Олдсон үзвэрүүд',
      type: '',
    },
  ],
] as const) {
  test(`the search field in ${locale}: by a type in the reader's language, and by name`, async ({
    page,
  }) => {
    const all = await allAttractions(page, locale);
    await startIn(page, locale);
    await openMapAt(page, '/tour/map', 'scenic-map');
    await page.getByRole('button', { name: texts.more }).click();
    const dialog = page.getByRole('dialog', { name: texts.dialog });
    const search = dialog.getByRole('searchbox', { name: texts.field });
    const results = dialog.getByRole('list', { name: texts.results }).getByRole('button');
    if (texts.type) {
      await search.fill(texts.type.slice(0, 5).toLowerCase());
      const toilets = all.filter((attraction) => attraction.type === 'toilet');
      await expect(results).toHaveCount(Math.min(toilets.length, 8));
    }
    const named = all[0]!;
    await search.fill(named.name);
    await expect(results.filter({ hasText: named.name }).first()).toBeVisible();
  });
}
