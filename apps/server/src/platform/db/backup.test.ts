import { existsSync, readFileSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { createUser } from '../../../test/factories.js';
import { createServerDatabase, databaseUrlFor, dropServerDatabase, testDatabaseName } from '../../../test/postgres.js';
import { testPgliteTemplate } from '../../../test/test-app.js';
import { dataDirLayout } from '../data-dir.js';
import { createJobQueue } from '../jobs/job-queue.js';
import { BACKUP_SQL, type BackupManifest, backupDataDir } from './backup.js';
import { type DatabaseHandle, openDatabase, openPglite } from './database.js';
import { adaptDumpScript, restoreFiles, restoreIntoPglite, restoreIntoPostgres } from './restore.js';

const journal = JSON.parse(readFileSync(new URL('../../../drizzle/meta/_journal.json', import.meta.url), 'utf8')) as {
  entries: unknown[];
};
const JOB_QUEUE = 'test.backup';
const ASSET_KEY = 'assets/backup/picture.txt';
// Lines inside a value that look like the statements a restore drops must come through untouched.
const TRICKY_NAME = "O'Brien – Zoë 東京\nSET transaction_timeout = 0;\nCOMMENT ON EXTENSION pg_trgm IS 'x';";

// The user's row as the driver reads it, every column, so a restore that loses or changes one shows.
type Snapshot = { user: Record<string, unknown>; sampleSequence: number; migrations: number };

/** What the test wrote, read back from a database (the source or a restored copy). */
const snapshotOf = async (database: DatabaseHandle, userId: string): Promise<Snapshot> => {
  const [user] = (await database.executeSql('select * from public.users where id = $1', [userId])).rows;
  const [sequence] = (await database.executeSql('select last_value from public.samples_seq_seq')).rows;
  const [migrations] = (await database.executeSql('select count(*)::int as count from drizzle.__drizzle_migrations'))
    .rows;
  return {
    user: user!,
    sampleSequence: Number(sequence?.last_value),
    migrations: Number(migrations?.count),
  };
};

const queuedJobs = async (database: DatabaseHandle) =>
  (await database.executeSql(`select data from pgboss.job where name = '${JOB_QUEUE}'`)).rows.map((row) => row.data);

/** Whether the planner has column statistics for the users table: only an analyze writes them. */
const usersAnalyzed = async (database: DatabaseHandle) => {
  const sql = `select count(*)::int as count from pg_stats where schemaname = 'public' and tablename = 'users'`;
  return Number((await database.executeSql(sql)).rows[0]?.count) > 0;
};

describe('database backup and restore', () => {
  let root: string;
  let backupDir: string;
  let userId: string;
  let source: Snapshot;
  let manifest: BackupManifest;

  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'stride-backup-'));
    const sourceDataDir = path.join(root, 'source');
    const database = await openDatabase({
      dataDir: dataDirLayout(sourceDataDir).database,
      pgliteTemplate: testPgliteTemplate(),
    });
    try {
      userId = (
        await createUser(database.db, { name: TRICKY_NAME, permissions: [{ domain: 'adminUsers', role: 'admin' }] })
      ).id;
      await database.executeSql("select nextval('public.samples_seq_seq') from generate_series(1, 3)");
      // pg-boss keeps its own schema, made at start rather than by our migrations.
      const jobs = createJobQueue(database, { stopTimeoutMs: 1_000 });
      await jobs.start({ warn: vi.fn(), error: vi.fn() });
      await jobs.send(JOB_QUEUE, { styleColorId: 'SC-1' });
      await jobs.stop();
      source = await snapshotOf(database, userId);
    } finally {
      await database.close();
    }
    const asset = path.join(dataDirLayout(sourceDataDir).files, ASSET_KEY);
    await mkdir(path.dirname(asset), { recursive: true });
    await writeFile(asset, 'picture bytes');

    backupDir = path.join(root, 'backup');
    manifest = await backupDataDir({ dataDir: sourceDataDir, outDir: backupDir, includeFiles: true });
  });

  afterAll(async () => {
    if (root) await rm(root, { recursive: true, force: true });
  });

  it('writes a SQL dump, the files and a manifest', async () => {
    expect(manifest).toMatchObject({
      format: 'stride-backup',
      migrations: journal.entries.length,
      files: { included: true, count: 1 },
    });
    expect(manifest.postgresVersion).toMatch(/^18\./);
    expect(source.migrations).toBe(journal.entries.length);
    const sql = await readFile(path.join(backupDir, BACKUP_SQL), 'utf8');
    expect(sql).toContain('CREATE TABLE public.users');
    expect(await readFile(path.join(backupDir, 'files', ASSET_KEY), 'utf8')).toBe('picture bytes');
  });

  it('refuses to back up a database a process holds open, and into a folder that is not empty', async () => {
    const sourceDataDir = path.join(root, 'source');
    const client = await openPglite(dataDirLayout(sourceDataDir).database);
    try {
      await expect(
        backupDataDir({ dataDir: sourceDataDir, outDir: path.join(root, 'while-open'), includeFiles: false }),
      ).rejects.toThrow(/stop the server first/);
    } finally {
      await client.close();
    }
    await expect(backupDataDir({ dataDir: sourceDataDir, outDir: backupDir, includeFiles: false })).rejects.toThrow(
      /is not empty/,
    );
  });

  it('restores into the embedded database, setting aside the one it replaces', async () => {
    const dataDir = path.join(root, 'restored');
    const layout = dataDirLayout(dataDir);
    await mkdir(layout.database, { recursive: true });
    await writeFile(path.join(layout.database, 'PG_VERSION'), 'an older database\n');
    await mkdir(layout.files, { recursive: true });
    await writeFile(path.join(layout.files, 'stale.txt'), 'stale');

    const restored = await restoreIntoPglite({ backupDir, dataDir });
    const files = await restoreFiles({ backupDir, dataDir });

    expect(await readFile(path.join(restored.setAside!, 'PG_VERSION'), 'utf8')).toBe('an older database\n');
    expect(existsSync(path.join(files.setAside!, 'stale.txt'))).toBe(true);
    expect(existsSync(path.join(layout.files, 'stale.txt'))).toBe(false);
    expect(await readFile(path.join(layout.files, ASSET_KEY), 'utf8')).toBe('picture bytes');
    const database = await openDatabase({ dataDir: layout.database });
    try {
      // Migrated on open: the restored migrations table must leave nothing to run.
      expect(await snapshotOf(database, userId)).toEqual(source);
      expect(await queuedJobs(database)).toEqual([{ styleColorId: 'SC-1' }]);
      expect(await usersAnalyzed(database)).toBe(true);
    } finally {
      await database.close();
    }
  });

  const serverUrl = inject('testServerUrl');
  it.skipIf(!serverUrl)(
    'moves to PostgreSQL: an empty database takes the dump, and the migrator finds it current',
    async () => {
      const name = testDatabaseName('restore');
      await createServerDatabase(serverUrl!, name);
      const databaseUrl = databaseUrlFor(serverUrl!, name);
      try {
        await restoreIntoPostgres({ backupDir, databaseUrl });
        const database = await openDatabase({ databaseUrl });
        try {
          expect(await snapshotOf(database, userId)).toEqual(source);
          expect(await queuedJobs(database)).toEqual([{ styleColorId: 'SC-1' }]);
          expect(await usersAnalyzed(database)).toBe(true);
        } finally {
          await database.close();
        }
        await expect(restoreIntoPostgres({ backupDir, databaseUrl })).rejects.toThrow(/not empty/);
      } finally {
        await dropServerDatabase(serverUrl!, name);
      }
    },
  );
});

