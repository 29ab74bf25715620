import { envelope } from '../support/api';
import { signInNewMember, signInWithCookies, startEachTestIn } from '../support/session';
import { expect, test } from '../support/test';
import { localesOf } from '../support/texts';

// What the product writes and what it publishes reads in the visitor's language: the home
// screen's banner captions (text over the pictures) and menu, the About page, member
// levels, top-up choices, the points log's memos and dates, and the tour. The seed carries
// English and Mongolian for these; Chinese is the original.

const DEMO_MEMBER = { mobile: '13800138000', password: 'citylife123' };

const texts = {
  'zh-Hans': {
    slider: ['新鲜蔬菜每日达', '草原文化景区', '景区地图导览'],
    sale: ['本周特价', '会员专享', '半日经典游'],
    groceries: '买菜',
    aboutTitle: '关于我们',
    aboutHours: '营业时间',
    levels: '会员等级',
    levelNames: ['普通会员', '金卡会员', '钻石会员'],
    privilege: '积分可在礼品店兑换商品',
    topup: '充100元送5元',
    pointsLog: '积分明细',
    pointsMemo: '购物送积分（订单 20260301000004）',
    welcomeMemo: '开卡赠送积分',
    pointsDate: '2026年3月1日 10:30',
    site: '草原文化景区',
    address: '内蒙古自治区鄂尔多斯市杭锦旗',
    place: '游客中心',
    places: '地点',
  },
  en: {
    slider: ['Fresh vegetables every day', 'Grassland culture park', 'Scenic area map guide'],
    sale: ["This week's offers", 'For members', 'Half-day classic tour'],
    groceries: 'Groceries',
    aboutTitle: 'About us',
    aboutHours: 'Opening hours',
    levels: 'Member levels',
    levelNames: ['Standard member', 'Gold member', 'Diamond member'],
    privilege: 'Exchange points for goods at the gift shop',
    topup: 'Top up ¥100, get ¥5 free',
    pointsLog: 'Points history',
    pointsMemo: 'Points for purchase (order 20260301000004)',
    welcomeMemo: 'Welcome points for the new card',
    pointsDate: /^Mar 1, 2026, 10:30\sAM$/,
    site: 'Grassland Culture Park',
    address: 'Hanggin Banner, Ordos, Inner Mongolia',
    place: 'Visitor centre',
    places: 'Places',
  },
  mn: {
    slider: ['Өдөр бүр шинэ ногоо', 'Тал нутгийн соёлын цогцолбор', 'Аялалын бүсийн газрын зураг'],
    sale: ['7 хоногийн хямдрал', 'Гишүүдэд зориулав', 'Хагас өдрийн аялал'],
    groceries: 'Хүнс',
    aboutTitle: 'Бидний тухай',
    aboutHours: 'Ажлын цаг',
    levels: 'Гишүүний зэрэглэл',
    levelNames: ['Энгийн гишүүн', 'Алтан гишүүн', 'Алмазан гишүүн'],
    privilege: 'Оноогоо бэлэгний дэлгүүрт бараагаар сольж болно',
    topup: '100 юань цэнэглээд 5 юань бэлэг',
    pointsLog: 'Онооны түүх',
    pointsMemo: 'Худалдан авалтын оноо (20260301000004 захиалга)',
    welcomeMemo: 'Карт нээсний бэлэг оноо',
    // Mongolian dates in Mongolian words, not Chinese or English ones.
    pointsDate: '2026 оны 3-р сарын 1 10:30',
    site: 'Тал нутгийн соёлын цогцолбор',
    address: 'Өвөр Монгол, Ордос хот, Ханги хошуу',
    place: 'Жуулчны төв',
    places: 'Газрууд',
  },
};

