// Tables of city life and tourism: tour content, the scenic-area map and path network,
// classified ads, events, polls, the daily price list, content (pages, banners, menus,
// feedback, areas, jump links, share cards) and return registrations.
import {
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import {
  coordinates,
  createdAt,
  ownedBy,
  refersTo,
  seq,
  serialId,
  textArray,
  textOrEmpty,
  timestamptz,
  updatedAt,
} from './columns.js';
import { users, userId } from './users.js';

// ---------------------------------------------------------------------------------------
// Tourism

export const tourCities = pgTable('tour_cities', {
  id: serialId(),
  name: text('name').notNull(),
  description: textOrEmpty('description'),
  banner: text('banner').notNull(),
  seq: seq(),
});

export const tourSites = pgTable(
  'tour_sites',
  {
    id: serialId(),
    cityId: refersTo('city_id', () => tourCities.id),
    name: text('name').notNull(),
    description: textOrEmpty('description'),
    banner: text('banner').notNull(),
    pics: textArray('pics'),
    ...coordinates(),
    address: textOrEmpty('address'),
    openHours: textOrEmpty('open_hours'),
    seq: seq(),
  },
  (table) => [index('tour_sites_city_idx').on(table.cityId, table.seq)],
);

/** Places of sites (and of the AR view), found near a point through the coordinate index. */
export const tourPlaces = pgTable(
  'tour_places',
  {
    id: serialId(),
    siteId: integer('site_id').references(() => tourSites.id),
    name: text('name').notNull(),
    description: textOrEmpty('description'),
    ...coordinates(),
    banner: text('banner').notNull(),
    seq: seq(),
  },
  (table) => [
    index('tour_places_location_idx').on(table.latitude, table.longitude),
    index('tour_places_site_idx').on(table.siteId, table.seq),
  ],
);

export const tourRoutes = pgTable(
  'tour_routes',
  {
    id: serialId(),
    cityId: refersTo('city_id', () => tourCities.id),
    name: text('name').notNull(),
    description: textOrEmpty('description'),
    banner: text('banner').notNull(),
    /** Length in metres. */
    distance: integer('distance').notNull(),
    /** Suggested time in minutes, stops included. */
    duration: integer('duration').notNull(),
    seq: seq(),
  },
  (table) => [index('tour_routes_city_idx').on(table.cityId, table.seq)],
);

export const tourRouteStops = pgTable(
  'tour_route_stops',
  {
    routeId: ownedBy('route_id', () => tourRoutes.id),
    seq: smallint('seq').notNull(),
    placeId: refersTo('place_id', () => tourPlaces.id),
    stayMinutes: integer('stay_minutes'),
    note: text('note'),
  },
  (table) => [primaryKey({ columns: [table.routeId, table.seq] })],
);

/** Attractions of the scenic-area map: the seeded ones and points added by members. */
export const tourAttractions = pgTable(
  'tour_attractions',
  {
    id: serialId(),
    name: text('name').notNull(),
    /** play, hotel, canteen, store, facility, show, toilet, gallery or misc. */
    type: text('type').notNull(),
    icon: text('icon').notNull(),
    img: text('img').notNull(),
    ...coordinates(),
    /** Ticket packages: ticketA, ticketB, ticketC, ticketD. */
    tags: textArray('tags'),
    description: textOrEmpty('description'),
    pics: textArray('pics'),
    /** The member who added the point; null for seeded attractions. */
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [
    index('tour_attractions_type_idx').on(table.type),
    index('tour_attractions_creator_idx').on(table.createdBy, table.createdAt),
  ],
);

/** Nodes of the walking-path network of the scenic area. */
export const tourPathNodes = pgTable('tour_path_nodes', {
  id: integer('id').primaryKey(),
  ...coordinates(),
});

/** Undirected walkable segments between two path nodes. */
export const tourPathEdges = pgTable(
  'tour_path_edges',
  {
    id: integer('id').primaryKey(),
    fromNode: refersTo('from_node', () => tourPathNodes.id),
    toNode: refersTo('to_node', () => tourPathNodes.id),
    /** Length in metres. */
    length: doublePrecision('length').notNull(),
  },
  (table) => [uniqueIndex('tour_path_edges_nodes_idx').on(table.fromNode, table.toNode)],
);

/**
 * Geometry of the scenic-area map (GeoJSON in WGS 84): the boundary, land cover, water,
 * roads, paths, buildings, labels and the named zones used by reverse geocoding.
 */
export const mapFeatures = pgTable(
  'map_features',
  {
    id: integer('id').primaryKey(),
    /** Vector-tile layer: boundary, landcover, water, waterway, transportation, building, label, zone. */
    layer: text('layer').notNull(),
    /** Class within the layer (grass, sand, lake, path, primary, yurt...). */
    kind: text('kind').notNull(),
    name: text('name'),
    geometry: jsonb('geometry').notNull(),
    properties: jsonb('properties').notNull().default({}),
  },
  (table) => [index('map_features_layer_idx').on(table.layer)],
);

// ---------------------------------------------------------------------------------------
// Classified ads

export const classifiedCategories = pgTable('classified_categories', {
  id: serialId(),
  name: text('name').notNull(),
  icon: text('icon').notNull(),
  seq: seq(),
});

export const classifiedAds = pgTable(
  'classified_ads',
  {
    id: serialId(),
    categoryId: refersTo('category_id', () => classifiedCategories.id),
    ownerId: ownedBy('owner_id', () => users.id),
    title: text('title').notNull(),
    content: text('content').notNull(),
    /** Asking price in fen; null when negotiable. */
    priceCents: integer('price_cents'),
    contact: text('contact').notNull(),
    mobile: text('mobile').notNull(),
    pics: textArray('pics'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('classified_ads_category_idx').on(table.categoryId, table.updatedAt),
    index('classified_ads_owner_idx').on(table.ownerId, table.updatedAt),
  ],
);

export const classifiedFavorites = pgTable(
  'classified_favorites',
  {
    userId: userId(),
    adId: ownedBy('ad_id', () => classifiedAds.id),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.adId] }),
    index('classified_favorites_user_idx').on(table.userId, table.createdAt),
  ],
);

