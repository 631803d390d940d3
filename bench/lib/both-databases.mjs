import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * Runs a bench's `measure(name, env)` on a fresh embedded database, then on PostgreSQL when
 * BENCH_DATABASE_URL points at an empty scratch database, and writes both results with the machine
 * to bench/results/{name}.json.
 */
export const measureOnBothDatabases = async ({ name, catalogueStyles, measure }) => {
  const results = {
    machine: { cpus: os.cpus().length, node: process.version },
    date: new Date().toISOString(),
    catalogueStyles,
  };
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `stride-bench-${name}-`));
  try {
    results.embedded = await measure('embedded (PGlite)', { DATA_DIR: dataDir });
    if (process.env.BENCH_DATABASE_URL) {
      results.postgresql = await measure('PostgreSQL', {
        DATABASE_URL: process.env.BENCH_DATABASE_URL,
        SEED_DEMO: '1',
      });
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  const resultsFile = path.join(import.meta.dirname, '..', 'results', `${name}.json`);
  mkdirSync(path.dirname(resultsFile), { recursive: true });
  writeFileSync(resultsFile, `${JSON.stringify(results, null, 2)}\n`);
  console.log(`\nwrote bench/results/${name}.json`);
};
