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
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './users.js';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull();
const textArray = (name: string) => text(name).array().notNull().default([]);

// ---------------------------------------------------------------------------------------
// Tourism

export const tourCities = pgTable('tour_cities', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  banner: text('banner').notNull(),
  seq: integer('seq').notNull().default(0),
});

export const tourSites = pgTable(
  'tour_sites',
  {
    id: serial('id').primaryKey(),
    cityId: integer('city_id')
      .notNull()
      .references(() => tourCities.id),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    banner: text('banner').notNull(),
    pics: textArray('pics'),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    address: text('address').notNull().default(''),
    openHours: text('open_hours').notNull().default(''),
    seq: integer('seq').notNull().default(0),
  },
  (table) => [index('tour_sites_city_idx').on(table.cityId, table.seq)],
);

/** Places of sites (and of the AR view), found near a point through the coordinate index. */
export const tourPlaces = pgTable(
  'tour_places',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id').references(() => tourSites.id),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    banner: text('banner').notNull(),
    seq: integer('seq').notNull().default(0),
  },
  (table) => [
    index('tour_places_location_idx').on(table.latitude, table.longitude),
    index('tour_places_site_idx').on(table.siteId, table.seq),
  ],
);

export const tourRoutes = pgTable(
  'tour_routes',
  {
    id: serial('id').primaryKey(),
    cityId: integer('city_id')
      .notNull()
      .references(() => tourCities.id),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    banner: text('banner').notNull(),
    /** Length in metres. */
    distance: integer('distance').notNull(),
    /** Suggested time in minutes, stops included. */
    duration: integer('duration').notNull(),
    seq: integer('seq').notNull().default(0),
  },
  (table) => [index('tour_routes_city_idx').on(table.cityId, table.seq)],
);

export const tourRouteStops = pgTable(
  'tour_route_stops',
  {
    routeId: integer('route_id')
      .notNull()
      .references(() => tourRoutes.id, { onDelete: 'cascade' }),
    seq: smallint('seq').notNull(),
    placeId: integer('place_id')
      .notNull()
      .references(() => tourPlaces.id),
    stayMinutes: integer('stay_minutes'),
    note: text('note'),
  },
  (table) => [primaryKey({ columns: [table.routeId, table.seq] })],
);

/** Attractions of the scenic-area map: the seeded ones and points added by members. */
export const tourAttractions = pgTable(
  'tour_attractions',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    /** play, hotel, canteen, store, facility, show, toilet, gallery or misc. */
    type: text('type').notNull(),
    icon: text('icon').notNull(),
    img: text('img').notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    /** Ticket packages: ticketA, ticketB, ticketC, ticketD. */
    tags: textArray('tags'),
    description: text('description').notNull().default(''),
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
  latitude: doublePrecision('latitude').notNull(),
  longitude: doublePrecision('longitude').notNull(),
});

/** Undirected walkable segments between two path nodes. */
export const tourPathEdges = pgTable(
  'tour_path_edges',
  {
    id: integer('id').primaryKey(),
    fromNode: integer('from_node')
      .notNull()
      .references(() => tourPathNodes.id),
    toNode: integer('to_node')
      .notNull()
      .references(() => tourPathNodes.id),
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
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  icon: text('icon').notNull(),
  seq: integer('seq').notNull().default(0),
});

export const classifiedAds = pgTable(
  'classified_ads',
  {
    id: serial('id').primaryKey(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => classifiedCategories.id),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    content: text('content').notNull(),
    /** Asking price in fen; null when negotiable. */
    priceCents: integer('price_cents'),
    contact: text('contact').notNull(),
    mobile: text('mobile').notNull(),
    pics: textArray('pics'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('classified_ads_category_idx').on(table.categoryId, table.updatedAt),
    index('classified_ads_owner_idx').on(table.ownerId, table.updatedAt),
  ],
);

export const classifiedFavorites = pgTable(
  'classified_favorites',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    adId: integer('ad_id')
      .notNull()
      .references(() => classifiedAds.id, { onDelete: 'cascade' }),
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
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    startTime: timestamp('start_time', { withTimezone: true }).notNull(),
    endTime: timestamp('end_time', { withTimezone: true }).notNull(),
    maxEnrol: integer('max_enrol').notNull(),
    /** Places taken by enrolments (kept with each enrolment in one transaction). */
    taken: integer('taken').notNull().default(0),
    tags: textArray('tags'),
    /** Enrolment closed by an admin. */
    closed: boolean('closed').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('events_start_idx').on(table.startTime)],
);

