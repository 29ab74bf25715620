// Tables of the map module: the features of the scenic-area map.
import { index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { translations } from './columns.js';

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
    translations: translations(),
    geometry: jsonb('geometry').notNull(),
    properties: jsonb('properties').notNull().default({}),
  },
  (table) => [index('map_features_layer_idx').on(table.layer)],
);
