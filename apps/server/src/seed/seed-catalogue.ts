import type { Database } from '../platform/db/database.js';
import { createProductsRepository, type NewCatalogueItem } from '../products/repository.js';
import { createSeasonsRepository } from '../seasons/repository.js';
import { type CatalogueOptions, generateCatalogue } from './catalogue.js';
import { generateSeasons } from './catalogue-seasons.js';
import type { Random } from './random.js';

export type SeedCatalogueOptions = CatalogueOptions & { now: number; batchSize?: number };

/**
 * Style-colours per insert round: enough to amortise round trips; a round of 1,000 built about
 * 120 MB of statement and parameters at once, which took the first start over its memory budget.
 */
const CATALOGUE_BATCH_SIZE = 200;

/**
 * Seeds the seasons and the generated catalogue through `db` (pass the seed's transaction),
 * generating and inserting in batches so memory stays flat even for 100,000 style-colours.
 */
export const seedCatalogue = async (db: Database, random: Random, options: SeedCatalogueOptions) => {
  const seasons = generateSeasons(random, options.now);
  await createSeasonsRepository(db).insertMany(seasons);
  const products = createProductsRepository(db);
  const batchSize = options.batchSize ?? CATALOGUE_BATCH_SIZE;
  let batch: NewCatalogueItem[] = [];
  let styleColors = 0;
  let images = 0;
  for (const item of generateCatalogue(random, options)) {
    batch.push(item);
    styleColors++;
    images += item.images.length;
    if (batch.length >= batchSize) {
      await products.insertMany(batch);
      batch = [];
    }
  }
  await products.insertMany(batch);
  return { seasons: seasons.length, styleColors, images };
};
