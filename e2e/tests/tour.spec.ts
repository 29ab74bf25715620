import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { startEachTestIn } from '../support/session';
import { expect, test } from '../support/test';
import { localesOf } from '../support/texts';

// The tour screens against the real server's seed data, in each interface language:
// index -> city -> scenic area -> route -> place, an attraction, the share sheet, the map
// link centred on the item, and the not-found state of a missing or malformed id.

const texts = {
  'zh-Hans': {
    title: '旅游',
    cities: '城市',
    map: '景区导览',
    ar: 'AR 实景',
    vr: '全景漫游',
    sites: '景区',
    routes: '推荐线路',
    address: '地址',
    openHours: '开放时间',
    places: '地点',
    stops: '行程',
    stop: (seq: number) => `第 ${seq} 站`,
    nearby: '附近地点',
    share: '分享',
    shareTo: '分享到',
    close: '关闭',
    onMap: '在地图上查看',
    openAr: '打开 AR 实景',
    type: '游乐项目',
    back: '返回旅游首页',
  },
  en: {
    title: 'Tourism',
    cities: 'Cities',
    map: 'Scenic-area map',
    ar: 'AR view',
    vr: 'Panorama tour',
    sites: 'Scenic areas',
    routes: 'Suggested routes',
    address: 'Address',
    openHours: 'Opening hours',
    places: 'Places',
    stops: 'Stops',
    stop: (seq: number) => `Stop ${seq}`,
    nearby: 'Nearby places',
    share: 'Share',
    shareTo: 'Share to',
    close: 'Close',
    onMap: 'Show on the map',
    openAr: 'Open the AR view',
    type: 'Rides and activities',
    back: 'Back to tourism',
  },
  mn: {
    title: 'Аялал',
    cities: 'Хотууд',
    map: 'Аялалын бүсийн газрын зураг',
    ar: 'AR харагдац',
    vr: 'Панорам аялал',
    sites: 'Аялал жуулчлалын бүсүүд',
    routes: 'Санал болгох маршрутууд',
    address: 'Хаяг',
    openHours: 'Ажиллах цаг',
    places: 'Газрууд',
    stops: 'Зогсоолууд',
    stop: (seq: number) => `${seq}-р зогсоол`,
    nearby: 'Ойролцоох газрууд',
    share: 'Хуваалцах',
    shareTo: 'Хуваалцах',
    close: 'Хаах',
    onMap: 'Газрын зураг дээр харах',
    openAr: 'AR харагдацыг нээх',
    type: 'Тоглоом, үйл ажиллагаа',
    back: 'Аялал руу буцах',
  },
};

interface Stop {
  seq: number;
  place: { id: number; name: string; latitude: number; longitude: number };
}

/** Content as the server answers it in `locale` (the language the page shows it in). */
async function read<T>(request: APIRequestContext, path: string, locale: string): Promise<T> {
  const response = await request.get(path, { headers: { 'x-request-locale': locale } });
  const body = (await response.json()) as { code: number; data: T };
  expect(body.code, path).toBe(0);
  return body.data;
}

async function expectNoAxeViolations(page: Page) {
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
}

