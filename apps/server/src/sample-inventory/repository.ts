import { type SampleLibrary, type SampleSort, toStyleColorId } from '@stride/domain';
import { and, desc, eq, inArray, like, notInArray, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { type CountedTotal, countUpTo } from '../platform/db/counting.js';
import type { Database } from '../platform/db/database.js';
import { escapeLike } from '../platform/db/escape-like.js';
import { products } from '../products/tables.js';
import { type SampleSelection, sampleOrderBy, sampleSelectionWhere } from './list-conditions.js';
import { type NewSampleRow, type SampleRow, type SampleTrackingRow, samples, sampleTracking } from './tables.js';

export type NewTrackingRow = typeof sampleTracking.$inferInsert;
export type SampleChanges = Partial<Omit<NewSampleRow, 'id' | 'seq' | 'createdDate' | 'createdBy' | 'createdByUser'>>;

const likePrefix = (text: string) => `${escapeLike(text)}%`;
const CHUNK = 1_000;

/** Samples and their tracking events; give it a transaction to make several calls one write. */
export const createSamplesRepository = (db: Database) => ({
  page: (selection: SampleSelection, sort: SampleSort | undefined, limit: number, skip: number): Promise<SampleRow[]> =>
    db
      .select()
      .from(samples)
      .where(sampleSelectionWhere(selection))
      .orderBy(...sampleOrderBy(sort))
      .limit(limit)
      .offset(skip),

  /** The selection's total: exact up to EXACT_COUNT_LIMIT, else estimated (`countUpTo`). */
  count: (selection: SampleSelection): Promise<CountedTotal> => countUpTo(db, samples, sampleSelectionWhere(selection)),

  findById: async (id: string): Promise<SampleRow | undefined> =>
    (await db.select().from(samples).where(eq(samples.id, id)))[0],

  /** Locks the rows against concurrent writes when called inside a transaction. */
  findForUpdate: (ids: readonly string[]): Promise<SampleRow[]> =>
    ids.length === 0
      ? Promise.resolve([])
      : db
          .select()
          .from(samples)
          .where(inArray(samples.id, [...ids]))
          .for('update'),

  insertMany: async (rows: readonly NewSampleRow[]): Promise<SampleRow[]> => {
    const inserted: SampleRow[] = [];
    for (let start = 0; start < rows.length; start += CHUNK) {
      inserted.push(
        ...(await db
          .insert(samples)
          .values(rows.slice(start, start + CHUNK))
          .returning()),
      );
    }
    return inserted;
  },

  update: async (id: string, changes: SampleChanges): Promise<SampleRow> => {
    const [row] = await db.update(samples).set(changes).where(eq(samples.id, id)).returning();
    if (!row) throw new Error(`Sample ${id} vanished inside its transaction`);
    return row;
  },

  deleteMany: async (ids: readonly string[]): Promise<string[]> =>
    ids.length === 0
      ? []
      : (
          await db
            .delete(samples)
            .where(inArray(samples.id, [...ids]))
            .returning({ id: samples.id })
        ).map((row) => row.id),

  /** Which of these duplicate keys the library holds, leaving out the given samples. */
  existingKeys: async (library: SampleLibrary, keys: readonly string[], except: readonly string[]) => {
    const found = new Set<string>();
    const unique = [...new Set(keys)];
    for (let start = 0; start < unique.length; start += CHUNK) {
      const rows = await db
        .selectDistinct({ key: samples.sampleKey })
        .from(samples)
        .where(
          and(
            eq(samples.library, library),
            inArray(samples.sampleKey, unique.slice(start, start + CHUNK)),
            except.length > 0 ? notInArray(samples.id, [...except]) : undefined,
          ),
        );
      for (const row of rows) found.add(row.key);
    }
    return found;
  },

  /** The library's samples with these duplicate keys (the first made of each key), by key. */
  byKeys: async (library: SampleLibrary, keys: readonly string[]) => {
    const found = new Map<string, SampleRow>();
    const unique = [...new Set(keys)];
    for (let start = 0; start < unique.length; start += CHUNK) {
      const rows = await db
        .select()
        .from(samples)
        .where(and(eq(samples.library, library), inArray(samples.sampleKey, unique.slice(start, start + CHUNK))))
        .orderBy(samples.seq);
      for (const row of rows) if (!found.has(row.sampleKey)) found.set(row.sampleKey, row);
    }
    return found;
  },

  /** The style-colour each of these mold numbers (upper-cased) belongs to in the library. */
  moldOwners: async (library: SampleLibrary, molds: readonly string[], except: readonly string[]) => {
    const owners = new Map<string, string>();
    const unique = [...new Set(molds.map((mold) => mold.toUpperCase()))];
    const mold = sql<string>`upper(${samples.moldNum})`;
    for (let start = 0; start < unique.length; start += CHUNK) {
      const rows = await db
        .selectDistinct({ mold, style: samples.style, color: samples.color })
        .from(samples)
        .where(
          and(
            eq(samples.library, library),
            inArray(mold, unique.slice(start, start + CHUNK)),
            except.length > 0 ? notInArray(samples.id, [...except]) : undefined,
          ),
        );
      for (const row of rows) owners.set(row.mold, toStyleColorId(row.style ?? '', row.color ?? ''));
    }
    return owners;
  },

  /** Which of these style-colours the catalogue knows. */
  knownStyleColors: async (styleColorIds: readonly string[]): Promise<Set<string>> => {
    const known = new Set<string>();
    const unique = [...new Set(styleColorIds)];
    for (let start = 0; start < unique.length; start += CHUNK) {
      const rows = await db
        .select({ id: products.styleColorId })
        .from(products)
        .where(inArray(products.styleColorId, unique.slice(start, start + CHUNK)));
      for (const row of rows) known.add(row.id);
    }
    return known;
  },

  /** Distinct values of a column starting with the typed text, for the grid's autocomplete. */
  autocomplete: async (library: SampleLibrary, column: AnyPgColumn, value: string, limit: number) =>
    (
      await db
        .selectDistinct({ value: sql<string>`${column}` })
        .from(samples)
        .where(and(eq(samples.library, library), like(column, likePrefix(value))))
        .orderBy(sql`${column}`)
        .limit(limit)
    ).map((row) => row.value),

  insertTracking: async (rows: readonly NewTrackingRow[]): Promise<SampleTrackingRow[]> =>
    rows.length === 0
      ? []
      : db
          .insert(sampleTracking)
          .values([...rows])
          .returning(),

  /** Newest first: one sample's history, or the library's latest events. */
  tracking: (library: SampleLibrary, sampleId: string | undefined, limit: number): Promise<SampleTrackingRow[]> =>
    db
      .select({
        id: sampleTracking.id,
        sampleId: sampleTracking.sampleId,
        action: sampleTracking.action,
        quantity: sampleTracking.quantity,
        note: sampleTracking.note,
        userId: sampleTracking.userId,
        userName: sampleTracking.userName,
        createdDate: sampleTracking.createdDate,
      })
      .from(sampleTracking)
      .innerJoin(samples, eq(samples.id, sampleTracking.sampleId))
      .where(and(eq(samples.library, library), sampleId ? eq(sampleTracking.sampleId, sampleId) : undefined))
      .orderBy(desc(sampleTracking.createdDate), desc(sampleTracking.id))
      .limit(limit),
});

export type SamplesRepository = ReturnType<typeof createSamplesRepository>;
