// Content in the caller's language: built-in texts, published content and the memos the
// server writes, in zh-Hans (the original), English and Mongolian, with the fallbacks.
import { describe, expect, it } from 'vitest';
import type { ApiClient } from '@citylife/api-client';
import { eq } from 'drizzle-orm';
import { pages } from '../db/schema/index.js';
import { seedContent } from '../modules/content/content.seed.js';
import { creditBalance } from '../modules/member/member.service.js';
import { SEEDED_AT } from '../test/clock.js';
import { addToCart, selfPick } from '../test/commerce.js';
import { useTestServer, useTestUser } from '../test/harness.js';

const server = useTestServer({ at: SEEDED_AT });
const admin = useTestUser(server, { roles: ['admin'] });
const member = useTestUser(server);

const LOCALES = ['zh-Hans', 'en', 'mn'] as const;
/** A visitor reading in `locale` (any header value, known or not). */
const visitor = (locale: string) => server.clientFor(undefined, undefined, locale);
/** A signed-in user reading in `locale`. */
const as = (user: { token: string; id: number }, locale: string) =>
  server.clientFor(user.token, user.id, locale);

const page = (client: ApiClient, id: number) =>
  client.call((c) => c.GET('/page/getById/{id}', { params: { path: { id } } }));
const banners = (client: ApiClient) =>
  client.call((c) => c.GET('/banner/search/', { params: { query: { group: 'indexslider' } } }));
const item = (client: ApiClient, id: number) =>
  client.call((c) => c.GET('/item/getById/{id}', { params: { path: { id } } }));

describe('built-in texts', () => {
  it('answers the About page in the caller language, the original for an unknown one', async () => {
    const titles = await Promise.all(
      [...LOCALES, 'fr'].map(async (locale) => (await page(visitor(locale), 1)).title),
    );
    expect(titles).toEqual(['关于我们', 'About us', 'Бидний тухай', '关于我们']);
    expect((await page(visitor('mn'), 1)).content).toContain('<h3>Ажлын цаг</h3>');
    expect((await page(visitor('en'), 1)).content).toContain(
      '<a href="tel:400-820-0163">400-820-0163</a>',
    );
  });

  it('says in Vary that answers depend on the caller language', async () => {
    const response = await fetch(`${server.baseUrl}/page/getById/1`, {
      headers: { 'x-request-locale': 'mn' },
    });
    expect(response.headers.get('vary')).toMatch(/x-request-locale/i);
    const body = (await response.json()) as { data: { title: string } };
    expect(body.data.title).toBe('Бидний тухай');
  });

  it('captions the banners in the caller language', async () => {
    const captions = await Promise.all(
      LOCALES.map(async (locale) => (await banners(visitor(locale))).map((b) => b.title)),
    );
    expect(captions).toEqual([
      ['新鲜蔬菜每日达', '草原文化景区', '景区地图导览'],
      ['Fresh vegetables every day', 'Grassland culture park', 'Scenic area map guide'],
      ['Өдөр бүр шинэ ногоо', 'Тал нутгийн соёлын цогцолбор', 'Аялалын бүсийн газрын зураг'],
    ]);
  });

  it('names member levels, privileges and top-up choices in the caller language', async () => {
    const read = async (locale: string) => {
      const levels = await visitor(locale).call((c) => c.GET('/member/getAllLevels/'));
      const { slots } = await as(member, locale).call((c) => c.GET('/member/getTopupProfile/'));
      return {
        levels: levels.map((level) => level.name),
        privilege: levels[0]!.privileges[0],
        topup: slots[1]!.label,
      };
    };
    expect(await read('zh-Hans')).toEqual({
      levels: ['普通会员', '金卡会员', '钻石会员'],
      privilege: { id: 1, name: '积分兑换', description: '积分可在礼品店兑换商品' },
      topup: '充100元送5元',
    });
    expect(await read('en')).toEqual({
      levels: ['Standard member', 'Gold member', 'Diamond member'],
      privilege: {
        id: 1,
        name: 'Points exchange',
        description: 'Exchange points for goods at the gift shop',
      },
      topup: 'Top up ¥100, get ¥5 free',
    });
    expect(await read('mn')).toEqual({
      levels: ['Энгийн гишүүн', 'Алтан гишүүн', 'Алмазан гишүүн'],
      privilege: {
        id: 1,
        name: 'Оноо солилцох',
        description: 'Оноогоо бэлэгний дэлгүүрт бараагаар сольж болно',
      },
      topup: '100 юань цэнэглээд 5 юань бэлэг',
    });
  });
});

