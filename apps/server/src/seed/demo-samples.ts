import { fullName, type SampleFields, type SampleLibrary } from '@stride/domain';
import { inArray } from 'drizzle-orm';
import type { Database } from '../platform/db/database.js';
import { products } from '../products/tables.js';
import type { NewTrackingRow } from '../sample-inventory/repository.js';
import { storedFields } from '../sample-inventory/sample-writes.js';
import { samples, sampleTracking } from '../sample-inventory/tables.js';
import { users } from '../users/tables.js';
import { demoEmail } from './demo-users.js';
import { createRandom, type Random } from './random.js';

const SAMPLE_SEED = 20_261_126;
const DAY_MS = 86_400_000;
const footwearSizes = ['6', '7', '8', '8.5', '9', '9.5', '10', '10.5', '11', '12'];
const apparelSizes = ['XS', 'S', 'M', 'L', 'XL'];
const statuses = ['Active', 'Active', 'Active', 'Reserved', 'Proto', 'Damaged'];
const regions = ['US', 'EU', 'APAC'];
const directions = ['N', 'S', 'E', 'W'];
const notes = ['Photo shoot', 'Sales meeting', 'Trade show', 'Customer visit', 'Fit test'];

export type StyleColor = { style: string; color: string; division: string; gender: string; productType: string };
export type Person = { id: string | null; name: string };

const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** One sample of a catalogue style-colour, placed in a bin (Production) or on a shelf (Sales). */
const sampleOf = (
  random: Random,
  library: SampleLibrary,
  product: StyleColor,
  index: number,
  now: number,
): SampleFields => {
  const footwear = product.productType === 'Footwear';
  const totalQty = random.int(0, 12);
  const common: SampleFields = {
    division: product.division,
    style: product.style,
    color: product.color,
    status: random.pick(statuses),
    side: footwear ? random.pick(['Left', 'Right', 'Pair', 'Pair'] as const) : 'Pair',
    size: random.pick(footwear ? footwearSizes : apparelSizes),
    totalQty,
    bin: `B-${String(random.int(1, 240)).padStart(3, '0')}`,
    moldNum: footwear ? `M-${product.style}-${(index % 3) + 1}` : null,
    moldDate: footwear ? day(now - random.int(30, 900) * DAY_MS) : null,
    gender: product.gender,
  };
  if (library === 'Production') return { ...common, quantity: totalQty + random.int(0, 6) };
  return {
    ...common,
    region: random.pick(regions),
    aisle: String(random.int(1, 24)),
    direction: random.pick(directions),
    level: String(random.int(1, 6)),
    shelf: random.chance(0.6) ? `S-${random.int(1, 40)}` : null,
    newBin: random.chance(0.1) ? `B-${String(random.int(241, 300)).padStart(3, '0')}` : null,
  };
};

/**
 * `count` distinct samples of one library on the given style-colours (no two with one duplicate
 * key), created by the given people over the last two years: the seeder's rows, and the bench's.
 */
export const demoSampleRows = (
  random: Random,
  options: {
    library: SampleLibrary;
    count: number;
    catalogue: readonly StyleColor[];
    people: readonly Person[];
    now: number;
  },
) => {
  const { library, count, catalogue, people, now } = options;
  const keys = new Set<string>();
  const rows = [];
  for (let index = 0; rows.length < count && index < count * 3; index += 1) {
    const stored = storedFields(library, sampleOf(random, library, random.pick(catalogue), index, now));
    if (keys.has(stored.sampleKey)) continue;
    keys.add(stored.sampleKey);
    const creator = random.pick(people);
    const editor = random.chance(0.3) ? random.pick(people) : creator;
    const created = new Date(now - random.int(5, 700) * DAY_MS);
    rows.push({
      ...stored,
      createdBy: creator.id,
      createdByUser: creator.name,
      lastEditedBy: editor.id,
      lastEditedByUser: editor.name,
      createdDate: created,
      modifiedDate: new Date(Math.min(now, created.getTime() + random.int(0, 60) * DAY_MS)),
    });
  }
  return rows;
};

/** The style-colours samples are made of, and the people who keep the sample room. */
export const demoSampleSources = async (db: Database) => {
  const catalogue = await db
    .select({
      style: products.style,
      color: products.color,
      division: products.division,
      gender: products.gender,
      productType: products.productType,
    })
    .from(products)
    .where(inArray(products.productType, ['Footwear', 'Apparel']))
    .orderBy(products.styleColorId)
    .limit(600);
  const people: Person[] = (
    await db
      .select()
      .from(users)
      .where(inArray(users.email, [demoEmail('seniorEditor'), demoEmail('sampleCoordinator'), demoEmail('user')]))
  ).map((user): Person => ({ id: user.id, name: fullName(user) }));
  // Without the demo logins (a catalogue-only database), the samples are the sample room's own.
  if (people.length === 0) people.push({ id: null, name: 'Sample Room' });
  return { catalogue, people };
};

/**
 * The sample room (sample inventory): 1,500 Production and 800 Sales samples on the catalogue's
 * style-colours, each with its creation and, for some, rare outs, returns and inventory counts.
 * Its own random sequence, so the other seeders' data stays as it was.
 */
export const seedDemoSamples = async (db: Database, options: { now: number; production?: number; sales?: number }) => {
  const random = createRandom(SAMPLE_SEED);
  const { catalogue, people } = await demoSampleSources(db);
  if (catalogue.length === 0) return;
  const counts: Record<SampleLibrary, number> = {
    Production: options.production ?? 1_500,
    Sales: options.sales ?? 800,
  };
  for (const library of ['Production', 'Sales'] as const) {
    const rows = demoSampleRows(random, { library, count: counts[library], catalogue, people, now: options.now });
    for (let start = 0; start < rows.length; start += 500) {
      const inserted = await db
        .insert(samples)
        .values(rows.slice(start, start + 500))
        .returning({
          id: samples.id,
          totalQty: samples.totalQty,
          createdDate: samples.createdDate,
          createdBy: samples.createdBy,
          createdByUser: samples.createdByUser,
        });
      const events: NewTrackingRow[] = [];
      for (const sample of inserted) {
        const at = sample.createdDate.getTime();
        events.push({
          sampleId: sample.id,
          action: 'created',
          quantity: sample.totalQty,
          userId: sample.createdBy,
          userName: sample.createdByUser,
          createdDate: sample.createdDate,
        });
        if (!random.chance(0.35)) continue;
        const person = random.pick(people);
        const out = at + random.int(1, 30) * DAY_MS;
        const quantity = random.int(1, 2);
        events.push({
          sampleId: sample.id,
          action: 'out',
          quantity,
          note: random.pick(notes),
          userId: person.id,
          userName: person.name,
          createdDate: new Date(out),
        });
        if (random.chance(0.8)) {
          events.push({
            sampleId: sample.id,
            action: 'returned',
            quantity,
            userId: person.id,
            userName: person.name,
            createdDate: new Date(out + random.int(1, 14) * DAY_MS),
          });
        }
        if (random.chance(0.3)) {
          events.push({
            sampleId: sample.id,
            action: 'inventory',
            quantity: sample.totalQty,
            note: 'Quarterly count',
            userId: person.id,
            userName: person.name,
            createdDate: new Date(out + 20 * DAY_MS),
          });
        }
      }
      await db.insert(sampleTracking).values(events);
    }
  }
};
