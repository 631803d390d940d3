import { randomUUID } from 'node:crypto';
import {
  type AssortmentLabel,
  type AssortmentQuery,
  type AssortmentRowValues,
  type DigitalShowroomSettings,
  defaultGroupBy,
  digitalShowroomSettingsSchema,
  fullName,
  type ProductType,
  pillarsByProductType,
  productTypes,
} from '@stride/domain';
import { asc, eq } from 'drizzle-orm';
import { assortmentBatches, assortmentProducts, assortments, type NewAssortmentRow } from '../assortments/tables.js';
import type { Database } from '../platform/db/database.js';
import { products } from '../products/tables.js';
import { users } from '../users/tables.js';
import type { Random } from './random.js';

/** The largest demo line plan (issue 9: one of 5,000 products), capped by the catalogue's footwear. */
const BIG_ASSORTMENT_SIZE = 5_000;
const BIG_ASSORTMENT_OWNER = 'user@stride.demo';

const labels: AssortmentLabel[] = [
  { name: 'Must have', color: '#e53935' },
  { name: 'Hero', color: '#1e88e5' },
  { name: 'Optional', color: '#43a047' },
];

export type CatalogueItem = { id: string; style: string; color: string; productType: ProductType };
export type Owner = { id: string; name: string; email: string };

export type Plan = {
  title: string;
  subTitle?: string;
  productType: ProductType;
  folder?: string;
  method?: 'static' | 'dynamic';
  count?: number;
  starred?: boolean;
  archived?: boolean;
  state?: 'Published' | 'Unpublished';
  region?: 'All' | 'Europe' | 'Domestic' | 'International';
  channel?: 'All' | 'Wholesale' | 'Retail';
  query?: AssortmentQuery;
  /** Internal line plans: the team's, of one season, year and gender (internal groups by pillar). */
  orgType?: 'internal' | 'regular';
  season?: 'Spring' | 'Fall';
  year?: number;
  gender?: string;
  /** The lines themselves, when the plan is not a random sample of the pool. */
  items?: readonly CatalogueItem[];
  /** Its showroom, set up (spec part 1 §3 digitalShowroomSettings). */
  showroom?: Partial<DigitalShowroomSettings>;
};

/** Every demo user's line plans: each kind of assortment once at least (issue 9 demo data). */
const plansFor = (year: number): Plan[] => [
  {
    title: `Spring ${year} Line Plan`,
    subTitle: 'Key accounts',
    productType: 'Footwear',
    count: 60,
    starred: true,
    channel: 'Wholesale',
  },
  {
    title: `Fall ${year} Womens Edit`,
    productType: 'Footwear',
    count: 36,
    folder: 'Key accounts',
    region: 'Domestic',
    subTitle: 'Runway Footwear Co.',
  },
  {
    title: `Europe ${year} Performance`,
    productType: 'Footwear',
    count: 28,
    folder: 'Key accounts',
    region: 'Europe',
    starred: true,
    subTitle: 'Sportif GmbH',
  },
  { title: 'Apparel Essentials', productType: 'Apparel', count: 30, folder: 'Apparel', state: 'Unpublished' },
  {
    title: 'New Womens Arrivals (live)',
    productType: 'Footwear',
    method: 'dynamic',
    folder: 'Apparel',
    query: { filters: { styleOnly: false, gender: ['Womens'] }, lineStatus: 'ALL' },
    // A live showroom: what the catalogue has for women whenever a buyer opens it.
    showroom: { startScreen: 'searchAll', assortmentStatusOnly: true, background: '#fce4ec' },
  },
  {
    title: 'Mens Apparel (live)',
    productType: 'Apparel',
    method: 'dynamic',
    query: { filters: { styleOnly: false, gender: ['Mens'] }, lineStatus: 'A' },
  },
  { title: 'In-store Marketing Kit', productType: 'POP', count: 18, channel: 'Retail' },
  { title: `Fall ${year - 1} Closeouts`, productType: 'Footwear', count: 24, archived: true },
  { title: `Spring ${year - 1} Apparel`, productType: 'Apparel', count: 16, archived: true },
];

/** A merchandiser's touches on some rows: labels, discounts, notes, carryover. */
const rowValues = (random: Random, productType: ProductType): AssortmentRowValues => {
  const values: AssortmentRowValues = {};
  if (random.chance(0.3)) values.label = random.pick(labels).name;
  if (random.chance(0.2)) values.discountPercent = random.pick([5, 10, 12.5, 15, 20]);
  if (random.chance(0.15))
    values.colorNote = random.pick(['Hero colour', 'Window display', 'Limited run', 'Reorder early']);
  if (random.chance(0.25)) values.carryover = 1;
  if (random.chance(0.1)) values.pillar = random.pick(pillarsByProductType[productType]);
  return values;
};

export type SeedRows = {
  assortments: NewAssortmentRow[];
  products: (typeof assortmentProducts.$inferInsert)[];
  batches: (typeof assortmentBatches.$inferInsert)[];
};

const gridSettings = { sortOrder: [], groupIsEnabled: false, customSort: {}, columns: [] };