// ---------------------------------------------------------------------------------------
// Events

export const events = pgTable(
  'events',
  {
    id: serialId(),
    title: text('title').notNull(),
    description: textOrEmpty('description'),
    startTime: timestamptz('start_time').notNull(),
    endTime: timestamptz('end_time').notNull(),
    maxEnrol: integer('max_enrol').notNull(),
    /** Places taken by enrolments (kept with each enrolment in one transaction). */
    taken: integer('taken').notNull().default(0),
    tags: textArray('tags'),
    /** Enrolment closed by an admin. */
    closed: boolean('closed').notNull().default(false),
    /** Uploaded picture URLs, 0 to 9. */
    pictures: textArray('pictures'),
    /**
     * Review: 'pending' (a member's event waiting for an admin), 'published' (seen by
     * everyone) or 'rejected' (with `rejectReason`). Only published events are listed.
     */
    review: text('review')
      .$type<'pending' | 'published' | 'rejected'>()
      .notNull()
      .default('published'),
    rejectReason: text('reject_reason'),
    /** The member who added the event; null for seeded events. */
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('events_start_idx').on(table.startTime),
    index('events_author_idx').on(table.authorId, table.createdAt),
    index('events_review_idx').on(table.review, table.createdAt),
  ],
);

export const eventEnrolments = pgTable(
  'event_enrolments',
  {
    id: serialId(),
    eventId: ownedBy('event_id', () => events.id),
    /** The member who enrolled; null for enrolments taken offline by the organiser. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    mobile: text('mobile').notNull(),
    quantity: integer('quantity').notNull(),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('event_enrolments_user_idx').on(table.eventId, table.userId)],
);

// ---------------------------------------------------------------------------------------
// Polls

export const polls = pgTable(
  'polls',
  {
    id: serialId(),
    title: text('title').notNull(),
    description: textOrEmpty('description'),
    banner: text('banner').notNull(),
    startTime: timestamptz('start_time').notNull(),
    endTime: timestamptz('end_time').notNull(),
  },
  (table) => [index('polls_start_idx').on(table.startTime)],
);

export const pollItems = pgTable(
  'poll_items',
  {
    id: serialId(),
    pollId: ownedBy('poll_id', () => polls.id),
    ownerId: ownedBy('owner_id', () => users.id),
    title: text('title').notNull(),
    description: textOrEmpty('description'),
    pics: textArray('pics'),
    /** Votes received (paper ballots counted in by the organiser plus one per poll_votes row). */
    votes: integer('votes').notNull().default(0),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('poll_items_owner_idx').on(table.pollId, table.ownerId),
    index('poll_items_votes_idx').on(table.pollId, table.votes),
  ],
);

export const pollVotes = pgTable(
  'poll_votes',
  {
    pollId: ownedBy('poll_id', () => polls.id),
    userId: userId(),
    itemId: ownedBy('item_id', () => pollItems.id),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.pollId, table.userId] })],
);

