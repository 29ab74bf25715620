import type { Db } from '../../db/database.js';
import { mapFeatures } from '../../db/schema/index.js';
import { byId, fillTranslations, insertInBatches, insertMissing } from '../../lib/seeding.js';
import { SEED_ATTRACTIONS, buildMapFeatures, buildPathNetwork } from '../tour/tour.service.js';

/** The map geometry of the scenic area, generated with the tour's path network. */
export async function seedMapFeatures(db: Db): Promise<void> {
  const features = buildMapFeatures(buildPathNetwork(SEED_ATTRACTIONS));
  await insertInBatches(features, 200, async (batch) => {
    await insertMissing(
      db,
      mapFeatures,
      batch.map((feature) => ({
        id: feature.id,
        layer: feature.layer,
        kind: feature.kind,
        name: feature.name,
        translations: feature.translations,
        geometry: feature.geometry,
        properties: feature.properties,
      })),
    );
    // A database seeded before labels had translations gets them, keeping any set since.
    await fillTranslations(db, mapFeatures, batch, byId(mapFeatures));
  });
}
