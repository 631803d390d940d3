import { randomUUID } from 'node:crypto';
import {
  type DigitalShowroomSettings,
  defaultGroupBy,
  digitalShowroomSettingsSchema,
  fullName,
  type ProductType,
  type ShowroomSite,
  showroomSiteSeason,
} from '@stride/domain';
import { and, asc, eq } from 'drizzle-orm';
import { assortmentBatches, assortmentProducts, assortments } from '../assortments/tables.js';
import type { Database } from '../platform/db/database.js';
import { products } from '../products/tables.js';
import { users } from '../users/tables.js';
import type { Random } from './random.js';

/** Who sets the demo showrooms up: the demo manager (who sees every line plan). */
const SHOWROOM_OWNER = 'manager@stride.demo';

type ShowroomPlan = {
  site: ShowroomSite;
  title: string;
  subTitle: string;
  productType: ProductType;
  count: number;
  settings: Partial<DigitalShowroomSettings>;
};

/** Each site gets showrooms of each kind of setting, so every screen has content (issue: showroom sites). */
const plans: ShowroomPlan[] = [
  {
    site: 'spring26',
    title: 'Spring 2026 Footwear Showroom',
    subTitle: 'Trade show collection',
    productType: 'Footwear',
    count: 72,
    settings: {},
  },
  {
    site: 'spring26',
    title: 'Spring 2026 Apparel Showroom',
    subTitle: 'Layering and performance',
    productType: 'Apparel',
    count: 36,
    settings: { startScreen: 'firstDivider', background: '#f3e5f5' },
  },
  {
    site: 'spring26',
    title: 'Spring 2026 Key Accounts Preview',
    subTitle: 'Sellable lines, with availability',
    productType: 'Footwear',
    count: 40,
    settings: { assortmentStatusOnly: true, showAvailability: true, startScreen: 'searchAll', background: '#e3f2fd' },
  },
  {
    site: 'fall25',
    title: 'Fall 2025 Footwear Showroom',
    subTitle: 'Boots and trail',
    productType: 'Footwear',
    count: 48,
    settings: {},
  },
  {
    site: 'fall25',
    title: 'Fall 2025 Apparel Showroom',
    subTitle: 'Outerwear',
    productType: 'Apparel',
    count: 24,
    settings: { showPrices: false, background: '#fff3e0' },
  },
  {
    site: 'spring25',
    title: 'Spring 2025 Footwear Showroom',
    subTitle: 'Archive of the season',
    productType: 'Footwear',
    count: 36,
    settings: {},
  },
  {
    site: 'spring25',
    title: 'Spring 2025 Point of Sale Kit',
    subTitle: 'Store displays',
    productType: 'POP',
    count: 12,
    settings: { showPrices: false },
  },
];

type Item = { id: string; style: string; color: string; productType: ProductType; division: string };

/** Whole styles (all their colours) until about `count` lines: a buyer sees every colour of a style. */
const chooseStyles = (random: Random, pool: readonly Item[], count: number): Item[] => {
  const byStyle = new Map<string, Item[]>();
  for (const item of pool) byStyle.set(item.style, [...(byStyle.get(item.style) ?? []), item]);
  const chosen: Item[] = [];
  for (const style of random.sample([...byStyle.keys()], byStyle.size)) {
    if (chosen.length >= count) break;
    chosen.push(...(byStyle.get(style) ?? []));
  }
  return chosen;
};

/**
 * Published static assortments with showroom settings for each digital showroom site, their
 * lines grouped by division into display groups (the showroom's categories).
 */
export const seedDemoShowrooms = async (db: Database, random: Random, options: { now: number }) => {
  const [owner] = await db
    .select()
    .from(users)
    .where(and(eq(users.email, SHOWROOM_OWNER), eq(users.status, 'active')));
  if (!owner) return;
  const pool = (await db
    .select({
      id: products.styleColorId,
      style: products.style,
      color: products.color,
      productType: products.productType,
      division: products.division,
    })
    .from(products)
    .orderBy(asc(products.styleNumeric), asc(products.styleColorId))) as Item[];
  const ownerName = fullName(owner);
  for (const plan of plans) {
    const lines = chooseStyles(
      random,
      pool.filter((item) => item.productType === plan.productType),
      plan.count,
    ).sort((a, b) => a.division.localeCompare(b.division) || a.id.localeCompare(b.id));
    if (lines.length === 0) continue;
    const id = randomUUID();
    const { season, year } = showroomSiteSeason(plan.site);
    const date = new Date(options.now - random.int(1, 30) * 86_400_000);
    await db.insert(assortments).values({
      id,
      ownerId: owner.id,
      ownerName,
      type: 'item',
      title: plan.title,
      subTitle: plan.subTitle,
      productType: plan.productType,
      orgType: 'regular',
      method: 'static',
      channel: 'Wholesale',
      region: 'All',
      season,
      year,
      state: 'Published',
      locationId: 'US',
      displayGroups: [...new Set(lines.map((line) => line.division))],
      uiSettings: {
        gridSettings: { sortOrder: [], groupIsEnabled: false, customSort: {}, columns: [] },
        groupSettings: { groupBy: defaultGroupBy('regular') },
        digitalShowroomSettings: digitalShowroomSettingsSchema.parse(plan.settings),
      },
      version: 1,
      productCount: lines.length,
      createdDate: date,
      modifiedDate: date,
      lastEditedBy: owner.id,
      lastEditedByName: ownerName,
    });
    await db.insert(assortmentProducts).values(
      lines.map((line, index) => ({
        assortmentId: id,
        styleColorId: line.id,
        style: line.style,
        color: line.color,
        sortOrder: index + 1,
        values: { displayGroup: line.division },
        version: 1,
      })),
    );
    await db.insert(assortmentBatches).values({
      assortmentId: id,
      version: 1,
      kind: 'create',
      userId: owner.id,
      userName: ownerName,
      record: {
        before: Object.fromEntries(lines.map((line) => [line.id, null])),
        patchBefore: {},
        added: lines.map((line) => line.id),
        deleted: [],
        updated: [],
        sorted: [],
      },
      createdDate: date,
    });
  }
};
