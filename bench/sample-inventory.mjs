#!/usr/bin/env node
// Sample inventory benchmark (issue 12): 200,000 samples (Production and Sales), 200 filtered and
// sorted grid pages (GET /api/sampleInventory/{subtype}, blocks of 100, total count), and the
// import check of a 10,000-row sheet (POST /api/sampleInventory/validate/{library}).
// Embedded database (PGlite) always; PostgreSQL when BENCH_DATABASE_URL points at an empty
// scratch database. Server-side time is the server's own pino `responseTime` (LOG_LEVEL info).
// Writes the key "sampleInventory" of bench/results/orders.json (other keys are kept).
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../apps/server/src/platform/db/database.ts';
import { samples } from '../apps/server/src/sample-inventory/tables.ts';
import { demoSampleRows, demoSampleSources } from '../apps/server/src/seed/demo-samples.ts';
import { createRandom } from '../apps/server/src/seed/random.ts';
import { createSampleQueries, sampleSides, sampleStatuses } from './lib/sample-queries.mjs';
import { mulberry32 } from './lib/search-queries.mjs';
import { signIn, startServer, stopServer } from './lib/server.mjs';
import { serverTimes } from './lib/server-times.mjs';
import { summary } from './lib/stats.mjs';

const PORT = Number(process.env.BENCH_PORT ?? 8187);
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 200_000);
const QUERIES = 200;
const VALIDATE_ROWS = 10_000;
const VALIDATE_RUNS = 5;
const TARGET_PAGE_P95_MS = 50;
const TARGET_VALIDATE_MS = 2_000;
const credentials = { email: 'senior-editor@stride.demo', password: 'stride-demo' };

/** 200,000 rows from the demo generator: two thirds Production, one third Sales. */
const fillSamples = async (databaseOptions) => {
  const database = await openDatabase(databaseOptions);
  const started = performance.now();
  const { catalogue, people } = await demoSampleSources(database.db);
  const random = createRandom(1212);
  const counts = { Production: Math.round((SAMPLES * 2) / 3), Sales: Math.round(SAMPLES / 3) };
  for (const library of ['Production', 'Sales']) {
    const rows = demoSampleRows(random, { library, count: counts[library], catalogue, people, now: Date.now() });
    for (let start = 0; start < rows.length; start += 2_000) {
      await database.db.insert(samples).values(rows.slice(start, start + 2_000));
    }
  }
  await database.db.execute(sql`analyze samples`);
  const styles = [...new Set(catalogue.map((entry) => entry.style))];
  await database.close();
  return { counts, catalogue, styles, seconds: Number(((performance.now() - started) / 1000).toFixed(1)) };
};

/** A 10,000-row Production sheet: mostly new samples, some already in the library, some incomplete. */
const validateBody = (fill) => {
  const random = mulberry32(99);
  const pick = (list) => list[Math.floor(random() * list.length)];
  const rows = Array.from({ length: VALIDATE_ROWS }, (_, index) => {
    const product = pick(fill.catalogue);
    return {
      rowNumber: index + 2,
      values: {
        division: product.division,
        style: product.style,
        color: product.color,
        status: pick(sampleStatuses),
        side: pick(sampleSides),
        size: String(5 + (index % 9)),
        totalQty: String(1 + (index % 5)),
        ...(index % 50 === 0 ? {} : { bin: `N-${index}` }),
        moldNum: `BM-${index % 700}`,
      },
    };
  });
  return JSON.stringify({ rows });
};

const run = async (name, env, databaseOptions, logDir) => {
  console.log(`\n${name}: migrate and seed the demo`);
  const first = await startServer({ port: PORT, env: { ...env, LOG_LEVEL: 'warn' }, readyTimeoutMs: 600_000 });
  await stopServer(first);
  const fill = await fillSamples(databaseOptions);
  console.log(`  ${SAMPLES} samples inserted in ${fill.seconds} s`);
  const logFile = path.join(logDir, `${name}.log`);
  const server = await startServer({ port: PORT, env: { ...env, LOG_LEVEL: 'info' }, logFile });
  try {
    const cookie = await signIn(server.baseUrl, credentials);
    const queries = createSampleQueries(QUERIES, 12, {
      divisions: [...new Set(fill.catalogue.map((entry) => entry.division))],
      styles: fill.styles,
    });
    const roundTrips = [];
    for (const pass of ['warm-up', 'measured']) {
      for (const url of queries) {
        const started = performance.now();
        const response = await fetch(`${server.baseUrl}${url}`, { headers: { cookie } });
        const body = await response.json();
        if (!response.ok) throw new Error(`${url}: ${response.status} ${JSON.stringify(body).slice(0, 300)}`);
        if (pass === 'measured') roundTrips.push(performance.now() - started);
      }
    }
    const pageServer = summary(
      serverTimes(logFile, (url) => url.startsWith('/api/sampleInventory/P'))
        .concat(serverTimes(logFile, (url) => url.startsWith('/api/sampleInventory/S')))
        .slice(-QUERIES),
    );
    console.log(`  grid page: server ${JSON.stringify(pageServer)}  round trip ${JSON.stringify(summary(roundTrips))}`);
    const body = validateBody(fill);
    const validateTrips = [];
    let status;
    for (let runIndex = 0; runIndex <= VALIDATE_RUNS; runIndex += 1) {
      const started = performance.now();
      const response = await fetch(`${server.baseUrl}/api/sampleInventory/validate/Production`, {
        method: 'POST',
        headers: { cookie, 'content-type': 'application/json' },
        body,
      });
      const answer = await response.json();
      if (!response.ok) throw new Error(`validate: ${response.status} ${JSON.stringify(answer).slice(0, 300)}`);
      status = answer.status;
      // The first call warms the plans; the others are measured.
      if (runIndex > 0) validateTrips.push(performance.now() - started);
    }
    const validateServer = summary(
      serverTimes(logFile, (url) => url.startsWith('/api/sampleInventory/validate')).slice(-VALIDATE_RUNS),
    );
    console.log(`  validate ${VALIDATE_ROWS} rows: server ${JSON.stringify(validateServer)} (${status})`);
    return {
      samples: SAMPLES,
      perLibrary: fill.counts,
      insertSeconds: fill.seconds,
      gridPage: {
        requests: QUERIES,
        serverMs: pageServer,
        roundTripMs: summary(roundTrips),
        meetsTarget: pageServer.p95 < TARGET_PAGE_P95_MS,
      },
      validate: {
        rows: VALIDATE_ROWS,
        runs: VALIDATE_RUNS,
        status,
        serverMs: validateServer,
        roundTripMs: summary(validateTrips),
        meetsTarget: validateServer.max < TARGET_VALIDATE_MS,
      },
    };
  } finally {
    await stopServer(server);
  }
};

const main = async () => {
  const logDir = mkdtempSync(path.join(os.tmpdir(), 'stride-sample-bench-'));
  const results = {
    benchmark: 'sample-inventory',
    targets: { gridPageP95Ms: TARGET_PAGE_P95_MS, validate10kRowsMs: TARGET_VALIDATE_MS },
    machine: { cpus: os.cpus().length, node: process.version },
    date: new Date().toISOString(),
  };
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
  const out = path.join(import.meta.dirname, 'results', 'orders.json');
  const existing = existsSync(out) ? JSON.parse(readFileSync(out, 'utf8')) : {};
  writeFileSync(out, `${JSON.stringify({ ...existing, sampleInventory: results }, null, 2)}\n`);
  console.log(`\nwrote ${out} (sampleInventory)`);
};

await main();
