import { cpSync, existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { serverPath } from '../server-root.js';

/**
 * PGlite runs initdb inside the server process the first time a data directory is opened, and
 * that alone peaks near 770 MB; loading a dumped cluster instead still grows its memory by 80 MB
 * for good. The build runs initdb once (scripts/build.mjs) and keeps the empty, closed cluster as
 * a folder; a new data directory starts as a copy of it and opens like any restart. The folder
 * name carries PGlite's version, since a cluster only opens in the PostgreSQL build that made it.
 */
const builtPgliteClusterDir = (pgliteVersion: string) => serverPath(`dist/pglite-cluster-${pgliteVersion}`);

const installedPgliteVersion = (): string => {
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  let folder = path.dirname(entry);
  while (!existsSync(path.join(folder, 'package.json'))) folder = path.dirname(folder);
  return (JSON.parse(readFileSync(path.join(folder, 'package.json'), 'utf8')) as { version: string }).version;
};

/**
 * Fills a data directory that holds no database yet with the built empty cluster, if the build
 * made one. Answers whether the database is new (copied now, or left for PGlite's initdb).
 */
export const copyBuiltPgliteCluster = (dataDir: string): boolean => {
  if (existsSync(path.join(dataDir, 'PG_VERSION'))) return false;
  const built = builtPgliteClusterDir(installedPgliteVersion());
  if (existsSync(path.join(built, 'PG_VERSION'))) cpSync(built, dataDir, { recursive: true });
  return true;
};
