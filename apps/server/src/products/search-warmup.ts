import { sql } from 'drizzle-orm';
import type { Database } from '../platform/db/database.js';
import { productSearch } from './tables.js';

/**
 * Reads the search table and its name index into the database's cache, in the background after a
 * start: until then the first searches read them from disk a block at a time (on 100,000
 * style-colours the first name search after a restart took 320 ms on the server, 120 ms once
 * warm). This is pg_prewarm's job, done with queries because the embedded database has no
 * pg_prewarm; a sequential scan would not do, as it reads a large table through a small ring of
 * buffers and leaves the cache as it was.
 */
export const warmProductSearch = (db: Database) =>
  db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    // Every row of the search table, through its filter index.
    await tx.execute(sql`select count(*) from ${productSearch} where ${productSearch.code} >= ''
      and ${productSearch.searchName} <> ''`);
    // The whole trigram index: a pattern without trigrams makes GIN read every entry.
    await tx.execute(sql`select count(*) from ${productSearch} where ${productSearch.searchName} like '%~~%'`);
  });