export const eventEnrolments = pgTable(
  'event_enrolments',
  {
    id: serial('id').primaryKey(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
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
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    banner: text('banner').notNull(),
    startTime: timestamp('start_time', { withTimezone: true }).notNull(),
    endTime: timestamp('end_time', { withTimezone: true }).notNull(),
  },
  (table) => [index('polls_start_idx').on(table.startTime)],
);

export const pollItems = pgTable(
  'poll_items',
  {
    id: serial('id').primaryKey(),
    pollId: integer('poll_id')
      .notNull()
      .references(() => polls.id, { onDelete: 'cascade' }),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
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
    pollId: integer('poll_id')
      .notNull()
      .references(() => polls.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    itemId: integer('item_id')
      .notNull()
      .references(() => pollItems.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.pollId, table.userId] })],
);

// ---------------------------------------------------------------------------------------
// Daily price list

export const pricelists = pgTable('pricelists', {
  id: serial('id').primaryKey(),
  /** The day the prices apply to (YYYY-MM-DD). */
  date: date('date').notNull().unique(),
  title: text('title').notNull(),
});

export const pricelistItems = pgTable(
  'pricelist_items',
  {
    id: serial('id').primaryKey(),
    pricelistId: integer('pricelist_id')
      .notNull()
      .references(() => pricelists.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    unit: text('unit').notNull(),
    priceCents: integer('price_cents').notNull(),
    tags: textArray('tags'),
    /** pending, approved or rejected. */
    state: text('state').notNull().default('pending'),
    reviewedBy: integer('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
  },
  (table) => [index('pricelist_items_list_idx').on(table.pricelistId, table.name)],
);

// ---------------------------------------------------------------------------------------
// Content

export const pages = pgTable('pages', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  /** HTML as written by editors; sanitised on output. */
  content: text('content').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

export const banners = pgTable(
  'banners',
  {
    id: serial('id').primaryKey(),
    group: text('group').notNull(),
    title: text('title').notNull().default(''),
    img: text('img').notNull(),
    url: text('url'),
    seq: integer('seq').notNull().default(0),
  },
  (table) => [index('banners_group_idx').on(table.group, table.seq)],
);

export const menus = pgTable('menus', {
  id: serial('id').primaryKey(),
  /** Label per locale: { 'zh-Hans', en, mn }. */
  names: jsonb('names').notNull().$type<Record<string, string>>(),
  icon: text('icon').notNull(),
  url: text('url').notNull(),
  requiresAuth: boolean('requires_auth').notNull().default(false),
  seq: integer('seq').notNull().default(0),
});

export const feedback = pgTable(
  'feedback',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    shopId: integer('shop_id'),
    content: text('content').notNull(),
    contact: text('contact').notNull().default(''),
    clientIp: text('client_ip').notNull().default(''),
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
  id: serial('id').primaryKey(),
  url: text('url').notNull(),
  enabled: boolean('enabled').notNull().default(true),
});

/** Share cards of app pages, matched by path prefix (the longest wins). */
export const shareCards = pgTable('share_cards', {
  id: serial('id').primaryKey(),
  pathPrefix: text('path_prefix').notNull().unique(),
  title: text('title').notNull(),
  desc: text('desc').notNull().default(''),
  imgUrl: text('img_url').notNull(),
});

// ---------------------------------------------------------------------------------------
// Return registration

export const returnRegistrations = pgTable(
  'return_registrations',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    community: text('community').notNull(),
    homeAddress: text('home_address').notNull(),
    name: text('name').notNull(),
    sex: text('sex').notNull(),
    mobile: text('mobile').notNull(),
    idNo: text('id_no').notNull(),
    jobType: text('job_type').notNull(),
    city: text('city').notNull(),
    address: text('address').notNull(),
    train: text('train').notNull().default(''),
    bus: text('bus').notNull().default(''),
    air: text('air').notNull().default(''),
    car: text('car').notNull().default(''),
    carpooling: text('carpooling').notNull().default(''),
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
