// Picture fields take this server's pictures (uploads, its own files) and those of the
// allowed origins only: every other address is refused with 400 and nothing is stored.
import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { classifiedAds, polls, profiles, users } from '../db/schema/index.js';
import { readConfig } from '../config.js';
import { emptyProfile } from '../test/accounts.js';
import { hoursAfterSeed } from '../test/clock.js';
import { useTestServer, type TestUser } from '../test/harness.js';
import { loadContract } from './contract.js';
import { acceptedPicture } from './pictures.js';

const PARTNER = 'https://img.partner.example';
const server = useTestServer({ config: { pictureOrigins: [PARTNER] } });

let pollId: number;
beforeAll(async () => {
  const [poll] = await server.database.db
    .insert(polls)
    .values({
      title: '图片投票',
      description: '',
      banner: '/static/city/poll/poll-1.svg',
      startTime: hoursAfterSeed(-24),
      endTime: hoursAfterSeed(24 * 30),
    })
    .returning({ id: polls.id });
  pollId = poll!.id;
});

/** Every call with a picture field: a valid body around the pictures given. */
const pictureCalls: Record<string, { path: string; body: (pictures: string[]) => object }> = {
  postClassifiedAd: {
    path: '/classified/post/',
    body: (pics) => ({
      categoryId: 1,
      title: '九成新儿童自行车',
      content: '16寸，东胜区自提。',
      price: 120,
      contact: '王女士',
      mobile: '13800138000',
      pics,
    }),
  },
  updateEvent: {
    path: '/event/update',
    body: (pictures) => ({
      title: '草原徒步',
      description: '沿锡尼河徒步10公里。',
      startTime: hoursAfterSeed(48).toISOString(),
      endTime: hoursAfterSeed(54).toISOString(),
      maxEnrol: 5,
      tags: ['户外'],
      pictures,
    }),
  },
  enrollPollItem: {
    path: '/poll/enroll/',
    body: (pics) => ({ pollId, title: '草原落日', description: '', pics }),
  },
  createReview: {
    path: '/review/create/',
    body: (pics) => ({ targetType: 'shop', targetId: 1, rating: 5, content: '很好', pics }),
  },
  addAttraction: {
    path: '/tour/addAttraction',
    body: (pics) => ({ latlng: '39.812556,108.628734', name: '冷饮店', type: 'store', pics }),
  },
  saveProfile: {
    path: '/user/saveProfile/',
    body: ([avatar = '']) => ({ ...emptyProfile, avatar }),
  },
};

/** A call of `user` to `path`, in `locale`, addressed to the server as `host`. */
async function send(
  user: TestUser,
  path: string,
  body: object,
  options: { locale?: string; host?: string } = {},
) {
  const answer = await server.app.inject({
    method: 'POST',
    url: path,
    headers: {
      'x-requested-with': 'XMLHttpRequest',
      'x-request-locale': options.locale ?? 'en',
      token: user.token,
      ...(options.host ? { host: options.host } : {}),
    },
    payload: body,
  });
  return {
    status: answer.statusCode,
    body: answer.json<{ code: number; data?: unknown; message?: string }>(),
  };
}

const FOREIGN = [
  'https://evil.example/x.jpg',
  'http://evil.example/uploads/citylife/classified/1/x.jpg',
  '//evil.example/uploads/x.jpg',
  '/\\evil.example/uploads/x.jpg',
  'https://img.partner.example.evil.example/x.jpg',
  'http://127.0.0.1:9/uploads/x.jpg',
  '/uploads/../api/openapi.yaml',
  '/api/health',
  'https://user:secret@img.partner.example/x.jpg',
];

type Schema = { [key: string]: unknown };

