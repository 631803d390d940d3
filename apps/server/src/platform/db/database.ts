import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzleNodePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { serverPath } from '../server-root.js';

/** Both drivers give a PgDatabase; services and repositories only see this type. */
export type Database = PgDatabase<PgQueryResultHKT>;

/** Raw SQL access for the few libraries (the job queue) that bring their own queries. */
export type SqlExecutor = (text: string, values?: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>;

/** Listens to a NOTIFY channel; answers the function that stops listening. */
type ChannelListener = (channel: string, onPayload: (payload: string) => void) => Promise<() => Promise<void>>;

/**
 * The connections behind the handle, for the metrics: PostgreSQL's pool (open, idle and queries
 * waiting for one); PGlite's one connection, whose queue of queries is not visible.
 */
type ConnectionUse = { open: number; idle?: number; waiting?: number };

export type DatabaseHandle = {
  kind: 'pglite' | 'postgres';
  db: Database;
  executeSql: SqlExecutor;
  /**
   * LISTEN/NOTIFY: every server process on one database hears what any of them publishes
   * (`select pg_notify(channel, payload)`), so live updates need no shared process memory.
   */
  listen: ChannelListener;
  connections: () => ConnectionUse;
  close: () => Promise<void>;
};

type DriverClient = { query: (text: string, values?: unknown[]) => Promise<{ rows: unknown[] }> };

/**
 * Raw SQL on the connection behind a Drizzle database or transaction, so a library's own query
 * (a job sent with a mail) commits or rolls back with the caller's transaction. Single statements.
 */
export const sqlExecutorOf =
  (executor: Database): SqlExecutor =>
  async (text, values) => {
    // Both drivers' sessions hold their client (pool, pool client, PGlite or PGlite transaction).
    const { client } = executor._.session as unknown as { client: DriverClient };
    return { rows: (await client.query(text, values)).rows as Record<string, unknown>[] };
  };

const migrationsFolder = serverPath('drizzle');

/** Any key, the same in every process: the advisory lock migrations run under. */
const MIGRATION_LOCK_KEY = 4_151_020_260;

/**
 * Several servers starting at once on one PostgreSQL database would each apply the pending
 * migrations and all but one fail (a table or type that already exists): one migrates at a
 * time, and the next finds nothing left to do.
 */
const migrateOneAtATime = async (pool: pg.Pool, migrate: () => Promise<void>) => {
  const lock = await pool.connect();
  try {
    await lock.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      await migrate();
    } finally {
      await lock.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    }
  } finally {
    lock.release();
  }
};

/**
 * PGlite keeps its shared buffers in the process (PostgreSQL's default of 128 MB is touched at
 * start, a third of the memory budget); its data files are read through the operating system's
 * page cache anyway, so a small pool costs little speed (docs/decisions/platform.md, "Memory").
 */
const pgliteSettings = ['shared_buffers=16MB', 'maintenance_work_mem=16MB'];

/**
 * The embedded database, not migrated, with the extensions the schema uses and the settings
 * above; `template` (a dumped data directory) fills a new one instead of initdb.
 */
export const openPglite = async (dataDir: string, template?: Blob): Promise<PGlite> => {
  const client = new PGlite(dataDir, {
    ...(template ? { loadDataDir: template } : {}),
    extensions: { pg_trgm },
    postgresqlconf: pgliteSettings,
  });
  await client.waitReady;
  return client;
};

export type OpenDatabaseOptions = {
  databaseUrl?: string;
  dataDir?: string;
  /**
   * PGlite only: a new database starts from this dumped data directory (`dumpPgliteTemplate`)
   * instead of running initdb, which takes about 3.5 s against 1.3 s for loading a dump.
   */
  pgliteTemplate?: Blob;
};

/** Embedded PGlite in `dataDir` (or in memory), or PostgreSQL when a URL is given; migrated. */
export const openDatabase = async (options: OpenDatabaseOptions): Promise<DatabaseHandle> => {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    // A dropped idle connection (server restart, admin termination) must not crash the process;
    // the pool replaces it on the next query.
    pool.on('error', (error) => console.error('PostgreSQL idle connection error:', error.message));
    const db = drizzleNodePostgres(pool);
    await migrateOneAtATime(pool, () => migrateNodePostgres(db, { migrationsFolder }));
    const listeners: pg.Client[] = [];
    return {
      kind: 'postgres',
      db: db as unknown as Database,
      executeSql: async (text, values) => ({ rows: (await pool.query(text, values as unknown[])).rows }),
      // A LISTEN holds its connection, so each listener has a client of its own outside the pool.
      listen: async (channel, onPayload) => {
        const client = new pg.Client({ connectionString: options.databaseUrl });
        client.on('error', (error) => console.error('PostgreSQL listener error:', error.message));
        await client.connect();
        client.on('notification', (message) => {
          if (message.channel === channel && message.payload !== undefined) onPayload(message.payload);
        });
        await client.query(`listen ${pg.escapeIdentifier(channel)}`);
        listeners.push(client);
        return async () => {
          listeners.splice(listeners.indexOf(client), 1);
          await client.end();
        };
      },
      connections: () => ({ open: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
      close: async () => {
        await Promise.all(listeners.splice(0).map((client) => client.end()));
        await pool.end();
      },
    };
  }
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  // A template (a dumped, migrated data directory) fills a new database, in memory or on disk.
  const client = await openPglite(options.dataDir ?? 'memory://', options.pgliteTemplate);
  const db = drizzlePglite(client);
  await migratePglite(db, { migrationsFolder });
  return {
    kind: 'pglite',
    db: db as unknown as Database,
    executeSql: async (text, values) => {
      if (values && values.length > 0)
        return { rows: (await client.query<Record<string, unknown>>(text, values)).rows };
      // A script (the job queue's runs its own BEGIN … COMMIT) runs inside PGlite's transaction,
      // which holds the one connection until it ends and rolls back whatever a failing statement
      // left open, so no other query ever lands in an aborted transaction.
      return client.transaction(async (transaction) => {
        const results = await transaction.exec(text);
        return { rows: results.flatMap((result) => result.rows as Record<string, unknown>[]) };
      });
    },
    listen: async (channel, onPayload) => client.listen(channel, onPayload),
    connections: () => ({ open: 1 }),
    close: () => client.close(),
  };
};

/** A migrated, empty in-memory PGlite data directory as a tarball, for `pgliteTemplate`. */
export const dumpPgliteTemplate = async (): Promise<Blob> => {
  const client = new PGlite('memory://', { extensions: { pg_trgm } });
  await migratePglite(drizzlePglite(client), { migrationsFolder });
  const dump = await client.dumpDataDir('none');
  await client.close();
  return dump;
};
