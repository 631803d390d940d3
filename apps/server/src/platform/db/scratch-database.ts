import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { type DatabaseHandle, openDatabase } from './database.js';

export type ScratchDatabase = {
  kind: DatabaseHandle['kind'];
  /** Opens (and migrates) the scratch database; open it again after closing to see a restart. */
  open: () => Promise<DatabaseHandle>;
  drop: () => Promise<void>;
};

const adminQuery = async (url: string, text: string) => {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
};

/**
 * A database of a test's own: a new database on the PostgreSQL server of TEST_DATABASE_URL
 * (dropped afterwards), or PGlite, in memory or, when it must outlive a close, in a temp folder.
 */
export const createScratchDatabase = async (options: { persistent?: boolean } = {}): Promise<ScratchDatabase> => {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const name = `stride_scratch_${randomBytes(6).toString('hex')}`;
    await adminQuery(serverUrl, `CREATE DATABASE ${name}`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    return {
      kind: 'postgres',
      open: () => openDatabase({ databaseUrl: url.toString() }),
      drop: () => adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
    };
  }
  if (!options.persistent) return { kind: 'pglite', open: () => openDatabase({}), drop: async () => {} };
  const dataDir = await mkdtemp(path.join(tmpdir(), 'stride-scratch-'));
  return {
    kind: 'pglite',
    open: () => openDatabase({ dataDir }),
    drop: () => rm(dataDir, { recursive: true, force: true }),
  };
};
