import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { serverPath } from '../server-root.js';

/**
 * PGlite runs initdb inside the server process the first time a data directory is opened, and
 * that alone peaks near 770 MB. The build runs it once (scripts/build.mjs) and keeps the empty
 * cluster as a tarball; a new data directory starts from it. The file name carries PGlite's
 * version, since a cluster only loads into the PostgreSQL build that made it.
 */
export const pgliteClusterFile = (pgliteVersion: string) => serverPath(`dist/pglite-cluster-${pgliteVersion}.tar.gz`);

const installedPgliteVersion = (): string => {
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  let folder = path.dirname(entry);
  while (!existsSync(path.join(folder, 'package.json'))) folder = path.dirname(folder);
  return (JSON.parse(readFileSync(path.join(folder, 'package.json'), 'utf8')) as { version: string }).version;
};

/** The built empty cluster for a data directory that holds no database yet, if the build made one. */
export const builtPgliteCluster = (dataDir: string): Blob | undefined => {
  if (existsSync(path.join(dataDir, 'PG_VERSION'))) return undefined;
  const file = pgliteClusterFile(installedPgliteVersion());
  return existsSync(file) ? new Blob([readFileSync(file)]) : undefined;
};