for (const locale of localesOf(texts)) {
  const text = texts[locale];

  test.describe(`content in ${locale}`, () => {
    startEachTestIn(locale);

    test('home: banner captions as text over the pictures, and the menu', async ({ page }) => {
      await page.goto('/home');
      const first = page.getByRole('link', { name: text.slider[0], exact: true });
      await expect(first).toBeVisible();
      // The caption lies over the picture's band (its bottom fifth), inside the picture.
      const picture = await first.locator('img').boundingBox();
      const caption = await first.getByText(text.slider[0]!, { exact: true }).boundingBox();
      expect(picture && caption).toBeTruthy();
      expect(caption!.y).toBeGreaterThanOrEqual(picture!.y + picture!.height * 0.7);
      expect(caption!.y + caption!.height).toBeLessThanOrEqual(picture!.y + picture!.height + 1);
      for (const title of text.slider)
        await expect(page.getByRole('link', { name: title, exact: true })).toHaveCount(1);
      for (const title of text.sale)
        await expect(page.getByRole('link', { name: title, exact: true })).toHaveCount(1);
      await expect(page.getByRole('link', { name: text.groceries, exact: true })).toBeVisible();
    });

    test('the About page and the member levels', async ({ page }) => {
      await page.goto('/about');
      await expect(page.getByRole('heading', { level: 2, name: text.aboutTitle })).toBeVisible();
      await expect(page.getByRole('heading', { level: 3, name: text.aboutHours })).toBeVisible();

      await page.goto('/member/level');
      const levels = page.getByRole('list', { name: text.levels });
      for (const name of text.levelNames) await expect(levels).toContainText(name);
      await expect(levels.getByText(text.privilege).first()).toBeVisible();
    });

    test('top-up choices, and the points log with its memos and dates', async ({
      page,
      context,
      request,
    }) => {
      await signInWithCookies(context, request, DEMO_MEMBER);
      await page.goto('/member/topup');
      await expect(page.getByRole('radio', { name: new RegExp(escape(text.topup)) })).toBeChecked();

      await page.goto('/member/credit');
      const log = page.getByRole('list', { name: text.pointsLog });
      const entry = log.getByRole('listitem').filter({ hasText: text.pointsMemo });
      await expect(entry).toHaveCount(1);
      await expect(entry.locator('time')).toHaveText(text.pointsDate);
      await expect(log).toContainText(text.welcomeMemo);
    });

    test('a scenic area of the tour', async ({ page }) => {
      await page.goto('/tour/site/1');
      await expect(page.getByRole('heading', { level: 2, name: text.site })).toBeVisible();
      await expect(page.getByText(text.address)).toBeVisible();
      const places = page.getByRole('list', { name: text.places });
      await expect(places.getByText(text.place, { exact: true }).first()).toBeVisible();
    });
  });
}

test.describe('switching language', () => {
  startEachTestIn('zh-Hans');

  test('the banners are captioned again in the new language, without a reload', async ({
    page,
  }) => {
    await page.goto('/home');
    await expect(page.getByRole('link', { name: texts['zh-Hans'].slider[0] })).toBeVisible();
    await page.getByRole('button', { name: 'Монгол' }).click();
    await expect(page.getByRole('link', { name: texts.mn.slider[0] })).toBeVisible();
    await expect(page.getByRole('link', { name: texts.mn.sale[0] })).toBeVisible();
    await expect(page.getByRole('link', { name: texts['zh-Hans'].slider[0] })).toHaveCount(0);
  });

  test('the cart names its lines again in the new language', async ({ page, request }) => {
    const headers = await signInNewMember(page.context(), request);
    await envelope(
      await request.post('/shoppingcart/add/1/1', {
        headers,
        data: { sku: { 规格: '1个装', 等级: '一级' } },
      }),
    );
    // The checkout reads the cart it holds (the cart screen reads it again when it opens).
    await page.goto('/shoppingcart/checkout');
    const line = (name: string) => page.locator('main').getByText(name, { exact: true });
    await expect(line('新疆哈密瓜')).toBeVisible();
    // Home, by the app's own navigation (no reload), to switch the language there; then back.
    await page
      .getByRole('navigation', { name: '主导航' })
      .getByRole('button', { name: '首页' })
      .click();
    await page.getByRole('button', { name: 'Монгол' }).click();
    await expect(page.getByRole('link', { name: texts.mn.slider[0] })).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/\/shoppingcart\/checkout$/);
    await expect(line('Шинжааны Хами гуа')).toBeVisible();
    await expect(line('新疆哈密瓜')).toHaveCount(0);
  });
});

/** `value` as a regular expression matching it literally. */
function escape(value: string): string {
  return value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