describe('memos the server writes', () => {
  it('read in the reader language, with what a person typed kept as typed', async () => {
    const user = await server.createUser();
    await server.database.db.transaction(async (tx) => {
      await creditBalance(tx, {
        userId: user.id,
        cents: 10500,
        memo: { key: 'topupWithBonus', params: { amount: '100.00', bonus: '5.00' } },
        now: server.clock.now(),
      });
      await creditBalance(tx, {
        userId: user.id,
        cents: 100,
        memo: { key: 'paycode' },
        note: '收银台 2',
        now: new Date(server.clock.now().getTime() + 1000),
      });
    });
    const memos = async (locale: string) =>
      (await as(user, locale).call((c) => c.GET('/member/getAccountLog/'))).map(
        (entry) => entry.memo,
      );
    expect(await memos('zh-Hans')).toEqual([
      '付款码支付 收银台 2',
      '充值 100.00 元（含赠送 5.00 元）',
    ]);
    expect(await memos('en')).toEqual([
      'Pay code payment 收银台 2',
      'Top-up of ¥100.00 (¥5.00 bonus included)',
    ]);
    expect(await memos('mn')).toEqual([
      'Төлбөрийн кодоор төлсөн 收银台 2',
      '100.00 юанийн цэнэглэлт (5.00 юанийн урамшуулал орсон)',
    ]);
  });
});

describe('published content', () => {
  it('keeps an event translations and answers each language, the original where one is missing', async () => {
    const body = {
      title: '草原徒步',
      description: '沿锡尼河徒步10公里。',
      startTime: new Date(SEEDED_AT.getTime() + 48 * 3600_000).toISOString(),
      endTime: new Date(SEEDED_AT.getTime() + 54 * 3600_000).toISOString(),
      maxEnrol: 5,
      tags: ['户外'],
      translations: {
        en: { title: 'Grassland hike', description: 'A 10 km walk along the Xini River.' },
        // No Mongolian description: it reads in the original. Unknown fields are dropped.
        mn: { title: 'Тал нутгаар явган аялал', state: 'ended' },
      },
    };
    const created = await as(admin, 'en').call((c) => c.POST('/event/update', { body }));
    expect(created.title).toBe('Grassland hike');
    const read = (locale: string) =>
      visitor(locale).call((c) =>
        c.GET('/event/getById/{id}', { params: { path: { id: created.id } } }),
      );
    expect(await read('zh-Hans')).toMatchObject({ title: '草原徒步', state: 'open' });
    expect(await read('en')).toMatchObject({
      title: 'Grassland hike',
      description: 'A 10 km walk along the Xini River.',
    });
    expect(await read('mn')).toMatchObject({
      title: 'Тал нутгаар явган аялал',
      description: '沿锡尼河徒步10公里。',
      state: 'open',
    });
    // An update without translations keeps them.
    const { translations: _kept, ...withoutTranslations } = body;
    await as(admin, 'en').call((c) =>
      c.POST('/event/update', { body: { ...withoutTranslations, id: created.id, maxEnrol: 6 } }),
    );
    expect(await read('en')).toMatchObject({ title: 'Grassland hike', maxEnrol: 6 });
  });

  it('keeps the name of an added map point in each language', async () => {
    const added = await as(member, 'mn').call((c) =>
      c.POST('/tour/addAttraction', {
        body: {
          latlng: '39.814396,108.628184',
          name: '新开冷饮店',
          type: 'store',
          pics: [],
          translations: {
            en: { name: 'New cold drinks shop' },
            mn: { name: 'Шинэ хүйтэн ундааны дэлгүүр' },
          },
        },
      }),
    );
    expect(added.name).toBe('Шинэ хүйтэн ундааны дэлгүүр');
    const names = await Promise.all(
      LOCALES.map(async (locale) => {
        const detail = await visitor(locale).call((c) =>
          c.GET('/tour/getAttractionById/{id}', { params: { path: { id: added.id } } }),
        );
        return detail.name;
      }),
    );
    expect(names).toEqual(['新开冷饮店', 'New cold drinks shop', 'Шинэ хүйтэн ундааны дэлгүүр']);
  });

  it('answers the seeded tour in each language', async () => {
    const site = (locale: string) =>
      visitor(locale).call((c) => c.GET('/tour/getSiteById/{id}', { params: { path: { id: 1 } } }));
    expect((await site('zh-Hans')).name).toBe('草原文化景区');
    expect(await site('en')).toMatchObject({
      name: 'Grassland Culture Park',
      address: 'Hanggin Banner, Ordos, Inner Mongolia',
      openHours: 'Monday to Friday 9:30-20:00, weekends 8:30-21:00',
    });
    const mn = await site('mn');
    expect(mn.name).toBe('Тал нутгийн соёлын цогцолбор');
    expect(mn.places[0]).toMatchObject({ name: 'Жуулчны төв' });
    // A route's stop notes, and a stop without one.
    const notes = await Promise.all(
      LOCALES.map(async (locale) => {
        const route = await visitor(locale).call((c) =>
          c.GET('/tour/getRouteById/{id}', { params: { path: { id: 1 } } }),
        );
        return route.stops.map((stop) => stop.note);
      }),
    );
    expect(notes).toEqual([
      [undefined, undefined, undefined, '日落前一小时光线最好。'],
      [undefined, undefined, undefined, 'The light is best in the hour before sunset.'],
      [undefined, undefined, undefined, 'Нар жаргахаас нэг цагийн өмнө гэрэл хамгийн сайхан.'],
    ]);
  });

  it('never answers a cached catalogue item in another language', async () => {
    // The same item three times in a row: each language from its own cache entry.
    for (let round = 0; round < 2; round += 1) {
      expect((await item(visitor('en'), 1)).name).toBe('Hami melon from Xinjiang');
      expect((await item(visitor('zh-Hans'), 1)).name).toBe('新疆哈密瓜');
      expect((await item(visitor('mn'), 1)).name).toBe('Шинжааны Хами гуа');
    }
    // An item without translations reads in the original in every language.
    const names = await Promise.all(
      LOCALES.map(async (locale) => (await item(visitor(locale), 3)).name),
    );
    expect(new Set(names).size).toBe(1);
    const categories = await Promise.all(
      LOCALES.map((locale) =>
        visitor(locale).call((c) =>
          c.GET('/category/getById/{id}', { params: { path: { id: 'FRUIT' } } }),
        ),
      ),
    );
    expect(categories.map((category) => category.name)).toEqual(['水果', 'Fruit', 'Жимс']);
  });
});