/** The body fields holding an address (a pattern of `http(s)://` or a path) not marked as pictures. */
function unmarkedAddresses(schema: unknown, at: string[] = []): string[] {
  if (schema === null || typeof schema !== 'object' || Array.isArray(schema)) return [];
  const node = schema as Schema;
  if (node['x-picture-url'] === true) return [];
  const found: string[] = [];
  if (typeof node.pattern === 'string' && node.pattern.includes('https?://'))
    found.push(at.join('.'));
  for (const keyword of ['allOf', 'anyOf', 'oneOf']) {
    for (const branch of (node[keyword] as unknown[] | undefined) ?? []) {
      found.push(...unmarkedAddresses(branch, at));
    }
  }
  for (const [name, property] of Object.entries((node.properties as Schema | undefined) ?? {})) {
    found.push(...unmarkedAddresses(property, [...at, name]));
  }
  if (node.items !== undefined) found.push(...unmarkedAddresses(node.items, [...at, '*']));
  return [...new Set(found)];
}

describe('picture fields', () => {
  it('are every field the contract marks, and the only addresses requests carry are pictures or pages', () => {
    const unmarked = Object.fromEntries(
      loadContract()
        .operations.map((operation) => [
          operation.operationId,
          unmarkedAddresses(operation.schema.body),
        ])
        .filter(([, fields]) => fields!.length > 0),
    );
    // The page the payment returns to: an address of the app, not a picture.
    expect(unmarked).toEqual({
      getAlipayPackage: ['returnUrl'],
      getUnionPayPackage: ['returnUrl'],
      startApplePaySession: ['validationURL'],
    });
    const marked = Object.fromEntries(
      loadContract()
        .operations.filter((operation) => operation.pictureFields.length > 0)
        .map((operation) => [
          operation.operationId,
          operation.pictureFields.map((f) => f.join('.')),
        ]),
    );
    expect(marked).toEqual({
      postClassifiedAd: ['pics.*'],
      updateClassifiedAd: ['pics.*'],
      updateEvent: ['pictures.*'],
      enrollPollItem: ['pics.*'],
      createReview: ['pics.*'],
      addAttraction: ['pics.*'],
      saveProfile: ['avatar'],
    });
    expect(Object.keys(pictureCalls).sort()).toEqual(
      Object.keys(marked)
        .filter((id) => id !== 'updateClassifiedAd')
        .sort(),
    );
  });

  it('refuse foreign and `//host` addresses with 400 naming the field, in parallel, storing nothing', async () => {
    const ads = async () =>
      (await server.database.db.select({ n: count() }).from(classifiedAds))[0]!.n;
    const before = await ads();
    const user = await server.createUser();
    const attempts = Object.entries(pictureCalls).flatMap(([operation, call]) =>
      FOREIGN.map(async (address) => {
        const pictures = operation === 'saveProfile' ? [address] : ['/uploads/ok.jpg', address];
        const answer = await send(user, call.path, call.body(pictures));
        return { operation, address, ...answer };
      }),
    );
    for (const answer of await Promise.all(attempts)) {
      const field =
        { saveProfile: 'avatar', updateEvent: 'pictures.1' }[answer.operation] ?? 'pics.1';
      expect(answer.status, `${answer.operation} ${answer.address}`).toBe(400);
      expect(answer.body.message).toBe(`${field} must be a picture uploaded to this server`);
    }
    expect(await ads()).toBe(before);
    const [profile] = await server.database.db
      .select()
      .from(profiles)
      .where(eq(profiles.userId, user.id));
    expect(profile).toBeUndefined();
    const [info] = await server.database.db
      .select({ avatar: users.avatar })
      .from(users)
      .where(eq(users.id, user.id));
    expect(info!.avatar).toBe('');
  });

  it('say so in every language', async () => {
    const user = await server.createUser();
    const messages = await Promise.all(
      ['zh-Hans', 'en', 'mn'].map(async (locale) => {
        const { path, body } = pictureCalls.saveProfile!;
        return (await send(user, path, body(['https://evil.example/a.png']), { locale })).body
          .message;
      }),
    );
    expect(messages).toEqual([
      'avatar 必须是上传到本站的图片',
      'avatar must be a picture uploaded to this server',
      'avatar нь энэ серверт байршуулсан зураг байх ёстой',
    ]);
  });

  it("take uploads, the server's own files, its upload addresses and the allowed origins", async () => {
    const taken = [
      '/uploads/citylife/classified/1/0123456789abcdef0123456789abcdef.jpg',
      '/static/city/classified/photo-bike.svg',
      `${PARTNER}/photos/a.jpg`,
    ];
    for (const [operation, call] of Object.entries(pictureCalls)) {
      const pictures = operation === 'saveProfile' ? [taken[0]!] : taken;
      const answer = await send(await server.createUser(), call.path, call.body(pictures));
      expect(answer.status, `${operation}: ${JSON.stringify(answer.body)}`).toBe(200);
    }
    const user = await server.createUser();
    const ad = await send(user, '/classified/post/', pictureCalls.postClassifiedAd!.body(taken));
    expect((ad.body.data as { pics: string[] }).pics).toEqual(taken);
    const avatar = await send(user, '/user/saveProfile/', pictureCalls.saveProfile!.body(['']));
    expect((avatar.body.data as { avatar: string }).avatar).toBe('');
  });

  it('keep an upload address of the origin the client called as its path alone', async () => {
    const user = await server.createUser();
    const upload = '/uploads/citylife/avatar/9/0123456789abcdef0123456789abcdef.png';
    const answer = await send(
      user,
      '/user/saveProfile/',
      pictureCalls.saveProfile!.body([`http://attacker.example${upload}`]),
      { host: 'attacker.example' },
    );
    expect(answer.status).toBe(200);
    expect((answer.body.data as { avatar: string }).avatar).toBe(upload);
  });
});