for (const locale of localesOf(texts)) {
  const text = texts[locale];

  test.describe(`tour in ${locale}`, () => {
    startEachTestIn(locale);

    test('index -> city -> scenic area -> route -> place, each accessible', async ({
      page,
      request,
    }) => {
      const cities = await read<{ id: number; name: string }[]>(
        request,
        '/tour/getCities/',
        locale,
      );
      const city = await read<{
        name: string;
        sites: { id: number; name: string }[];
        routes: { id: number; name: string }[];
      }>(request, `/tour/getCityById/${cities[0]!.id}`, locale);
      const site = await read<{ name: string; address: string; places: { name: string }[] }>(
        request,
        `/tour/getSiteById/${city.sites[0]!.id}`,
        locale,
      );
      const route = await read<{ name: string; stops: Stop[] }>(
        request,
        `/tour/getRouteById/${city.routes[0]!.id}`,
        locale,
      );

      await page.goto('/tour/index');
      await expect(page).toHaveTitle(new RegExp(text.title));
      for (const entry of [text.map, text.ar, text.vr])
        await expect(page.getByRole('link', { name: new RegExp(`^${entry}`) })).toBeVisible();
      const cityList = page.getByRole('list', { name: text.cities });
      await expect(cityList.getByRole('listitem')).toHaveCount(cities.length);
      await expectNoAxeViolations(page);

      // The city: its scenic areas and routes, its name as the screen's title.
      await cityList.getByRole('link', { name: cities[0]!.name }).click();
      await expect(page.getByRole('heading', { name: city.name, level: 2 })).toBeVisible();
      await expect(page).toHaveTitle(new RegExp(city.name));
      await expect(page.getByRole('list', { name: text.sites }).getByRole('listitem')).toHaveCount(
        city.sites.length,
      );
      await expect(page.getByRole('list', { name: text.routes }).getByRole('listitem')).toHaveCount(
        city.routes.length,
      );
      await expectNoAxeViolations(page);

      // The scenic area: address, opening hours, places.
      await page
        .getByRole('list', { name: text.sites })
        .getByRole('link', { name: city.sites[0]!.name })
        .click();
      await expect(page.getByRole('heading', { name: site.name, level: 2 })).toBeVisible();
      await expect(page.getByText(text.address, { exact: true })).toBeVisible();
      await expect(page.getByText(site.address)).toBeVisible();
      await expect(page.getByText(text.openHours, { exact: true })).toBeVisible();
      await expect(page.getByRole('list', { name: text.places }).getByRole('listitem')).toHaveCount(
        site.places.length,
      );
      await expectNoAxeViolations(page);

      // Back to the city, then its first route: the stops in order.
      await page.goBack();
      await page
        .getByRole('list', { name: text.routes })
        .getByRole('link', { name: route.name })
        .click();
      await expect(page.getByRole('heading', { name: route.name, level: 2 })).toBeVisible();
      const stops = page.getByRole('list', { name: text.stops }).getByRole('listitem');
      await expect(stops).toHaveCount(route.stops.length);
      for (const [index, stop] of route.stops.entries()) {
        await expect(stops.nth(index)).toContainText(text.stop(stop.seq));
        await expect(stops.nth(index)).toContainText(stop.place.name);
      }
      await expectNoAxeViolations(page);

      // The first stop's place: its nearby places (not itself) and the AR view.
      const first = route.stops[0]!.place;
      await stops.first().getByRole('link', { name: first.name }).click();
      await expect(page).toHaveURL(new RegExp(`/tour/place/${first.id}$`));
      await expect(page.getByRole('heading', { name: first.name, level: 2 })).toBeVisible();
      const nearby = page.getByRole('list', { name: text.nearby });
      await expect(nearby.getByRole('listitem').first()).toBeVisible();
      await expect(nearby.getByRole('link', { name: first.name, exact: true })).toHaveCount(0);
      await expect(page.getByRole('link', { name: text.openAr })).toHaveAttribute(
        'href',
        '/tour/ar',
      );
      await expectNoAxeViolations(page);

      // The map opens centred on the place.
      await page.getByRole('link', { name: text.onMap }).click();
      await expect(page).toHaveURL(
        `/tour/map?center=${first.latitude}%2C${first.longitude}&zoom=17`,
      );
    });

    test('an attraction shows its type and opens the share sheet', async ({ page, request }) => {
      const attraction = await read<{ name: string; latlng: string }>(
        request,
        '/tour/getAttractionById/1',
        locale,
      );
      await page.goto('/tour/attraction/1');
      await expect(page.getByRole('heading', { name: attraction.name, level: 2 })).toBeVisible();
      await expect(page).toHaveTitle(new RegExp(attraction.name));
      await expect(page.getByText(text.type, { exact: true })).toBeVisible();
      await expect(page.getByRole('link', { name: text.onMap })).toHaveAttribute(
        'href',
        `/tour/map?center=${attraction.latlng.replace(',', '%2C')}&zoom=17&attraction=1`,
      );
      await expectNoAxeViolations(page);

      await page.getByRole('button', { name: text.share, exact: true }).click();
      const sheet = page.getByRole('dialog', { name: text.shareTo });
      await expect(sheet).toBeVisible();
      await sheet.getByRole('button', { name: text.close }).click();
      await expect(sheet).toBeHidden();
    });
  });
}

test.describe('missing tour items', () => {
  startEachTestIn('en');

  test('a missing or malformed id shows not found, with a way back', async ({ page }) => {
    // A malformed id names nothing: the app's not-found screen, before any call is made.
    const notFound = {
      '/tour/city/999': 'This city does not exist',
      '/tour/site/abc': 'Page not found',
      '/tour/route/0': 'Page not found',
      '/tour/place/1.5': 'Page not found',
      '/tour/attraction/99999': 'This attraction does not exist',
    };
    for (const [path, message] of Object.entries(notFound)) {
      await page.goto(path);
      await expect(page.locator('main').getByText(message)).toBeVisible();
    }
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: texts.en.back }).click();
    await expect(page).toHaveURL(/\/tour\/index$/);
    await expect(page.getByRole('list', { name: texts.en.cities })).toBeVisible();
  });
});
