#!/usr/bin/env node
// Library grid benchmark (issue 4): 50,000 assets, 200 filtered and sorted page requests
// (GET /api/assets, limit 100, total count) as a library viewer and an editor would make them.
// Embedded database (PGlite) always; PostgreSQL when BENCH_DATABASE_URL points at an empty
// scratch database. Server-side time is the server's own pino `responseTime` (LOG_LEVEL info).
// Writes bench/results/library-grid.json.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { libraryTypes } from '@stride/domain';
import { sql } from 'drizzle-orm';
import { assetFiles, assets } from '../apps/server/src/assets/tables.ts';
import { openDatabase } from '../apps/server/src/platform/db/database.ts';
import { demoAssets } from '../apps/server/src/seed/demo-assets-rows.ts';
import { createRandom } from '../apps/server/src/seed/random.ts';
import { createAssetQueries } from './lib/asset-queries.mjs';
import { signIn, startServer, stopServer } from './lib/server.mjs';
import { serverTimes } from './lib/server-times.mjs';
import { summary } from './lib/stats.mjs';

const PORT = Number(process.env.BENCH_PORT ?? 8183);
const ASSETS = Number(process.env.BENCH_ASSETS ?? 50_000);
const QUERIES = 200;
const TARGET_P95_MS = 50;
/** Most assets sit in the advertising library, the largest one; the rest spread over the others. */
const share = { AdvertisingAsset: 0.6 };
const credentials = { email: 'editor@stride.demo', password: 'stride-demo' };

/** The 50,000 rows, from the demo generator, in batches (rows only: the grid reads no bytes). */
const fillAssets = async (databaseOptions) => {
  const database = await openDatabase(databaseOptions);
  const random = createRandom(4242);
  const others = libraryTypes.filter((type) => type !== 'AdvertisingAsset');
  const counts = Object.fromEntries(
    libraryTypes.map((type) => [
      type,
      Math.round(
        type === 'AdvertisingAsset'
          ? ASSETS * share.AdvertisingAsset
          : (ASSETS * (1 - share.AdvertisingAsset)) / others.length,
      ),
    ]),
  );
  const started = performance.now();
  for (const type of libraryTypes) {
    const rows = demoAssets(random, type, counts[type], Date.now());
    for (let start = 0; start < rows.length; start += 2_000) {
      const batch = rows.slice(start, start + 2_000);
      await database.db.insert(assets).values(batch.map((entry) => entry.asset));
      await database.db.insert(assetFiles).values(batch.flatMap((entry) => entry.files));
    }
  }
  await database.db.execute(sql`analyze`);
  await database.close();
  return { counts, seconds: Number(((performance.now() - started) / 1000).toFixed(1)) };
};

const run = async (name, env, databaseOptions, logDir) => {
  console.log(`\n${name}: migrate and seed the demo`);
  const first = await startServer({ port: PORT, env: { ...env, LOG_LEVEL: 'warn' }, readyTimeoutMs: 600_000 });
  await stopServer(first);
  const fill = await fillAssets(databaseOptions);
  console.log(`  ${ASSETS} assets inserted in ${fill.seconds} s`);
  const logFile = path.join(logDir, `${name}.log`);
  const server = await startServer({ port: PORT, env: { ...env, LOG_LEVEL: 'info' }, logFile });
  try {
    const cookie = await signIn(server.baseUrl, credentials);
    const queries = createAssetQueries(QUERIES, 7);
    const roundTrips = [];
    const totals = [];
    for (const pass of ['warm-up', 'measured']) {
      for (const url of queries) {
        const started = performance.now();
        const response = await fetch(`${server.baseUrl}${url}`, { headers: { cookie } });
        const body = await response.json();
        if (!response.ok) throw new Error(`${url}: ${response.status} ${JSON.stringify(body).slice(0, 300)}`);
        if (pass === 'measured') {
          roundTrips.push(performance.now() - started);
          totals.push(body.totalCount);
        }
      }
    }
    const server95 = serverTimes(logFile, (url) => url.startsWith('/api/assets?')).slice(-QUERIES);
    const serverMs = summary(server95);
    console.log(`  server ${JSON.stringify(serverMs)}  round trip ${JSON.stringify(summary(roundTrips))}`);
    return {
      assets: ASSETS,
      perLibrary: fill.counts,
      requests: QUERIES,
      serverMs,
      roundTripMs: summary(roundTrips),
      totalCount: summary(totals),
      meetsTarget: serverMs.p95 < TARGET_P95_MS,
    };
  } finally {
    await stopServer(server);
  }
};

const main = async () => {
  const logDir = mkdtempSync(path.join(os.tmpdir(), 'stride-library-bench-'));
  const results = { benchmark: 'library-grid', targetP95Ms: TARGET_P95_MS, date: new Date().toISOString() };
  const base = { SEED_DEMO: 'true', DEMO_CATALOGUE_STYLES: '200' };
  try {
    if (process.env.BENCH_ONLY_POSTGRES !== '1') {
      const dataDir = path.join(logDir, 'embedded');
      mkdirSync(dataDir, { recursive: true });
      results.embedded = await run(
        'embedded',
        { ...base, DATA_DIR: dataDir },
        { dataDir: path.join(dataDir, 'database') },
        logDir,
      );
    }
    if (process.env.BENCH_DATABASE_URL) {
      const dataDir = path.join(logDir, 'postgresql');
      mkdirSync(dataDir, { recursive: true });
      const env = { ...base, DATA_DIR: dataDir, DATABASE_URL: process.env.BENCH_DATABASE_URL };
      results.postgresql = await run('postgresql', env, { databaseUrl: process.env.BENCH_DATABASE_URL }, logDir);
    }
  } finally {
    rmSync(logDir, { recursive: true, force: true });
  }
  const out = path.join(import.meta.dirname, 'results', 'library-grid.json');
  writeFileSync(out, `${JSON.stringify(results, null, 2)}\n`);
  console.log(`\nwrote ${out}`);
};

await main();
