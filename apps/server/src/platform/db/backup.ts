import { existsSync } from 'node:fs';
import { cp, mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { pgDump } from '@electric-sql/pglite-tools/pg_dump';
import { dataDirLayout } from '../data-dir.js';
import { openPglite } from './database.js';

/**
 * A backup is a folder: `database.sql` (a plain SQL dump of the embedded database),
 * `files/` (a copy of DATA_DIR/files, the local file store) and `backup.json` (what is in it).
 * Plain SQL rather than pg_dump's custom format: the WebAssembly pg_dump hands its output back
 * as text, and a script is what both PGlite and a PostgreSQL server can replay.
 */
export const BACKUP_SQL = 'database.sql';
export const BACKUP_FILES = 'files';
const BACKUP_MANIFEST = 'backup.json';

export type BackupManifest = {
  format: 'stride-backup';
  version: 1;
  createdAt: string;
  /** `server_version` of the dumped database (PGlite's PostgreSQL). */
  postgresVersion: string;
  /** Rows of drizzle.__drizzle_migrations: the schema level of the dump. */
  migrations: number;
  /** Whether `files/` holds the local file store; not when the files live in S3 or were skipped. */
  files: { included: boolean; count: number };
};

/**
 * PGlite allows one process per data directory and takes no lock of its own. While open it keeps
 * a `postmaster.pid` there and removes it on a clean close, so one present means a running server
 * (or one that crashed: `force` is for that case, once no server runs).
 */
export const assertPgliteNotInUse = (databaseDir: string, force = false) => {
  if (force || !existsSync(path.join(databaseDir, 'postmaster.pid'))) return;
  throw new Error(
    `The embedded database in ${databaseDir} is open (postmaster.pid is there): stop the server first. ` +
      'If no server runs (it crashed), repeat with --force.',
  );
};

/**
 * pg_dump's arguments besides those pgDump adds (`--inserts -U postgres`): no owners or grants,
 * since the restoring role of a PostgreSQL server is rarely PGlite's `postgres`; no statistics,
 * which only PostgreSQL 18 can load; multi-row INSERTs, which replay many times faster.
 */
const PG_DUMP_ARGS = ['--no-owner', '--no-privileges', '--no-statistics', '--rows-per-insert=1000'];

type DatabaseDump = { sql: string; postgresVersion: string; migrations: number };

/** A plain SQL dump of an open PGlite (pg_dump 18 compiled to WebAssembly, talking to it in-process). */
const dumpPglite = async (client: PGlite): Promise<DatabaseDump> => {
  const version = await client.query<{ server_version: string }>('show server_version');
  const migrations = await client.query<{ count: number }>(
    `select count(*)::int as count from pg_catalog.pg_tables where schemaname = 'drizzle' and tablename = '__drizzle_migrations'`,
  );
  const applied =
    migrations.rows[0]?.count === 1
      ? (await client.query<{ count: number }>('select count(*)::int as count from drizzle.__drizzle_migrations'))
          .rows[0]?.count
      : 0;
  const dump = await pgDump({ pg: client, args: PG_DUMP_ARGS });
  return { sql: await dump.text(), postgresVersion: version.rows[0]?.server_version ?? '', migrations: applied ?? 0 };
};

const countFiles = async (dir: string): Promise<number> => {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).length;
};

const isEmptyOrMissing = async (dir: string) => !existsSync(dir) || (await readdir(dir)).length === 0;

export type BackupOptions = {
  dataDir: string;
  outDir: string;
  /** false when the files are elsewhere (an S3 bucket) or are copied separately. */
  includeFiles: boolean;
  /** Ignore a leftover postmaster.pid (a crashed server). */
  force?: boolean;
};

/**
 * Backs up the embedded database of `dataDir` and its local files into `outDir` (new or empty).
 * The server must be stopped: PGlite is one process per data directory, and a file copied while
 * uploads land would not match the dump.
 */
export const backupDataDir = async (options: BackupOptions): Promise<BackupManifest> => {
  const layout = dataDirLayout(options.dataDir);
  if (!existsSync(path.join(layout.database, 'PG_VERSION'))) {
    throw new Error(`No embedded database in ${layout.database}`);
  }
  if (!(await isEmptyOrMissing(options.outDir))) throw new Error(`${options.outDir} is not empty`);
  assertPgliteNotInUse(layout.database, options.force);

  const client = await openPglite(layout.database);
  let dump: DatabaseDump;
  try {
    dump = await dumpPglite(client);
  } finally {
    await client.close();
  }
  await mkdir(options.outDir, { recursive: true });
  await writeFile(path.join(options.outDir, BACKUP_SQL), dump.sql);

  const filesDir = path.join(options.outDir, BACKUP_FILES);
  if (options.includeFiles) {
    await mkdir(filesDir);
    if (existsSync(layout.files))
      await cp(layout.files, filesDir, { recursive: true, errorOnExist: true, force: false });
  }
  const manifest: BackupManifest = {
    format: 'stride-backup',
    version: 1,
    createdAt: new Date().toISOString(),
    postgresVersion: dump.postgresVersion,
    migrations: dump.migrations,
    files: { included: options.includeFiles, count: options.includeFiles ? await countFiles(filesDir) : 0 },
  };
  await writeFile(path.join(options.outDir, BACKUP_MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
};

/** What a backup folder holds, checked to be a backup this version reads. */
export const readBackupManifest = async (backupDir: string): Promise<BackupManifest> => {
  const manifestFile = path.join(backupDir, BACKUP_MANIFEST);
  if (!existsSync(manifestFile)) throw new Error(`${backupDir} is not a backup: it has no ${BACKUP_MANIFEST}`);
  const manifest = JSON.parse(await readFile(manifestFile, 'utf8')) as BackupManifest;
  if (manifest.format !== 'stride-backup' || manifest.version !== 1) {
    throw new Error(`${manifestFile} is not a backup manifest this version reads`);
  }
  return manifest;
};

/** A backup's manifest and SQL dump. */
export const readBackup = async (backupDir: string): Promise<{ manifest: BackupManifest; sql: string }> => {
  const manifest = await readBackupManifest(backupDir);
  return { manifest, sql: await readFile(path.join(backupDir, BACKUP_SQL), 'utf8') };
};
