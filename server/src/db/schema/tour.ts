// Tables of the tour module: cities, sites, places, routes, the scenic area's attractions
// and its walking-path network.
import {
  doublePrecision,
  index,
  integer,
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
  translations,
} from './columns.js';
import { users } from './users.js';

/** What a city, site or route shows on its card: its name, a description and a banner. */
const showcase = () => ({
  name: text('name').notNull(),
  description: textOrEmpty('description'),
  banner: text('banner').notNull(),
  translations: translations(),
});

export const tourCities = pgTable('tour_cities', {
  id: serialId(),
  ...showcase(),
  seq: seq(),
});

export const tourSites = pgTable(
  'tour_sites',
  {
    id: serialId(),
    cityId: refersTo('city_id', () => tourCities.id),
    ...showcase(),
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
    translations: translations(),
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
    ...showcase(),
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
    translations: translations(),
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
    translations: translations(),
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
