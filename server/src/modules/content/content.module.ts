import { clientAddress } from '../../lib/text.js';
import { statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { and, asc, count, eq, gte, isNull } from 'drizzle-orm';
import {
  areas,
  banners,
  feedback,
  jumpLinks,
  menus,
  pages,
  postalCodes,
  shareCards,
  shops,
} from '../../db/schema/index.js';
import { fail, type Message } from '../../http/errors.js';
import { registerMessages } from '../../i18n/translate.js';
import type { ServerModule } from '../registry.js';
import { loadAreaTrees, type AreaNode } from './areas.js';
import en from './locales/en.json' with { type: 'json' };
import mn from './locales/mn.json' with { type: 'json' };
import zhHans from './locales/zh-Hans.json' with { type: 'json' };
import { sanitizeHtml } from './sanitize.js';
import { seedContent } from './seed.js';
import { jsSdkConfig, jsSdkSignature, nonceString } from './wechat.js';

registerMessages('content', { 'zh-Hans': zhHans, en, mn });

/** Feedback messages one user (or, signed out, one client address) may send per hour. */
export const FEEDBACK_PER_HOUR = 5;
/** Query parameters of the sharer's channel, removed from shared links. */
const CHANNEL_PARAMETERS = [
  'channel',
  'channelid',
  'channelcode',
  'channeltype',
  'from',
  'isappinstalled',
];

/** The root package.json (two levels above src/ and dist/ alike). */
const rootPackage = fileURLToPath(new URL('../../../../package.json', import.meta.url));
/** When this build was made: the time its compiled module was written. */
const buildTime = (() => {
  try {
    return statSync(fileURLToPath(import.meta.url)).mtime;
  } catch {
    return new Date();
  }
})();

const hostnameOf = (origin: string) => {
  try {
    return new URL(origin).hostname.toLowerCase();
  } catch {
    return undefined;
  }
};

export const contentModule: ServerModule = {
  name: 'content',
  handlers: ({ db, config, now }) => {
    let areaTrees: Promise<Map<number, AreaNode[]>> | undefined;
    const ownHosts = (requestHost: string) =>
      [hostnameOf(config.publicUrl), requestHost.toLowerCase()].filter((host): host is string =>
        Boolean(host),
      );

    const zipArea = async (zip: string) => {
      const [row] = await db
        .select({
          zip: postalCodes.zip,
          code: areas.code,
          name: areas.name,
          parent: areas.parentCode,
        })
        .from(postalCodes)
        .innerJoin(areas, eq(areas.code, postalCodes.districtCode))
        .where(eq(postalCodes.zip, zip));
      if (!row) throw fail.notFound('content.zipNotFound', { zip });
      const [city] = await db
        .select()
        .from(areas)
        .where(eq(areas.code, row.parent ?? ''));
      const [province] = await db
        .select()
        .from(areas)
        .where(eq(areas.code, city?.parentCode ?? ''));
      if (!city || !province) throw fail.notFound('content.zipNotFound', { zip });
      return {
        zip: row.zip,
        province: { code: province.code, name: province.name },
        city: { code: city.code, name: city.name },
        district: { code: row.code, name: row.name },
      };
    };

    return {
      async getHomeMenu({ locale }) {
        const rows = await db.select().from(menus).orderBy(asc(menus.seq), asc(menus.id)).limit(50);
        return rows.map((row) => ({
          id: row.id,
          name: row.names[locale] ?? row.names['zh-Hans'] ?? '',
          icon: row.icon,
          url: row.url,
          requiresAuth: row.requiresAuth,
        }));
      },

      async searchBanners({ query }) {
        const rows = await db
          .select()
          .from(banners)
          .where(eq(banners.group, query.group))
          .orderBy(asc(banners.seq), asc(banners.id))
          .limit(20);
        return rows.map((row) => ({
          id: row.id,
          group: row.group as typeof query.group,
          title: row.title,
          img: row.img,
          ...(row.url !== null && { url: row.url }),
        }));
      },

      async getAreaByZipCode({ params }) {
        return zipArea(params.zip);
      },

      async getAreaNamesByZipCode({ params }) {
        const area = await zipArea(params.zip);
        return {
          zip: area.zip,
          province: area.province.name,
          city: area.city.name,
          district: area.district.name,
        };
      },

      async getAllAreas({ params }) {
        areaTrees ??= loadAreaTrees(db).catch((error: unknown) => {
          areaTrees = undefined;
          throw error;
        });
        return (await areaTrees).get(params.x) ?? [];
      },

      async getWechatSignPackage({ params, raw }) {
        const url = params.url;
        const host = hostnameOf(url);
        const sdk = jsSdkConfig(config.secret, ownHosts(raw.hostname));
        if (!host || !sdk.safeDomains.includes(host)) {
          throw fail.unprocessable('content.wechat.unsafeDomain', { host: host ?? '' });
        }
        const timestamp = Math.floor(now().getTime() / 1000);
        const nonceStr = nonceString();
        return {
          appId: sdk.appId,
          timestamp,
          nonceStr,
          signature: jsSdkSignature(sdk.ticket, nonceStr, timestamp, url),
        };
      },

      async addFeedback({ body, caller, raw }) {
        const content = body.content.trim();
        const errors: Record<string, Message> = {};
        if (content === '') errors.content = { key: 'content.feedback.contentRequired' };
        if (body.shopId !== undefined) {
          const [shop] = await db
            .select({ id: shops.id })
            .from(shops)
            .where(eq(shops.id, body.shopId));
          if (!shop) errors.shopId = { key: 'content.feedback.noShop' };
        }
        if (Object.keys(errors).length) throw fail.fields(errors);
        const address = clientAddress(raw);
        const since = new Date(now().getTime() - 3600_000);
        const [sent] = await db
          .select({ n: count() })
          .from(feedback)
          .where(
            and(
              gte(feedback.createdAt, since),
              caller
                ? eq(feedback.userId, caller.id)
                : and(isNull(feedback.userId), eq(feedback.clientIp, address)),
            ),
          );
        if ((sent?.n ?? 0) >= FEEDBACK_PER_HOUR)
          throw fail.tooManyRequests('content.feedback.tooMany');
        const [row] = await db
          .insert(feedback)
          .values({
            userId: caller?.id ?? null,
            shopId: body.shopId ?? null,
            content,
            contact: body.contact?.trim() ?? '',
            clientIp: address,
            createdAt: now(),
          })
          .returning({ id: feedback.id });
        return { id: row!.id };
      },

      async getPage({ params }) {
        const [page] = await db.select().from(pages).where(eq(pages.id, params.id));
        if (!page) throw fail.notFound('content.pageNotFound');
        return { id: page.id, title: page.title, content: sanitizeHtml(page.content) };
      },

      async getJump({ params }) {
        const [link] = await db
          .select()
          .from(jumpLinks)
          .where(and(eq(jumpLinks.id, params.id), eq(jumpLinks.enabled, true)));
        if (!link) throw fail.notFound('content.jumpNotFound');
        return { id: link.id, url: link.url };
      },

      async getShareInfo({ query, raw }) {
        let url: URL;
        try {
          url = new URL(query.url);
        } catch {
          throw fail.badRequest('content.share.badUrl');
        }
        if (!ownHosts(raw.hostname).includes(url.hostname.toLowerCase())) {
          throw fail.unprocessable('content.share.foreignUrl');
        }
        for (const name of [...url.searchParams.keys()]) {
          if (CHANNEL_PARAMETERS.includes(name.toLowerCase())) url.searchParams.delete(name);
        }
        const cards = await db.select().from(shareCards);
        const path = url.pathname;
        const card = cards
          .filter(
            (candidate) =>
              candidate.pathPrefix === '/' ||
              path === candidate.pathPrefix ||
              path.startsWith(`${candidate.pathPrefix.replace(/\/$/, '')}/`),
          )
          .sort((a, b) => b.pathPrefix.length - a.pathPrefix.length)[0];
        if (!card) throw fail.notFound('content.share.noCard');
        return { title: card.title, desc: card.desc, imgUrl: card.imgUrl, link: url.toString() };
      },

      async getVersion({ reply }) {
        let version: string;
        try {
          version = (JSON.parse(await readFile(rootPackage, 'utf8')) as { version: string })
            .version;
        } catch {
          throw fail.notFound('content.noVersion');
        }
        await reply
          .type('application/json; charset=utf-8')
          .header('cache-control', 'no-cache')
          .send({ version, buildTime: buildTime.toISOString() });
        return undefined as never;
      },
    };
  },
  seed: seedContent,
};
