import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { setCameraAccess, setLocationAccess } from '../support/capabilities';
import { startEachTestIn } from '../support/session';
import { openMapAt } from '../support/map';
import { expect, test } from '../support/test';
import { localesOf } from '../support/texts';

// Maps drawn in software take their time beside another worker (support/map.ts).
test.describe.configure({ timeout: 90_000 });

// The scenic-area map, the AR view and the panorama tour in each interface language: each
// screen is titled, labelled and described in that language, and passes axe. What they do
// is tested in map.spec.ts, map-dialogs.spec.ts, ar.spec.ts and panorama.spec.ts.

const texts = {
  'zh-Hans': {
    mapTitle: '景区导览',
    map: '景区地图',
    mapMore: '搜索与筛选',
    arTitle: 'AR 实景',
    arView: '附近地点的AR实景',
    simulated: '模拟视图',
    denied: '定位权限被拒绝。',
    vrTitle: '全景漫游',
    lake: '天鹅湖',
    connections: '前往',
  },
  en: {
    mapTitle: 'Scenic-area map',
    map: 'Scenic-area map',
    mapMore: 'Search and filters',
    arTitle: 'AR view',
    arView: 'AR view of the places nearby',
    simulated: 'Simulated view',
    denied: 'Location access was refused.',
    vrTitle: 'Panorama tour',
    lake: 'Swan Lake',
    connections: 'Go on to',
  },
  mn: {
    mapTitle: 'Аялал жуулчлалын бүсийн газрын зураг',
    map: 'Аялал жуулчлалын бүсийн газрын зураг',
    mapMore: 'Хайлт ба шүүлтүүр',
    arTitle: 'AR харагдац',
    arView: 'Ойролцоох газруудын AR харагдац',
    simulated: 'Загварчилсан харагдац',
    denied: 'Байршлын зөвшөөрлөөс татгалзсан.',
    vrTitle: 'Панорам аялал',
    lake: 'Хунт нуур',
    connections: 'Дараагийн газар',
  },
};

const axe = (page: Page) =>
  new AxeBuilder({ page }).exclude('.maplibregl-canvas').exclude('.psv-container canvas');

for (const locale of localesOf(texts)) {
  const text = texts[locale];

  test.describe(`map, AR view and panorama in ${locale}`, () => {
    startEachTestIn(locale);

    test('each screen speaks the language and passes axe', async ({ page }) => {
      await openMapAt(page, '/tour/map', 'scenic-map');
      await expect(page).toHaveTitle(text.mapTitle);
      await expect(page.getByRole('region', { name: text.map })).toBeVisible();
      await expect(page.getByRole('button', { name: text.mapMore })).toBeVisible();
      expect((await axe(page).analyze()).violations).toEqual([]);

      // Access refused: the simulator stands in, and says why in this language.
      await setLocationAccess(page, 'refused');
      await setCameraAccess(page, 'refused');
      await page.goto('/tour/ar');
      await expect(page).toHaveTitle(text.arTitle);
      await page.getByRole('alertdialog').getByRole('button').first().click();
      await expect(page.getByRole('img', { name: text.arView })).toBeVisible();
      const notice = page.getByTestId('ar-simulated');
      await expect(notice).toContainText(text.simulated);
      await expect(notice).toContainText(text.denied);
      expect((await axe(page).analyze()).violations).toEqual([]);

      await page.goto('/tour/vr/lake');
      await expect(page).toHaveTitle(text.vrTitle);
      await expect(page.getByRole('heading', { level: 2 })).toHaveText(text.lake);
      await expect(page.getByRole('region', { name: text.connections })).toBeVisible();
      await expect(page.locator('[data-scene="lake"]')).toHaveAttribute('data-state', 'ready');
      expect((await axe(page).analyze()).violations).toEqual([]);
    });
  });
}
