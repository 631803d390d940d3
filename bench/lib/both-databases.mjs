import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * Runs a bench's `measure(name, env)` on a fresh embedded database, then on PostgreSQL when
 * BENCH_DATABASE_URL points at an empty scratch database, and writes both results with the machine
 * (and `details`, e.g. the bench's settings) to `resultsFile`, bench/results/{name}.json unless given.
 * Each run keeps its stored files in a temporary DATA_DIR of its own. Answers what it wrote.
 */
export const measureOnBothDatabases = async ({ name, catalogueStyles, measure, details = {}, resultsFile }) => {
  const results = {
    machine: { cpus: os.cpus().length, node: process.version },
    date: new Date().toISOString(),
    catalogueStyles,
    ...details,
  };
  const dataDir = (database) => mkdtempSync(path.join(os.tmpdir(), `stride-bench-${name}-${database}-`));
  const dataDirs = [];
  try {
    dataDirs.push(dataDir('embedded'));
    results.embedded = await measure('embedded (PGlite)', { DATA_DIR: dataDirs[0] });
    if (process.env.BENCH_DATABASE_URL) {
      dataDirs.push(dataDir('postgresql'));
      results.postgresql = await measure('PostgreSQL', {
        DATA_DIR: dataDirs[1],
        DATABASE_URL: process.env.BENCH_DATABASE_URL,
        SEED_DEMO: '1',
      });
    }
  } finally {
    for (const directory of dataDirs) rmSync(directory, { recursive: true, force: true });
  }
  const file = resultsFile ?? path.join(import.meta.dirname, '..', 'results', `${name}.json`);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(results, null, 2)}\n`);
  console.log(`\nwrote ${path.relative(process.cwd(), file)}`);
  return results;
};
