#!/usr/bin/env node
// Foundation benchmarks (issue 2; memory: issue 13): cold start to first healthy answer, the
// server process's memory (peak during the first start with the seed; idle 30 s after a start),
// login round-trip, and autocannon on GET /api/users/ping signed in. Embedded database always; PostgreSQL when
// BENCH_DATABASE_URL is set. Writes bench/results/foundation.json.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { idleMemoryOf, memoryOf, signIn, startServer, stopServer } from './lib/server.mjs';
import { summary } from './lib/stats.mjs';

const PORT = 8181;
const credentials = { email: 'admin@stride.demo', password: 'stride-demo' };

const loginRoundTrips = async (baseUrl, count = 40) => {
  const times = [];
  for (let index = 0; index < count; index += 1) {
    const started = performance.now();
    await signIn(baseUrl, credentials);
    times.push(performance.now() - started);
  }
  return summary(times);
};

const pingLoad = async (baseUrl) => {
  const cookie = await signIn(baseUrl, credentials);
  const result = await autocannon({
    url: `${baseUrl}/api/users/ping`,
    connections: 50,
    duration: 10,
    headers: { cookie },
  });
  return {
    connections: 50,
    durationS: 10,
    requestsPerSecond: Math.round(result.requests.average),
    latencyMs: { p50: result.latency.p50, p97_5: result.latency.p97_5, p99: result.latency.p99 },
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    total: result.requests.total,
  };
};

const benchDatabase = async (name, env) => {
  console.log(`\n${name}: first start (migrate and seed)`);
  const first = await startServer({ port: PORT, env });
  const firstStartMemory = { peakRssMbUntilReady: memoryOf(first).peakRssMb, ...(await idleMemoryOf(first)) };
  console.log(`  ready after ${first.readyMs.toFixed(0)} ms; memory ${JSON.stringify(firstStartMemory)}`);
  await stopServer(first);
  console.log(`${name}: cold start of the server`);
  const cold = await startServer({ port: PORT, env });
  const idleMemory = await idleMemoryOf(cold);
  console.log(`  ready after ${cold.readyMs.toFixed(0)} ms; idle memory ${JSON.stringify(idleMemory)}`);
  const login = await loginRoundTrips(cold.baseUrl);
  console.log(`  login p50 ${login.p50} ms, p95 ${login.p95} ms`);
  const ping = await pingLoad(cold.baseUrl);
  console.log(`  ping ${ping.requestsPerSecond} req/s, errors ${ping.errors}, non-2xx ${ping.non2xx}`);
  await stopServer(cold);
  // The same load with the session cache off: every request reads its session from the database.
  const uncached = await startServer({ port: PORT, env: { ...env, SESSION_CACHE_TTL_MS: '0' } });
  const pingUncached = await pingLoad(uncached.baseUrl);
  console.log(`  ping without session cache ${pingUncached.requestsPerSecond} req/s, errors ${pingUncached.errors}`);
  await stopServer(uncached);
  return {
    firstStartMs: Math.round(first.readyMs),
    firstStartMemory,
    coldStartMs: Math.round(cold.readyMs),
    idleMemoryAfterRestart: idleMemory,
    login,
    ping,
    pingUncached,
  };
};

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'stride-bench-'));
const results = {
  machine: { cpus: os.cpus().length, node: process.version },
  date: new Date().toISOString(),
  // Issue 13: the embedded server under 250 MB idle after a restart and under 500 MB during the
  // first start with the seed; the app process on PostgreSQL under 200 MB idle.
  memoryBudgetsMb: { embeddedFirstStartPeak: 500, embeddedIdleAfterRestart: 250, postgresIdleAfterRestart: 200 },
};
try {
  results.embedded = await benchDatabase('embedded (PGlite)', { DATA_DIR: dataDir });
  console.log('embedded: cold `npm start` (builds the web app, then serves)');
  const npmStart = await startServer({ port: PORT, env: { DATA_DIR: dataDir }, command: 'npm-start' });
  results.embedded.coldNpmStartMs = Math.round(npmStart.readyMs);
  console.log(`  ready after ${npmStart.readyMs.toFixed(0)} ms`);
  await stopServer(npmStart);
  if (process.env.BENCH_DATABASE_URL) {
    results.postgres = await benchDatabase('PostgreSQL', {
      DATABASE_URL: process.env.BENCH_DATABASE_URL,
      SEED_DEMO: '1',
    });
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
mkdirSync(path.join(import.meta.dirname, 'results'), { recursive: true });
writeFileSync(path.join(import.meta.dirname, 'results', 'foundation.json'), `${JSON.stringify(results, null, 2)}\n`);
console.log('\nwritten bench/results/foundation.json');
