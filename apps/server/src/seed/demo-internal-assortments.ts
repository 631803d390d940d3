import { fullName, keyInitiativeKey, pillarsByProductType, type SeasonRegion, seasonCode } from '@stride/domain';
import { asc, eq, ne } from 'drizzle-orm';
import type { Database } from '../platform/db/database.js';
import { products } from '../products/tables.js';
import { seasons } from '../seasons/tables.js';
import { users } from '../users/tables.js';
import { type CatalogueItem, insertSeedRows, type Plan, planRows, type SeedRows } from './demo-assortments.js';
import { createRandom } from './random.js';

/** The merchandising team's planner: the admin editor owns (created) the internal line plans. */
const PLANNER = 'admin-editor@stride.demo';
/** Its own generator, so the other demo data stays as it was before internal plans were seeded. */
const INTERNAL_SEED = 2611;
const LINES_PER_PLAN = 24;

/** Wholesale and retail plans of a region are told apart by their titles (the uniqueness rule ignores the channel). */
const titleEnd = { Wholesale: 'Key Initiative', Retail: 'Store Edit' } as const;

type Line = CatalogueItem & { gender: string; pillar: string; seasonCodes: string[] };

/** Footwear and apparel are planned per gender; POP kits are for every store. */
const gendersFor = (productType: string) => (productType === 'POP' ? [null] : ['Mens', 'Womens']);

/**
 * The internal line plans of every season set of the current, previous and next seasons (spec
 * part 1 §1 internal assortments): per channel, region, product type and gender, one plan per
 * leading pillar with that season's products. Live seasons' plans are published, the next
 * season's are still being prepared.
 */
export const seedDemoInternalAssortments = async (db: Database, options: { now: number }) => {
  const random = createRandom(INTERNAL_SEED);
  const [planner] = await db.select().from(users).where(eq(users.email, PLANNER));
  if (!planner) return;
  const owner = { id: planner.id, name: fullName(planner), email: planner.email };
  const lines = (await db
    .select({
      id: products.styleColorId,
      style: products.style,
      color: products.color,
      productType: products.productType,
      gender: products.gender,
      pillar: products.pillar,
      seasonCodes: products.seasonCodes,
    })
    .from(products)
    .orderBy(asc(products.styleNumeric), asc(products.styleColorId))) as Line[];
  const rows: SeedRows = { assortments: [], products: [], batches: [] };
  for (const season of await db.select().from(seasons).where(ne(seasons.status, 'Archived'))) {
    const code = seasonCode(season.season, season.year);
    const ofSeason = lines.filter((line) => line.seasonCodes.includes(code));
    for (const set of season.seasonSets) {
      for (const gender of gendersFor(set.productType)) {
        for (const pillar of pillarsByProductType[set.productType].slice(0, 2)) {
          const pool = ofSeason.filter(
            (line) =>
              line.productType === set.productType && line.pillar === pillar && (!gender || line.gender === gender),
          );
          if (pool.length === 0) continue;
          const items = random.sample(pool, Math.min(LINES_PER_PLAN, pool.length));
          const plan: Plan = {
            title: [pillar, set.productType === 'Footwear' ? null : set.productType, titleEnd[season.channel]]
              .filter(Boolean)
              .join(' '),
            subTitle: set.shortName,
            productType: set.productType,
            method: set.method,
            orgType: 'internal',
            channel: season.channel,
            region: set.region as SeasonRegion,
            season: season.season,
            year: season.year,
            gender: gender ?? undefined,
            state: season.status === 'Live' ? 'Published' : 'Unpublished',
            items,
            query: {
              filters: {
                styleOnly: false,
                keyInitiative: keyInitiativeKey({ ...season, region: set.region, productType: set.productType }),
                ...(gender ? { gender: [gender as 'Mens' | 'Womens'] } : {}),
              },
              lineStatus: 'ALL',
            },
          };
          planRows(random, owner, plan, pool, null, options.now, rows);
        }
      }
    }
  }
  await insertSeedRows(db, rows);
};