describe('the cart', () => {
  it('names each line by its item in the reader language, at checkout too', async () => {
    const shopper = member;
    // Every answer that holds the cart: adding, reading, and checking out.
    const added = await addToCart(as(shopper, 'mn'), 1, 1, { 规格: '1个装', 等级: '一级' });
    expect(added.items.map((line) => line.name)).toEqual(['Шинжааны Хами гуа']);
    const names = await Promise.all(
      LOCALES.map(async (locale) => {
        const cart = await as(shopper, locale).call((c) => c.POST('/shoppingcart/getByUser/'));
        return cart.items[0]!.name;
      }),
    );
    expect(names).toEqual(['新疆哈密瓜', 'Hami melon from Xinjiang', 'Шинжааны Хами гуа']);
    const totals = await as(shopper, 'en').call((c) =>
      c.POST('/shoppingcart/checkoutValidate/', { body: selfPick() }),
    );
    expect(totals.items[0]).toMatchObject({ name: 'Hami melon from Xinjiang' });
    expect(totals.items[0]).not.toHaveProperty('translations');
  });
});

describe('the seed', () => {
  it('gives a database seeded before translations existed the seed ones, keeping any set since', async () => {
    const db = server.database.db;
    await db.update(pages).set({ translations: {} }).where(eq(pages.id, 1));
    await db
      .update(pages)
      .set({ translations: { en: { title: 'Our privacy' } } })
      .where(eq(pages.id, 2));
    await seedContent(db, server.clock.now());
    const [about] = await db.select().from(pages).where(eq(pages.id, 1));
    const [privacy] = await db.select().from(pages).where(eq(pages.id, 2));
    expect(about!.translations.mn?.title).toBe('Бидний тухай');
    expect(privacy!.translations).toEqual({ en: { title: 'Our privacy' } });
  });
});
