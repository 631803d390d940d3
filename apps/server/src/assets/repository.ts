import type { AssetSort, LibraryType } from '@stride/domain';
import { and, count, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Database } from '../platform/db/database.js';
import { type AssetSelection, assetOrderBy, assetSelectionWhere, searchTextOf } from './list-conditions.js';
import { type AssetFileRow, type AssetRow, assetFiles, assets, userFlags } from './tables.js';

export type NewAssetRow = typeof assets.$inferInsert;
export type NewAssetFileRow = typeof assetFiles.$inferInsert;
export type AssetChanges = Partial<Omit<NewAssetRow, 'id' | 'libraryType' | 'createdDate' | 'createdBy'>>;
export type AssetFileChanges = Partial<Omit<NewAssetFileRow, 'id' | 'key'>>;

/** Assets and their files; give it a transaction to make several calls one write. */
export const createAssetsRepository = (db: Database) => ({
  page: (selection: AssetSelection, sort: AssetSort, limit: number, skip: number): Promise<AssetRow[]> =>
    db
      .select()
      .from(assets)
      .where(assetSelectionWhere(selection))
      .orderBy(...assetOrderBy(sort))
      .limit(limit)
      .offset(skip),

  count: async (selection: AssetSelection): Promise<number> => {
    const [row] = await db.select({ total: count() }).from(assets).where(assetSelectionWhere(selection));
    return row?.total ?? 0;
  },

  filesOf: (assetIds: readonly string[]): Promise<AssetFileRow[]> =>
    assetIds.length === 0
      ? Promise.resolve([])
      : db
          .select()
          .from(assetFiles)
          .where(inArray(assetFiles.assetId, [...assetIds]))
          .orderBy(assetFiles.createdDate, assetFiles.id),

  /** The assets among these the user has flagged seen. */
  seenBy: async (userId: string, assetIds: readonly string[]): Promise<Set<string>> => {
    if (assetIds.length === 0) return new Set();
    const rows = await db
      .select({ assetId: userFlags.assetId })
      .from(userFlags)
      .where(and(eq(userFlags.userId, userId), eq(userFlags.flag, 'seen'), inArray(userFlags.assetId, [...assetIds])));
    return new Set(rows.map((row) => row.assetId));
  },

  /** Locks the rows against concurrent batches when called inside a transaction. */
  findForUpdate: (ids: readonly string[]): Promise<AssetRow[]> =>
    ids.length === 0
      ? Promise.resolve([])
      : db
          .select()
          .from(assets)
          .where(inArray(assets.id, [...ids]))
          .for('update'),

  findById: async (id: string): Promise<AssetRow | undefined> =>
    (await db.select().from(assets).where(eq(assets.id, id)))[0],

  findFile: async (fileId: string): Promise<{ file: AssetFileRow; asset: AssetRow } | undefined> =>
    (
      await db
        .select({ file: assetFiles, asset: assets })
        .from(assetFiles)
        .innerJoin(assets, eq(assets.id, assetFiles.assetId))
        .where(eq(assetFiles.id, fileId))
    )[0],

  findFilesByKeys: (keys: readonly string[]): Promise<{ file: AssetFileRow; asset: AssetRow }[]> =>
    keys.length === 0
      ? Promise.resolve([])
      : db
          .select({ file: assetFiles, asset: assets })
          .from(assetFiles)
          .innerJoin(assets, eq(assets.id, assetFiles.assetId))
          .where(inArray(assetFiles.key, [...keys])),

  /** Another asset of the library (not deleted) with this name, for check-filename. */
  findNamed: async (libraryType: LibraryType, name: string, exceptId?: string): Promise<{ id: string } | undefined> =>
    (
      await db
        .select({ id: assets.id })
        .from(assets)
        .where(
          and(
            eq(assets.libraryType, libraryType),
            eq(assets.name, name),
            ne(assets.state, 'deleted'),
            exceptId ? ne(assets.id, exceptId) : undefined,
          ),
        )
        .limit(1)
    )[0],

  insert: async (row: NewAssetRow): Promise<AssetRow> => {
    const [inserted] = await db.insert(assets).values(row).returning();
    if (!inserted) throw new Error('The asset insert returned no row');
    return inserted;
  },

  insertMany: (rows: NewAssetRow[]) => db.insert(assets).values(rows),

  update: (id: string, changes: AssetChanges) => db.update(assets).set(changes).where(eq(assets.id, id)),

  insertFiles: (rows: NewAssetFileRow[]): Promise<AssetFileRow[]> =>
    rows.length === 0 ? Promise.resolve([]) : db.insert(assetFiles).values(rows).returning(),

  updateFile: (fileId: string, changes: AssetFileChanges) =>
    db.update(assetFiles).set(changes).where(eq(assetFiles.id, fileId)),

  deleteFiles: (fileIds: readonly string[]): Promise<AssetFileRow[]> =>
    fileIds.length === 0
      ? Promise.resolve([])
      : db
          .delete(assetFiles)
          .where(inArray(assetFiles.id, [...fileIds]))
          .returning(),

  /** Recomputes the keyword text of these assets from their name, body and file names. */
  refreshSearchText: (assetIds: readonly string[]) =>
    assetIds.length === 0
      ? Promise.resolve()
      : db
          .update(assets)
          .set({ searchText: searchTextOf })
          .where(inArray(assets.id, [...assetIds]))
          .then(() => undefined),

  flagSeen: (userId: string, assetId: string) =>
    db.insert(userFlags).values({ userId, assetId, flag: 'seen' }).onConflictDoNothing(),

  /** A new asset becomes visible once a Primary file is Ready, or it has files but none is a waiting Primary. */
  revealIfReady: (assetId: string) =>
    db
      .update(assets)
      .set({ waitingForFile: false })
      .where(
        and(
          eq(assets.id, assetId),
          eq(assets.waitingForFile, true),
          sql`not exists (select 1 from asset_files f where f.asset_id = ${assets.id} and f.usage_type = 'Primary' and f.state = 'WaitingForFile' and not exists (select 1 from asset_files r where r.asset_id = ${assets.id} and r.usage_type = 'Primary' and r.state = 'Ready'))`,
        ),
      ),
});

export type AssetsRepository = ReturnType<typeof createAssetsRepository>;
