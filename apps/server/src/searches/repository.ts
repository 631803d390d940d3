import { and, count, desc, eq } from 'drizzle-orm';
import type { Database } from '../platform/db/database.js';
import { savedSearches } from './tables.js';

export const createSavedSearchesRepository = (db: Database) => ({
  listOf: (userId: string) =>
    db.select().from(savedSearches).where(eq(savedSearches.userId, userId)).orderBy(desc(savedSearches.createdAt)),
  countOf: async (userId: string) =>
    (await db.select({ n: count() }).from(savedSearches).where(eq(savedSearches.userId, userId)))[0]?.n ?? 0,
  insert: async (row: { userId: string; name: string; path: string; query: string }) =>
    (await db.insert(savedSearches).values(row).returning())[0]!,
  /** Only the person's own; answers whether one was deleted. */
  delete: async (userId: string, id: string) =>
    (
      await db
        .delete(savedSearches)
        .where(and(eq(savedSearches.id, id), eq(savedSearches.userId, userId)))
        .returning({ id: savedSearches.id })
    ).length > 0,
});
export type SavedSearchesRepository = ReturnType<typeof createSavedSearchesRepository>;