/** One line plan of a user: its header, rows and the batch that created it, for bulk inserts. */
export const planRows = (
  random: Random,
  owner: Owner,
  plan: Plan,
  pool: readonly CatalogueItem[],
  folderId: string | null,
  now: number,
  rows: SeedRows,
) => {
  const id = randomUUID();
  const method = plan.method ?? 'static';
  const chosen =
    method !== 'static'
      ? []
      : (plan.items ?? random.sample(pool, plan.count ?? 0).sort((a, b) => a.id.localeCompare(b.id)));
  const orgType = plan.orgType ?? 'regular';
  const modifiedDate = new Date(now - random.int(0, 40) * 86_400_000 - random.int(0, 86_399) * 1000);
  const createdDate = new Date(modifiedDate.getTime() - 14 * 86_400_000);
  rows.assortments.push({
    id,
    ownerId: owner.id,
    ownerName: owner.name,
    parentId: folderId,
    type: 'item',
    title: plan.title,
    subTitle: plan.subTitle ?? null,
    productType: plan.productType,
    orgType,
    method,
    season: plan.season ?? null,
    year: plan.year ?? null,
    gender: plan.gender ?? null,
    channel: plan.channel ?? 'All',
    region: plan.region ?? 'All',
    state: plan.archived ? 'Archived' : (plan.state ?? 'Published'),
    archived: plan.archived ?? false,
    starred: plan.starred ?? false,
    locationId: plan.region === 'Europe' ? 'EU' : 'US',
    labels,
    alerts: chosen
      .slice(0, random.int(0, 3))
      .map((item) => ({ style: item.style, color: item.color, message: 'Line status changed' })),
    query: plan.query ?? null,
    uiSettings: {
      gridSettings: { ...gridSettings, groupIsEnabled: orgType === 'internal' },
      groupSettings: { groupBy: defaultGroupBy(orgType) },
      ...(plan.showroom && { digitalShowroomSettings: digitalShowroomSettingsSchema.parse(plan.showroom) }),
    },
    version: 1,
    productCount: chosen.length,
    createdDate,
    modifiedDate,
    lastEditedBy: owner.id,
    lastEditedByName: owner.name,
  });
  chosen.forEach((item, index) => {
    rows.products.push({
      assortmentId: id,
      styleColorId: item.id,
      style: item.style,
      color: item.color,
      sortOrder: index + 1,
      values: rowValues(random, plan.productType),
      version: 1,
    });
  });
  const added = chosen.map((item) => item.id);
  rows.batches.push({
    assortmentId: id,
    version: 1,
    kind: 'create',
    userId: owner.id,
    userName: owner.name,
    record: {
      before: Object.fromEntries(added.map((rowId) => [rowId, null])),
      patchBefore: {},
      added,
      deleted: [],
      updated: [],
      sorted: [],
    },
    createdDate,
  });
};

const folderRow = (owner: Owner, title: string): NewAssortmentRow => ({
  id: randomUUID(),
  ownerId: owner.id,
  ownerName: owner.name,
  type: 'folder',
  title,
  productType: 'Footwear',
  orgType: 'regular',
  method: 'static',
  channel: 'All',
  region: 'All',
  state: 'Published',
  locationId: 'US',
  uiSettings: { gridSettings },
});

const inChunks = async <Row>(rows: readonly Row[], insert: (chunk: Row[]) => Promise<unknown>) => {
  for (let start = 0; start < rows.length; start += 1_000) await insert(rows.slice(start, start + 1_000));
};

/** Folders and assortments of every kind for every demo user who may build assortments, in a few bulk inserts. */
export const seedDemoAssortments = async (db: Database, random: Random, options: { now: number }) => {
  const items = (await db
    .select({
      id: products.styleColorId,
      style: products.style,
      color: products.color,
      productType: products.productType,
    })
    .from(products)
    .orderBy(asc(products.styleNumeric), asc(products.styleColorId))) as CatalogueItem[];
  const pools = new Map(productTypes.map((type) => [type, items.filter((item) => item.productType === type)]));
  const owners = (await db.select().from(users).where(eq(users.status, 'active'))).filter(
    (user) =>
      user.email.endsWith('@stride.demo') &&
      user.permissions.some((permission) => permission.domain === 'productAssortments'),
  );
  const year = new Date(options.now).getUTCFullYear() + 1;
  const rows: SeedRows = { assortments: [], products: [], batches: [] };
  for (const user of owners) {
    const owner = { id: user.id, name: fullName(user), email: user.email };
    const folders = new Map(['Key accounts', 'Apparel'].map((title) => [title, folderRow(owner, title)]));
    rows.assortments.push(...folders.values());
    for (const plan of plansFor(year)) {
      const folderId = plan.folder ? (folders.get(plan.folder)?.id ?? null) : null;
      planRows(random, owner, plan, pools.get(plan.productType) ?? [], folderId, options.now, rows);
    }
    if (owner.email === BIG_ASSORTMENT_OWNER) {
      const footwear = pools.get('Footwear') ?? [];
      const count = Math.min(BIG_ASSORTMENT_SIZE, footwear.length);
      const plan: Plan = {
        title: `Global Line Plan ${year}`,
        subTitle: `${count.toLocaleString('en-US')} styles`,
        productType: 'Footwear',
        count,
        starred: true,
      };
      planRows(random, owner, plan, footwear, null, options.now, rows);
    }
  }
  await insertSeedRows(db, rows);
};

/** Line plans, their rows and their first batches, in a few bulk inserts. */
export const insertSeedRows = async (db: Database, rows: SeedRows) => {
  await inChunks(rows.assortments, (chunk) => db.insert(assortments).values(chunk));
  await inChunks(rows.products, (chunk) => db.insert(assortmentProducts).values(chunk));
  await inChunks(rows.batches, (chunk) => db.insert(assortmentBatches).values(chunk));
};
