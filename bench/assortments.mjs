#!/usr/bin/env node
// Assortment benchmarks (issue 9, "Numbers"): the API on a catalogue large enough for a
// 10,000-row assortment, embedded database (PGlite) and PostgreSQL when BENCH_DATABASE_URL points
// at an empty scratch database; on PostgreSQL the live measure saves through one server and reads
// the stream of a second one (two processes behind one balancer). Writes bench/results/assortments.json.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { apiClient, footwearIds, measureAssortmentApi, measureLiveDelivery } from './lib/assortment-api.mjs';
import { measureOpenFloor } from './lib/open-floor.mjs';
import { signIn, startServer, stopServer } from './lib/server.mjs';
import { serverTimes } from './lib/server-times.mjs';
import { summary } from './lib/stats.mjs';

const PORT = Number(process.env.BENCH_PORT ?? 8184);
const STYLES = Number(process.env.BENCH_CATALOGUE_STYLES ?? 5_000);
const credentials = { email: 'user@stride.demo', password: 'stride-demo' };
const log = (line) => console.log(line);
const resultsFile = path.join(import.meta.dirname, 'results', 'assortments.json');

const measure = async (name, env, second) => {
  log(`\n${name}: start and seed ${STYLES} styles`);
  const logFile = path.join(os.tmpdir(), `stride-bench-assortments-${Date.now()}.log`);
  const server = await startServer({
    port: PORT,
    env: { ...env, DEMO_CATALOGUE_STYLES: String(STYLES), LOG_LEVEL: 'info' },
    readyTimeoutMs: 900_000,
    logFile,
  });
  const other = second ? await startServer({ port: PORT + 1, env }) : null;
  let opened;
  try {
    const cookie = await signIn(server.baseUrl, credentials);
    const client = apiClient(server.baseUrl, cookie);
    const products = await footwearIds(client, 10_000);
    log(`  ${products.length} footwear style-colours to work with`);
    const { results, big } = await measureAssortmentApi({ client, products, log });
    opened = { results, big };
    const readerBaseUrl = other?.baseUrl ?? server.baseUrl;
    results.liveDelivery = {
      ...(await measureLiveDelivery({
        writer: client,
        readerBaseUrl,
        readerCookie: await signIn(readerBaseUrl, credentials),
        assortment: big,
        rows: products,
      })),
      acrossServers: Boolean(other),
    };
    log(
      `  live delivery${other ? ' across two servers' : ''}: p50 ${results.liveDelivery.p50} ms, p95 ${results.liveDelivery.p95} ms`,
    );
  } finally {
    if (other) await stopServer(other);
    await stopServer(server);
  }
  const { results, big } = opened;
  // The server's own time of each open (its log), then the floor of the same rows (issue 24).
  const serverOpens = serverTimes(logFile, (url) => url === `/api/assortments/${big.id}`);
  rmSync(logFile, { force: true });
  // The first open made the answer (lines read, priced, grouped); the others were answered as kept.
  results.open5000.server = { ...summary(serverOpens.slice(5)), firstMs: Number(serverOpens[0].toFixed(2)) };
  results.open5000.floor = await measureOpenFloor({ env, assortmentId: big.id });
  results.open5000.vsFloor = Number((results.open5000.server.p95 / results.open5000.floor.p95).toFixed(2));
  log(
    `  open on the server: p95 ${results.open5000.server.p95} ms, first ${results.open5000.server.firstMs} ms; floor p95 ${results.open5000.floor.p95} ms (${results.open5000.vsFloor}x, at most 2)`,
  );
  return results;
};

const previous = (() => {
  try {
    return JSON.parse(readFileSync(resultsFile, 'utf8'));
  } catch {
    return {};
  }
})();
const results = {
  ...previous,
  machine: { cpus: os.cpus().length, node: process.version },
  date: new Date().toISOString(),
  catalogueStyles: STYLES,
};
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'stride-bench-assortments-'));
try {
  if (process.env.BENCH_ONLY_POSTGRES !== '1')
    results.embedded = { ...previous.embedded, api: await measure('embedded (PGlite)', { DATA_DIR: dataDir }) };
  if (process.env.BENCH_DATABASE_URL) {
    const env = { DATABASE_URL: process.env.BENCH_DATABASE_URL, SEED_DEMO: '1' };
    results.postgresql = { ...previous.postgresql, api: await measure('PostgreSQL', env, true) };
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
mkdirSync(path.dirname(resultsFile), { recursive: true });
writeFileSync(resultsFile, `${JSON.stringify(results, null, 2)}\n`);
log(`\nwrote bench/results/assortments.json`);
