import { statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { and, asc, count, eq, gte, isNull } from 'drizzle-orm';
import type { components } from '@citylife/api-client/schema';
import type { AppConfig } from '../../config.js';
import type { ServiceDeps } from '../../context.js';
import type { Db } from '../../db/database.js';
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
import { localized } from '../../i18n/localized.js';
import type { Locale } from '../../i18n/translate.js';
import { loadAreaTrees, type AreaNode } from './areas.js';
import { sanitizeHtml } from './sanitize.js';
import { jsSdkConfig, jsSdkSignature, nonceString } from './wechat.js';

export type BannerGroup = components['schemas']['BannerGroup'];
export type FeedbackInput = components['schemas']['FeedbackInput'];

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

/**
 * The site's content: home menu, banners, pages, jump links, share cards, the area tree
 * and postal codes, feedback, the WeChat JS-SDK signature and the build version.
 */
export class ContentService {
  private areaTrees: Promise<Map<number, AreaNode[]>> | undefined;

  private readonly db: Db;
  private readonly config: Pick<AppConfig, 'publicUrl' | 'secret' | 'wechat'>;
  private readonly now: () => Date;

  constructor({ db, config, now }: ServiceDeps<'db' | 'config' | 'now'>) {
    this.db = db;
    this.config = config;
    this.now = now;
  }

  /** The home menu with names in `locale` (Chinese when missing). */
  async homeMenu(locale: Locale) {
    const rows = await this.db
      .select()
      .from(menus)
      .orderBy(asc(menus.seq), asc(menus.id))
      .limit(50);
    return rows.map((row) => ({
      id: row.id,
      name: row.names[locale] ?? row.names['zh-Hans'] ?? '',
      icon: row.icon,
      url: row.url,
      requiresAuth: row.requiresAuth,
    }));
  }

  /** The banners of a group, captions in `locale` (the original when not translated). */
  async banners(group: BannerGroup, locale: Locale) {
    const rows = await this.db
      .select()
      .from(banners)
      .where(eq(banners.group, group))
      .orderBy(asc(banners.seq), asc(banners.id))
      .limit(20);
    return rows.map((row) => ({
      id: row.id,
      group: row.group as BannerGroup,
      title: localized(row, locale, ['title']).title,
      img: row.img,
      ...(row.url !== null && { url: row.url }),
    }));
  }

  /** The district of a postal code with its city and province. */
  async zipArea(zip: string) {
    const [row] = await this.db
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
    const [city] = await this.db
      .select()
      .from(areas)
      .where(eq(areas.code, row.parent ?? ''));
    const [province] = await this.db
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
  }

  async zipAreaNames(zip: string) {
    const area = await this.zipArea(zip);
    return {
      zip: area.zip,
      province: area.province.name,
      city: area.city.name,
      district: area.district.name,
    };
  }

  /** The area tree down to `depth` (1 to 3), read from the database once. */
  async areaTree(depth: number) {
    this.areaTrees ??= loadAreaTrees(this.db).catch((error: unknown) => {
      this.areaTrees = undefined;
      throw error;
    });
    return (await this.areaTrees).get(depth) ?? [];
  }

  /** A JS-SDK signature for a page of one of the safe domains. */
  wechatSignPackage(url: string, requestHost: string) {
    const host = hostnameOf(url);
    const sdk = jsSdkConfig(this.config.secret, this.ownHosts(requestHost), this.config.wechat);
    if (!host || !sdk.safeDomains.includes(host)) {
      throw fail.unprocessable('content.wechat.unsafeDomain', { host: host ?? '' });
    }
    const timestamp = Math.floor(this.now().getTime() / 1000);
    const nonceStr = nonceString();
    return {
      appId: sdk.appId,
      timestamp,
      nonceStr,
      signature: jsSdkSignature(sdk.ticket, nonceStr, timestamp, url),
    };
  }

  /**
   * Stores a feedback message, at most `FEEDBACK_PER_HOUR` per user (signed out: per client
   * address; `address` is its limit key, `addressKey`, which the row keeps to count by).
   */
  async addFeedback(body: FeedbackInput, userId: number | undefined, address: string) {
    const content = body.content.trim();
    const errors: Record<string, Message> = {};
    if (content === '') errors.content = { key: 'content.feedback.contentRequired' };
    if (body.shopId !== undefined) {
      const [shop] = await this.db
        .select({ id: shops.id })
        .from(shops)
        .where(eq(shops.id, body.shopId));
      if (!shop) errors.shopId = { key: 'content.feedback.noShop' };
    }
    if (Object.keys(errors).length) throw fail.fields(errors);
    const since = new Date(this.now().getTime() - 3600_000);
    const [sent] = await this.db
      .select({ n: count() })
      .from(feedback)
      .where(
        and(
          gte(feedback.createdAt, since),
          userId !== undefined
            ? eq(feedback.userId, userId)
            : and(isNull(feedback.userId), eq(feedback.clientIp, address)),
        ),
      );
    if ((sent?.n ?? 0) >= FEEDBACK_PER_HOUR) throw fail.tooManyRequests('content.feedback.tooMany');
    const [row] = await this.db
      .insert(feedback)
      .values({
        userId: userId ?? null,
        shopId: body.shopId ?? null,
        content,
        contact: body.contact?.trim() ?? '',
        clientIp: address,
        createdAt: this.now(),
      })
      .returning({ id: feedback.id });
    return { id: row!.id };
  }

  /** A page in `locale` (the original when not translated) with its HTML sanitised. */
  async page(id: number, locale: Locale) {
    const [row] = await this.db.select().from(pages).where(eq(pages.id, id));
    if (!row) throw fail.notFound('content.pageNotFound');
    const page = localized(row, locale, ['title', 'content']);
    return { id: page.id, title: page.title, content: sanitizeHtml(page.content) };
  }

  async jump(id: number) {
    const [link] = await this.db
      .select()
      .from(jumpLinks)
      .where(and(eq(jumpLinks.id, id), eq(jumpLinks.enabled, true)));
    if (!link) throw fail.notFound('content.jumpNotFound');
    return { id: link.id, url: link.url };
  }

  /**
   * The share card of a page of this site (the longest matching path prefix), its link
   * without the sharer's channel parameters.
   */
  async shareInfo(link: string, requestHost: string, locale: Locale) {
    let url: URL;
    try {
      url = new URL(link);
    } catch {
      throw fail.badRequest('content.share.badUrl');
    }
    if (!this.ownHosts(requestHost).includes(url.hostname.toLowerCase())) {
      throw fail.unprocessable('content.share.foreignUrl');
    }
    for (const name of [...url.searchParams.keys()]) {
      if (CHANNEL_PARAMETERS.includes(name.toLowerCase())) url.searchParams.delete(name);
    }
    const cards = await this.db.select().from(shareCards);
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
    const { title, desc, imgUrl } = localized(card, locale, ['title', 'desc']);
    return { title, desc, imgUrl, link: url.toString() };
  }

  /** The version of the root package.json and when this build was made. */
  async version() {
    let version: string;
    try {
      version = (JSON.parse(await readFile(rootPackage, 'utf8')) as { version: string }).version;
    } catch {
      throw fail.notFound('content.noVersion');
    }
    return { version, buildTime: buildTime.toISOString() };
  }

  /** This server's host names: the public URL's and the one the request was sent to. */
  private ownHosts(requestHost: string) {
    return [hostnameOf(this.config.publicUrl), requestHost.toLowerCase()].filter(
      (host): host is string => Boolean(host),
    );
  }
}
