import { type AssortmentProduct, fullName, type ReportRequest, reportDateRange, type UserTBE } from '@stride/domain';
import { and, asc, between, eq, gte, inArray, lte, or, type SQL, sql } from 'drizzle-orm';
import { presentAssortmentProduct } from '../assortments/presenter.js';
import { createProductRowsRepository } from '../assortments/product-rows-repository.js';
import { assortments } from '../assortments/tables.js';
import type { Database } from '../platform/db/database.js';
import { usageStats } from '../stats/tables.js';
import { users } from '../users/tables.js';

/** A report reads at most this many assortments or uses; a wider one asks for narrower filters. */
const REPORT_ROW_LIMIT = 20_000;

const territoriesOf = (tbes: readonly UserTBE[]) => [...new Set(tbes.map((tbe) => tbe.territory))];

/** Whether someone with these territories is in the report's territories (none asked: everyone). */
const inTerritories = (request: ReportRequest, tbes: readonly UserTBE[]) =>
  request.territories.length === 0 || territoriesOf(tbes).some((territory) => request.territories.includes(territory));

export type AssortmentReportRow = {
  title: string;
  customer: string | null;
  owner: string;
  ownerEmail: string;
  territories: string;
  method: string;
  channel: string;
  region: string;
  productType: string;
  season: string | null;
  year: number | null;
  state: string;
  archived: boolean;
  products: number;
  created: Date;
  modified: Date;
  lastSync: Date | null;
  lines: AssortmentProduct[];
};

/** The assortments of everyone that the filters, key initiative, period, accounts and territories keep. */
export const assortmentReportRows = async (db: Database, request: ReportRequest): Promise<AssortmentReportRow[]> => {
  const { keyInitiative, period } = request;
  const conditions: (SQL | undefined)[] = [eq(assortments.type, 'item')];
  if (!request.options.includeArchived) conditions.push(eq(assortments.archived, false));
  if (request.filters.states.length > 0) conditions.push(inArray(assortments.state, request.filters.states));
  if (keyInitiative.channel) conditions.push(eq(assortments.channel, keyInitiative.channel));
  if (keyInitiative.region) conditions.push(eq(assortments.region, keyInitiative.region));
  if (keyInitiative.productType) conditions.push(eq(assortments.productType, keyInitiative.productType));
  if (keyInitiative.season) conditions.push(eq(assortments.season, keyInitiative.season));
  if (keyInitiative.year) conditions.push(eq(assortments.year, keyInitiative.year));
  if (period?.by === 'seasons')
    conditions.push(
      or(...period.seasons.map(({ season, year }) => and(eq(assortments.season, season), eq(assortments.year, year)))),
    );
  if (period?.by === 'dates') {
    const { start, end } = reportDateRange(period);
    conditions.push(between(assortments.modifiedDate, start, end));
  }
  if (request.accounts.length > 0)
    conditions.push(
      inArray(
        sql`lower(${assortments.subTitle})`,
        request.accounts.map((account) => account.toLowerCase()),
      ),
    );
  const rows = await db
    .select({ assortment: assortments, owner: users })
    .from(assortments)
    .innerJoin(users, eq(users.id, assortments.ownerId))
    .where(and(...conditions))
    .orderBy(asc(assortments.title))
    .limit(REPORT_ROW_LIMIT);
  const productRows = createProductRowsRepository(db);
  const kept = rows.filter(({ owner }) => inTerritories(request, owner.userTBEs));
  return Promise.all(
    kept.map(async ({ assortment, owner }) => ({
      title: assortment.title,
      customer: assortment.subTitle,
      owner: fullName(owner),
      ownerEmail: owner.email,
      territories: territoriesOf(owner.userTBEs).join(', '),
      method: assortment.method,
      channel: assortment.channel,
      region: assortment.region,
      productType: assortment.productType,
      season: assortment.season,
      year: assortment.year,
      state: assortment.state,
      archived: assortment.archived,
      products: assortment.productCount,
      created: assortment.createdDate,
      modified: assortment.modifiedDate,
      lastSync: assortment.lastSyncDate,
      lines: request.options.includeProducts
        ? (await productRows.catalogueRows(assortment.id, assortment.locationId)).map(presentAssortmentProduct)
        : [],
    })),
  );
};

export type ActivityEvent = {
  at: Date;
  user: string;
  email: string;
  territories: string;
  action: string;
  modelType: string;
  modelId: string | null;
  data: Record<string, unknown>;
};

/** The recorded uses (part 2 §7.2 stats) in the period, of people in the territories, oldest first. */
export const activityEvents = async (db: Database, request: ReportRequest): Promise<ActivityEvent[]> => {
  const conditions: SQL[] = [];
  if (request.period?.by === 'dates') {
    const { start, end } = reportDateRange(request.period);
    conditions.push(gte(usageStats.createdAt, start), lte(usageStats.createdAt, end));
  }
  const rows = await db
    .select({ stat: usageStats, user: users })
    .from(usageStats)
    .innerJoin(users, eq(users.id, usageStats.userId))
    .where(and(...conditions))
    .orderBy(asc(usageStats.createdAt))
    .limit(REPORT_ROW_LIMIT);
  return rows
    .filter(({ user }) => inTerritories(request, user.userTBEs))
    .map(({ stat, user }) => ({
      at: stat.createdAt,
      user: fullName(user),
      email: user.email,
      territories: territoriesOf(user.userTBEs).join(', '),
      action: stat.action,
      modelType: stat.modelType,
      modelId: stat.modelId,
      data: stat.data,
    }));
};
