import { attractionTagValues, attractionTypeValues, type components } from '@citylife/api-client';

export type AttractionType = components['schemas']['AttractionType'];
export type AttractionTag = components['schemas']['AttractionTag'];
export type Attraction = components['schemas']['Attraction'];
export type AttractionDetail = components['schemas']['AttractionDetail'];

/**
 * Which markers the map shows: attractions of any chosen type (a union) that carry any
 * chosen tag; no tag chosen keeps every tag.
 */
export interface MapFilter {
  types: AttractionType[];
  tags: AttractionTag[];
}

/** The map opens on the rides and activities. */
export const DEFAULT_FILTER: MapFilter = { types: ['play'], tags: [] };

/** Adds or removes one value, keeping the list in its canonical order. */
function toggled<T>(all: readonly T[], chosen: readonly T[], value: T, on: boolean): T[] {
  return all.filter((item) => (item === value ? on : chosen.includes(item)));
}

export function toggleType(filter: MapFilter, type: AttractionType, on: boolean): MapFilter {
  return { ...filter, types: toggled(attractionTypeValues, filter.types, type, on) };
}

export function toggleTag(filter: MapFilter, tag: AttractionTag, on: boolean): MapFilter {
  return { ...filter, tags: toggled(attractionTagValues, filter.tags, tag, on) };
}

/**
 * The query of getAttractions for a filter. The server returns every attraction when no
 * type is given, so no type chosen means no marker at all and needs no call (undefined).
 */
export function attractionQuery(
  filter: MapFilter,
): { type: AttractionType[]; tag?: AttractionTag[] } | undefined {
  if (filter.types.length === 0) return undefined;
  return { type: [...filter.types], ...(filter.tags.length > 0 ? { tag: [...filter.tags] } : {}) };
}

/** A stable key of a filter (to reload the markers when it changes). */
export function filterKey(filter: MapFilter): string {
  return `${filter.types.join('+')}|${filter.tags.join('+')}`;
}

/** Text as searched: compatibility forms folded (full-width letters), lower case, trimmed. */
const searchable = (text: string) => text.normalize('NFKC').toLocaleLowerCase().trim();

/** At most this many attractions are offered for a search. */
export const SEARCH_LIMIT = 8;

/**
 * The attractions whose name (or type, in the reader's language) holds `words`, names that
 * start with them first; none for empty words.
 */
export function searchAttractions(
  attractions: readonly Attraction[],
  words: string,
  typeLabel: (type: AttractionType) => string,
): Attraction[] {
  const wanted = searchable(words);
  if (!wanted) return [];
  const rank = (attraction: Attraction) => {
    const name = searchable(attraction.name);
    if (name.startsWith(wanted)) return 0;
    if (name.includes(wanted)) return 1;
    return searchable(typeLabel(attraction.type)).includes(wanted) ? 2 : undefined;
  };
  return attractions
    .map((attraction) => ({ attraction, rank: rank(attraction) }))
    .filter((found): found is { attraction: Attraction; rank: number } => found.rank !== undefined)
    .sort((a, b) => a.rank - b.rank)
    .slice(0, SEARCH_LIMIT)
    .map((found) => found.attraction);
}
