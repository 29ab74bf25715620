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
