import { existsSync } from 'node:fs';
import { cp, mkdir, readdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { dataDirLayout } from '../data-dir.js';
import { assertPgliteNotInUse, BACKUP_FILES, type BackupManifest, readBackup, readBackupManifest } from './backup.js';
import { openPglite } from './database.js';
import { copyBuiltPgliteCluster } from './pglite-cluster.js';

/**
 * Which lines of a SQL script start outside any string literal, quoted identifier or
 * dollar-quoted body, so a rewrite by lines never touches a row's text that happens to look
 * like a statement. Enough for pg_dump's output: standard-conforming strings, `--` comments at
 * the start of a line.
 */
const linesStartingInCode = (lines: readonly string[]): boolean[] => {
  let closing: string | null = null;
  return lines.map((line) => {
    const startsInCode = closing === null;
    if (closing === null && line.startsWith('--')) return true;
    let at = 0;
    while (at < line.length) {
      if (closing !== null) {
        const end = line.indexOf(closing, at);
        if (end < 0) break;
        at = end + closing.length;
        closing = null;
        continue;
      }
      const char = line[at];
      if (char === "'" || char === '"') {
        closing = char;
        at += 1;
      } else if (char === '-' && line[at + 1] === '-') {
        break;
      } else if (char === '$') {
        const tag = /^\$(?:[A-Za-z_][A-Za-z0-9_]*)?\$/.exec(line.slice(at))?.[0];
        if (tag) closing = tag;
        at += tag?.length ?? 1;
      } else {
        at += 1;
      }
    }
    return startsInCode;
  });
};

const SETTING = /^SET ([A-Za-z_][A-Za-z0-9_]*) = .*;$/;
const RESTRICT = /^\\(?:un)?restrict\b/;
const META_COMMAND = /^\\/;
const EXTENSION_COMMENT = /^COMMENT ON EXTENSION /;

/**
 * The dump made runnable on the target as one query. PostgreSQL 18's pg_dump writes a few lines
 * an older server or a plain connection cannot run: settings the target does not know
 * (`SET transaction_timeout`, new in 17) and psql's `\restrict` guard (17.6, 18). A comment on an
 * extension needs its owner, which the restoring role of a server rarely is, and only repeats the
 * extension's own description.
 */
export const adaptDumpScript = (sql: string, knownSettings: ReadonlySet<string>): string => {
  const lines = sql.split('\n');
  const inCode = linesStartingInCode(lines);
  return lines
    .filter((line, index) => {
      if (!inCode[index]) return true;
      if (RESTRICT.test(line) || EXTENSION_COMMENT.test(line)) return false;
      if (META_COMMAND.test(line)) throw new Error(`The dump has a psql command a restore cannot run: ${line}`);
      const setting = SETTING.exec(line)?.[1];
      return setting === undefined || knownSettings.has(setting.toLowerCase());
    })
    .join('\n');
};

const SETTINGS_QUERY = 'select name from pg_catalog.pg_settings';
/**
 * The dump carries no planner statistics (PostgreSQL 15 cannot load 18's), PGlite has no
 * autovacuum and a server's comes late: without them the first searches plan badly (as after seeding).
 */
const ANALYZE = 'analyze';
const settingNames = (rows: { name: string }[]) => new Set(rows.map((row) => row.name));

const timestamp = () => new Date().toISOString().replace(/[:.]/g, '-');

/**
 * Fills `dir` anew: `fill` writes a sibling folder, which replaces `dir` only once complete; a
 * non-empty `dir` is kept beside it (`<dir>.before-restore-<time>`) rather than deleted.
 * Answers where the old content went.
 */
const replaceDir = async (dir: string, fill: (target: string) => Promise<void>): Promise<string | undefined> => {
  const incoming = `${dir}.restoring`;
  await rm(incoming, { recursive: true, force: true });
  try {
    await fill(incoming);
  } catch (error) {
    await rm(incoming, { recursive: true, force: true });
    throw error;
  }
  let setAside: string | undefined;
  if (existsSync(dir)) {
    if ((await readdir(dir)).length === 0) {
      await rm(dir, { recursive: true });
    } else {
      setAside = `${dir}.before-restore-${timestamp()}`;
      await rename(dir, setAside);
    }
  }
  await rename(incoming, dir);
  return setAside;
};

export type RestoreResult = { manifest: BackupManifest; setAside?: string };

/**
 * Replaces the embedded database of `dataDir` with a backup's: replayed into a new PGlite beside
 * it, which takes its place once complete. The server must be stopped.
 */
export const restoreIntoPglite = async (options: {
  backupDir: string;
  dataDir: string;
  force?: boolean;
}): Promise<RestoreResult> => {
  const { manifest, sql } = await readBackup(options.backupDir);
  const { database } = dataDirLayout(options.dataDir);
  assertPgliteNotInUse(database, options.force);
  const setAside = await replaceDir(database, async (target) => {
    await mkdir(target, { recursive: true });
    // The build's empty cluster, when there is one, spares initdb's time and memory peak.
    copyBuiltPgliteCluster(target);
    const client = await openPglite(target);
    try {
      const settings = await client.query<{ name: string }>(SETTINGS_QUERY);
      await client.exec(adaptDumpScript(sql, settingNames(settings.rows)));
      await client.exec(ANALYZE);
    } finally {
      await client.close();
    }
  });
  return { manifest, setAside };
};

/**
 * Loads a backup into an empty PostgreSQL database (the move from the embedded database to a
 * server). The migrations table comes with the rows, so the server's migrator finds them applied.
 */
export const restoreIntoPostgres = async (options: { backupDir: string; databaseUrl: string }) => {
  const { manifest, sql } = await readBackup(options.backupDir);
  const client = new pg.Client({ connectionString: options.databaseUrl });
  await client.connect();
  try {
    const relations = await client.query<{ count: number }>(
      `select count(*)::int as count from pg_catalog.pg_class c
         join pg_catalog.pg_namespace n on n.oid = c.relnamespace
        where n.nspname <> 'information_schema' and n.nspname !~ '^pg_'`,
    );
    const found = relations.rows[0]?.count ?? 0;
    if (found > 0) {
      throw new Error(`The target database is not empty (${found} tables, sequences or indexes): create a new one`);
    }
    const settings = await client.query<{ name: string }>(SETTINGS_QUERY);
    // One simple query: the server runs its statements as one transaction, so a failure leaves
    // the database as empty as it was.
    await client.query(adaptDumpScript(sql, settingNames(settings.rows)));
    await client.query(ANALYZE);
  } finally {
    await client.end();
  }
  return { manifest };
};

/** Replaces DATA_DIR/files with the backup's copy, when it has one. */
export const restoreFiles = async (options: { backupDir: string; dataDir: string }): Promise<RestoreResult> => {
  const manifest = await readBackupManifest(options.backupDir);
  if (!manifest.files.included) return { manifest };
  const source = path.join(options.backupDir, BACKUP_FILES);
  const setAside = await replaceDir(dataDirLayout(options.dataDir).files, (target) =>
    cp(source, target, { recursive: true }),
  );
  return { manifest, setAside };
};
