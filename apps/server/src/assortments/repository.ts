import { type AssortmentListQuery, RECENT_LIST_LIMIT } from '@stride/domain';
import { and, asc, desc, eq, gt, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../platform/db/database.js';
import { escapeLike } from '../platform/db/escape-like.js';
import { rowsOf } from '../platform/db/rows-of.js';
import {
  type AssortmentRow,
  assortmentBatches,
  assortments,
  type BatchRecord,
  type NewAssortmentRow,
} from './tables.js';

/** A user's whole tree fits: MAX_ASSORTMENTS_PER_USER items and their folders. */
const MAX_LIST_ROWS = 5_000;

const listOrder = (sort: AssortmentListQuery['sort']) => {
  if (sort === 'name') return [asc(sql`lower(${assortments.title})`), asc(assortments.id)];
  // "Style" orders by the kind of product the line plan is for, then its name (docs/decisions/assortments.md).
  if (sort === 'style')
    return [asc(assortments.productType), asc(sql`lower(${assortments.title})`), asc(assortments.id)];
  return [desc(assortments.modifiedDate), desc(assortments.createdDate), asc(assortments.id)];
};

/** Which entries a list shows (spec part 1 §2 and §4: archived ones leave every other list). */
const viewConditions = (view: AssortmentListQuery['view']): SQL[] => {
  if (view === 'archived') return [eq(assortments.archived, true), eq(assortments.type, 'item')];
  if (view === 'starred')
    return [eq(assortments.archived, false), eq(assortments.starred, true), eq(assortments.type, 'item')];
  if (view === 'recent') return [eq(assortments.archived, false), eq(assortments.type, 'item')];
  return [eq(assortments.archived, false)];
};

export const createAssortmentsRepository = (db: Database) => ({
  insert: async (row: NewAssortmentRow): Promise<AssortmentRow> => {
    const [inserted] = await db.insert(assortments).values(row).returning();
    if (!inserted) throw new Error('The assortment was not inserted');
    return inserted;
  },

  find: async (id: string): Promise<AssortmentRow | undefined> => {
    const [row] = await db.select().from(assortments).where(eq(assortments.id, id));
    return row;
  },

  /** Locks the assortment until the transaction ends: batches of one assortment apply one at a time. */
  lock: async (id: string): Promise<AssortmentRow | undefined> => {
    const [row] = await db.select().from(assortments).where(eq(assortments.id, id)).for('update');
    return row;
  },

  update: async (id: string, patch: Partial<NewAssortmentRow>): Promise<AssortmentRow> => {
    const [row] = await db.update(assortments).set(patch).where(eq(assortments.id, id)).returning();
    if (!row) throw new Error('The assortment was not updated');
    return row;
  },

  /** A page of a list; `scope` says whose entries it holds (an owner's, or what internal access covers). */
  list: async (scope: SQL, query: AssortmentListQuery) => {
    const conditions = [scope, eq(assortments.orgType, query.orgType), ...viewConditions(query.view)];
    if (query.type) conditions.push(eq(assortments.type, query.type));
    for (const field of ['productType', 'method', 'channel', 'region', 'season', 'year', 'state', 'status'] as const) {
      const value = query[field];
      if (value !== undefined) conditions.push(eq(assortments[field], value));
    }
    if (query.search) {
      const pattern = `%${escapeLike(query.search)}%`;
      const match = or(ilike(assortments.title, pattern), ilike(assortments.subTitle, pattern));
      if (match) conditions.push(match);
    }
    const where = and(...conditions);
    const [rows, [counted]] = await Promise.all([
      db
        .select()
        .from(assortments)
        .where(where)
        .orderBy(...listOrder(query.view === 'recent' ? 'newest' : query.sort))
        .limit(query.limit ?? (query.view === 'recent' ? RECENT_LIST_LIMIT : MAX_LIST_ROWS))
        .offset(query.skip),
      db.select({ count: sql<number>`count(*)::int` }).from(assortments).where(where),
    ]);
    // The recent list is the newest few, whatever the total (spec part 2 §7.3).
    return { rows, totalCount: query.view === 'recent' ? rows.length : (counted?.count ?? 0) };
  },

  /** Every folder of an owner: the tree paths of their entries are built from these. */
  foldersOf: (ownerId: string) =>
    db
      .select({ id: assortments.id, parentId: assortments.parentId, title: assortments.title })
      .from(assortments)
      .where(and(eq(assortments.ownerId, ownerId), eq(assortments.type, 'folder'))),

  /** The entry and everything below it in the tree. */
  withDescendants: async (ids: readonly string[]): Promise<AssortmentRow[]> => {
    if (ids.length === 0) return [];
    const found = await rowsOf<{ id: string }>(
      db,
      sql`with recursive tree as (
        select id from assortments where id in (select jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb)::uuid)
        union select a.id from assortments a join tree on a.parent_id = tree.id)
      select id from tree`,
    );
    return db
      .select()
      .from(assortments)
      .where(
        inArray(
          assortments.id,
          found.map((row) => row.id),
        ),
      );
  },

  /** The regular assortments a person owns (internal ones are the team's, not counted against anyone). */
  countItems: async (ownerId: string): Promise<number> => {
    const [row] = await db
      .select({ count: sql<number>`count(*)::int` })
      .from(assortments)
      .where(and(eq(assortments.ownerId, ownerId), eq(assortments.type, 'item'), eq(assortments.orgType, 'regular')));
    return row?.count ?? 0;
  },

  /** The internal assortment with the same identity (spec part 1 §5), if any. */
  findInternal: async (identity: {
    season: string;
    year: number;
    region: string;
    gender: string | null;
    title: string;
    excludeId?: string;
  }): Promise<AssortmentRow | undefined> => {
    const [row] = await db
      .select()
      .from(assortments)
      .where(
        and(
          eq(assortments.orgType, 'internal'),
          eq(assortments.type, 'item'),
          eq(assortments.season, identity.season),
          eq(assortments.year, identity.year),
          eq(assortments.region, identity.region as AssortmentRow['region']),
          sql`coalesce(${assortments.gender}, '') = ${identity.gender ?? ''}`,
          sql`lower(${assortments.title}) = lower(${identity.title})`,
          identity.excludeId ? sql`${assortments.id} <> ${identity.excludeId}` : undefined,
        ),
      )
      .limit(1);
    return row;
  },

  /** Deleting a folder deletes what it holds (the foreign key cascades). */
  delete: (id: string) => db.delete(assortments).where(eq(assortments.id, id)),

  published: () =>
    db
      .select()
      .from(assortments)
      .where(and(eq(assortments.state, 'Published'), eq(assortments.archived, false), eq(assortments.type, 'item')))
      .orderBy(desc(assortments.modifiedDate))
      .limit(5_000),

  insertBatch: (batch: {
    assortmentId: string;
    version: number;
    kind: 'create' | 'batch' | 'restore' | 'rename' | 'merge';
    userId: string | null;
    userName: string;
    record: BatchRecord;
  }) => db.insert(assortmentBatches).values(batch),

  history: (assortmentId: string) =>
    db
      .select()
      .from(assortmentBatches)
      .where(eq(assortmentBatches.assortmentId, assortmentId))
      .orderBy(desc(assortmentBatches.version))
      .limit(500),

  /** Batches saved after a version, newest first (what a restore undoes). */
  batchesAfter: (assortmentId: string, version: number) =>
    db
      .select()
      .from(assortmentBatches)
      .where(and(eq(assortmentBatches.assortmentId, assortmentId), gt(assortmentBatches.version, version)))
      .orderBy(desc(assortmentBatches.version)),

  batch: async (assortmentId: string, version: number) => {
    const [row] = await db
      .select()
      .from(assortmentBatches)
      .where(and(eq(assortmentBatches.assortmentId, assortmentId), eq(assortmentBatches.version, version)));
    return row;
  },
});

export type AssortmentsRepository = ReturnType<typeof createAssortmentsRepository>;