describe('allowed picture origins', () => {
  it('are read from PICTURE_ORIGINS as browsers write origins, and nothing else is taken', () => {
    expect(readConfig({}).pictureOrigins).toEqual([]);
    expect(
      readConfig({ PICTURE_ORIGINS: 'https://CDN.example.com:443, http://img.example:8080' })
        .pictureOrigins,
    ).toEqual(['https://cdn.example.com', 'http://img.example:8080']);
    for (const bad of [
      'cdn.example.com',
      'https://cdn.example.com/pictures',
      'ftp://cdn.example',
    ]) {
      expect(() => readConfig({ PICTURE_ORIGINS: bad }), bad).toThrow(/PICTURE_ORIGINS/);
    }
  });

  it('may be shown by pages: the Content Security Policy lets pictures come from them', async () => {
    const answer = await server.app.inject({ url: '/api/health' });
    const policy = String(answer.headers['content-security-policy']);
    expect(policy).toMatch(new RegExp(`img-src 'self' data: blob: ${PARTNER}(;|$)`));
  });
});

describe('acceptedPicture', () => {
  const sources = { publicUrl: 'https://shop.example.com', pictureOrigins: [PARTNER] };

  it('keeps the public address, paths and allowed origins, and reads addresses as a browser', () => {
    const origin = 'http://127.0.0.1:8080';
    const cases: [string, string | undefined][] = [
      ['', ''],
      ['/uploads/citylife/a.jpg', '/uploads/citylife/a.jpg'],
      ['/uploads/./citylife/a.jpg', '/uploads/citylife/a.jpg'],
      ['/static/items/1.svg', '/static/items/1.svg'],
      [
        'https://shop.example.com/uploads/citylife/a.jpg',
        'https://shop.example.com/uploads/citylife/a.jpg',
      ],
      ['https://SHOP.example.com:443/uploads/a.jpg', 'https://shop.example.com/uploads/a.jpg'],
      ['http://127.0.0.1:8080/uploads/citylife/a.jpg', '/uploads/citylife/a.jpg'],
      [`${PARTNER}/any/path.webp`, `${PARTNER}/any/path.webp`],
      ['https://shop.example.com/api/docs', undefined],
      ['http://127.0.0.1:8081/uploads/a.jpg', undefined],
      ['//shop.example.com/uploads/a.jpg', undefined],
      ['/\\evil.example/uploads/a.jpg', undefined],
      ['/uploads/%2e%2e/api/docs', undefined],
      ['javascript:alert(1)', undefined],
      ['data:image/png;base64,AAAA', undefined],
      ['uploads/a.jpg', undefined],
    ];
    for (const [value, kept] of cases) {
      expect(acceptedPicture(value, sources, origin), value).toBe(kept);
    }
  });
});
