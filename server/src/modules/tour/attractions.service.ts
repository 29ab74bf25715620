import { and, arrayOverlaps, asc, count, eq, gte, inArray } from 'drizzle-orm';
import { ClockedDbService } from '../../context.js';
import type { OperationRequest } from '../../http/operations.js';
import { tourAttractions } from '../../db/schema/index.js';
import { fail, type Message } from '../../http/errors.js';
import { keptTranslations, localized } from '../../i18n/localized.js';
import type { Locale } from '../../i18n/translate.js';
import { formatLatLng, insideBoundary, parseLatLng, round6 } from './geo.js';
import {
  attractionIcon,
  attractionTypeImage,
  type AttractionTag,
  type AttractionType,
} from './attractionTypes.js';

export type AttractionInput = OperationRequest<'addAttraction'>['body'];

/** Map points one member may add per day. */
export const ATTRACTIONS_PER_DAY = 20;
const PICTURE_PATH = /\.(jpe?g|png|gif|webp|avif|svg)$/i;

type AttractionRow = typeof tourAttractions.$inferSelect;

/** The texts of an attraction that translations may give. */
const ATTRACTION_TEXTS = ['name', 'description'] as const;

function attraction(original: AttractionRow, locale: Locale) {
  const row = { ...original, ...localized(original, locale, ATTRACTION_TEXTS) };
  return {
    id: row.id,
    name: row.name,
    type: row.type as AttractionType,
    icon: row.icon,
    img: row.img,
    latlng: formatLatLng({ lat: row.latitude, lng: row.longitude }),
    tags: row.tags as AttractionTag[],
  };
}

function attractionDetail(row: AttractionRow, locale: Locale) {
  const { description } = localized(row, locale, ATTRACTION_TEXTS);
  return { ...attraction(row, locale), description, pics: row.pics };
}

/** The path of a picture URL, for its file-type check. */
function picturePath(url: string): string {
  try {
    return new URL(url, 'http://local.invalid').pathname;
  } catch {
    return url;
  }
}

/** The map points (attractions) of the scenic area, seeded and added by members. */
export class AttractionService extends ClockedDbService {
  /** Map points of any of the types and any of the tags (all when none is given). */
  async list(types: readonly string[], tags: readonly string[], locale: Locale) {
    const rows = await this.db
      .select()
      .from(tourAttractions)
      .where(
        and(
          types.length ? inArray(tourAttractions.type, [...types]) : undefined,
          tags.length ? arrayOverlaps(tourAttractions.tags, [...tags]) : undefined,
        ),
      )
      .orderBy(asc(tourAttractions.id))
      .limit(1000);
    return rows.map((row) => attraction(row, locale));
  }

  async detail(id: number, locale: Locale) {
    const [row] = await this.db.select().from(tourAttractions).where(eq(tourAttractions.id, id));
    if (!row) throw fail.notFound('tour.attractionNotFound');
    return attractionDetail(row, locale);
  }

  /** Adds a member's map point (at most 20 per member within a day). */
  async add(userId: number, input: AttractionInput, locale: Locale) {
    const point = parseLatLng(input.latlng);
    const name = input.name.trim();
    const errors: Record<string, Message> = {};
    if (!insideBoundary(point)) errors.latlng = { key: 'tour.attraction.outside' };
    if (name === '') errors.name = { key: 'tour.attraction.nameRequired' };
    if (new Set(input.pics).size !== input.pics.length)
      errors.pics = { key: 'tour.attraction.picsRepeated' };
    else if (input.pics.some((url) => !PICTURE_PATH.test(picturePath(url))))
      errors.pics = { key: 'tour.attraction.picsNotPictures' };
    if (Object.keys(errors).length) throw fail.fields(errors);

    const since = new Date(this.now().getTime() - 24 * 3600_000);
    const [added] = await this.db
      .select({ n: count() })
      .from(tourAttractions)
      .where(and(eq(tourAttractions.createdBy, userId), gte(tourAttractions.createdAt, since)));
    if ((added?.n ?? 0) >= ATTRACTIONS_PER_DAY)
      throw fail.tooManyRequests('tour.attraction.tooMany');

    const [row] = await this.db
      .insert(tourAttractions)
      .values({
        name,
        type: input.type,
        icon: attractionIcon(input.type),
        img: input.pics[0] ?? attractionTypeImage(input.type),
        latitude: round6(point.lat),
        longitude: round6(point.lng),
        tags: [],
        description: '',
        pics: input.pics,
        translations: keptTranslations(input.translations, ATTRACTION_TEXTS),
        createdBy: userId,
        createdAt: this.now(),
      })
      .returning();
    return attractionDetail(row!, locale);
  }
}