// ---------------------------------------------------------------------------------------
// Daily price list

export const pricelists = pgTable('pricelists', {
  id: serialId(),
  /** The day the prices apply to (YYYY-MM-DD). */
  date: date('date').notNull().unique(),
  title: text('title').notNull(),
});

export const pricelistItems = pgTable(
  'pricelist_items',
  {
    id: serialId(),
    pricelistId: ownedBy('pricelist_id', () => pricelists.id),
    name: text('name').notNull(),
    unit: text('unit').notNull(),
    priceCents: integer('price_cents').notNull(),
    tags: textArray('tags'),
    /** pending, approved or rejected. */
    state: text('state').notNull().default('pending'),
    reviewedBy: integer('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    reviewedAt: timestamptz('reviewed_at'),
  },
  (table) => [index('pricelist_items_list_idx').on(table.pricelistId, table.name)],
);

// ---------------------------------------------------------------------------------------
// Content

export const pages = pgTable('pages', {
  id: serialId(),
  title: text('title').notNull(),
  /** HTML as written by editors; sanitised on output. */
  content: text('content').notNull(),
  updatedAt: updatedAt(),
});

export const banners = pgTable(
  'banners',
  {
    id: serialId(),
    group: text('group').notNull(),
    title: textOrEmpty('title'),
    img: text('img').notNull(),
    url: text('url'),
    seq: seq(),
  },
  (table) => [index('banners_group_idx').on(table.group, table.seq)],
);

export const menus = pgTable('menus', {
  id: serialId(),
  /** Label per locale: { 'zh-Hans', en, mn }. */
  names: jsonb('names').notNull().$type<Record<string, string>>(),
  icon: text('icon').notNull(),
  url: text('url').notNull(),
  requiresAuth: boolean('requires_auth').notNull().default(false),
  seq: seq(),
});

export const feedback = pgTable(
  'feedback',
  {
    id: serialId(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    shopId: integer('shop_id'),
    content: text('content').notNull(),
    contact: textOrEmpty('contact'),
    clientIp: textOrEmpty('client_ip'),
    createdAt: createdAt(),
  },
  (table) => [index('feedback_created_idx').on(table.createdAt)],
);

/** China's province > city > district tree (GB/T 2260 six-digit codes). */
export const areas = pgTable(
  'areas',
  {
    code: text('code').primaryKey(),
    name: text('name').notNull(),
    /** 1 province, 2 city, 3 district. */
    level: smallint('level').notNull(),
    parentCode: text('parent_code'),
  },
  (table) => [index('areas_level_idx').on(table.level, table.code)],
);

/** Postal codes and the district of the post office that owns each. */
export const postalCodes = pgTable('postal_codes', {
  zip: text('zip').primaryKey(),
  districtCode: text('district_code')
    .notNull()
    .references(() => areas.code),
});

export const jumpLinks = pgTable('jump_links', {
  id: serialId(),
  url: text('url').notNull(),
  enabled: boolean('enabled').notNull().default(true),
});

/** Share cards of app pages, matched by path prefix (the longest wins). */
export const shareCards = pgTable('share_cards', {
  id: serialId(),
  pathPrefix: text('path_prefix').notNull().unique(),
  title: text('title').notNull(),
  desc: textOrEmpty('desc'),
  imgUrl: text('img_url').notNull(),
});

// ---------------------------------------------------------------------------------------
// Return registration

export const returnRegistrations = pgTable(
  'return_registrations',
  {
    id: serialId(),
    userId: userId(),
    community: text('community').notNull(),
    homeAddress: text('home_address').notNull(),
    name: text('name').notNull(),
    sex: text('sex').notNull(),
    mobile: text('mobile').notNull(),
    idNo: text('id_no').notNull(),
    jobType: text('job_type').notNull(),
    city: text('city').notNull(),
    address: text('address').notNull(),
    train: textOrEmpty('train'),
    bus: textOrEmpty('bus'),
    air: textOrEmpty('air'),
    car: textOrEmpty('car'),
    carpooling: textOrEmpty('carpooling'),
    backDate: date('back_date'),
    returnDate: date('return_date'),
    healthCode: text('health_code').notNull(),
    healthState: text('health_state').notNull(),
    /** Body temperature in degrees Celsius. */
    temp: doublePrecision('temp').notNull(),
    tested: text('tested').notNull(),
    lastTestDate: date('last_test_date'),
    createdAt: createdAt(),
  },
  (table) => [index('return_registrations_user_idx').on(table.userId, table.createdAt)],
);