describe('adaptDumpScript', () => {
  const known = new Set(['statement_timeout', 'client_encoding']);

  it.each([
    ['a setting the target knows', 'SET statement_timeout = 0;', 'SET statement_timeout = 0;'],
    ['a setting it does not know', 'SET transaction_timeout = 0;\nSELECT 1;', 'SELECT 1;'],
    ["psql's restrict guard", '\\restrict abc\nSELECT 1;\n\\unrestrict abc', 'SELECT 1;'],
    ['a comment on an extension', "COMMENT ON EXTENSION pg_trgm IS 'trigrams';\nSELECT 1;", 'SELECT 1;'],
    [
      'lines inside a string literal',
      "INSERT INTO t VALUES ('it''s\nSET transaction_timeout = 0;\n\\restrict x');",
      "INSERT INTO t VALUES ('it''s\nSET transaction_timeout = 0;\n\\restrict x');",
    ],
    [
      'lines inside a dollar-quoted body',
      "CREATE FUNCTION f() RETURNS void AS $_$\nSET transaction_timeout = 0;\n$_$;\nSET transaction_timeout = '1s';",
      'CREATE FUNCTION f() RETURNS void AS $_$\nSET transaction_timeout = 0;\n$_$;',
    ],
  ])('%s', (_case, script, expected) => {
    expect(adaptDumpScript(script, known)).toBe(expected);
  });

  it('refuses any other psql command', () => {
    expect(() => adaptDumpScript('\\connect other', known)).toThrow(/psql command/);
  });
});
