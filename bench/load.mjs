#!/usr/bin/env node
// Mixed load (issue 13): BENCH_LOAD_USERS (50) people signed in over the demo roles, one session
// each, for BENCH_LOAD_SECONDS (600), each repeating a weighted mix of catalogue searches, grid
// pages (own assortment, assortment list, library, sample inventory, order tab), batch edits of
// their own assortment, library uploads, document jobs and sample order submits, as far as their
// permissions allow, with 0.5–2 s of thought between actions. Budget: p99 of every request under
// 500 ms, no errors, memory flat (the last minute's average RSS within 10 % of the first's). A
// document's end-to-end time is a job's, reported apart. Embedded database (PGlite); PostgreSQL too
// when BENCH_DATABASE_URL points at an empty scratch database. Writes bench/results/load.json, or
// BENCH_LOAD_RESULTS (trials).
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import sharp from 'sharp';
import { DEMO_PASSWORD, demoEmail } from '../apps/server/src/seed/demo-users.ts';
import { apiClient, footwearIds } from './lib/assortment-api.mjs';
import { measureOnBothDatabases } from './lib/both-databases.mjs';
import { loadActions } from './lib/load-actions.mjs';
import { roleSpread, runPerson, signInPerson } from './lib/load-people.mjs';
import { createRecorder, latencySummary, timelineOf } from './lib/load-recorder.mjs';
import { createQueries, discoverGendersByDivision, mulberry32, seasonsAround } from './lib/search-queries.mjs';
import { cpuOf, memoryOf, signIn, startServer, stopServer } from './lib/server.mjs';
import { cpuUse, memorySummary, probeServer } from './lib/server-health.mjs';
import { serverLog } from './lib/server-times.mjs';

const PORT = Number(process.env.BENCH_PORT ?? 8290);
const SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 600);
const USERS = Number(process.env.BENCH_LOAD_USERS ?? 50);
const STYLES = Number(process.env.BENCH_CATALOGUE_STYLES ?? 2_200);
const RESULTS = process.env.BENCH_LOAD_RESULTS && path.resolve(process.env.BENCH_LOAD_RESULTS);
/** Actions left out of the mix (comma-separated names), to see what another action costs the rest. */
const SKIP = (process.env.BENCH_LOAD_SKIP ?? '').split(',').filter(Boolean);
const THINK_MS = [500, 2_000];
const ASSORTMENT_PRODUCTS = 100;
const MEMORY_EVERY_S = 10;
const budget = { p99Ms: 500, errors: 0, memoryGrowthPercent: 10 };
const log = (line) => console.log(line);

/** What every person shares: the searches, words of product names, footwear to order, the upload's picture. */
const sharedData = async (baseUrl) => {
  const client = apiClient(baseUrl, await signIn(baseUrl, { email: demoEmail('user'), password: DEMO_PASSWORD }));
  const gendersByDivision = await discoverGendersByDivision(
    async (request) => (await client.call('POST', 'products/fetch', request)).answer.totalCount,
  );
  const names = [];
  for (const productType of ['Footwear', 'Apparel']) {
    const { answer } = await client.call('POST', 'products/fetch', {
      productType,
      limit: 500,
      options: { summary: true },
    });
    names.push(...answer.data.map((row) => row.name ?? ''));
  }
  const nameWords = [...new Set(names.flatMap((name) => name.toLowerCase().match(/[a-z]{4,}/g) ?? []))];
  const { answer: samples } = await client.call('GET', 'sampleInventory/Production?limit=500');
  // A photo-sized picture of noise (it compresses like a photo), about 0.5 MB.
  const random = mulberry32(5);
  const pixels = Buffer.from(Array.from({ length: 900 * 600 * 3 }, () => Math.floor(random() * 256)));
  return {
    runId: Date.now().toString(36),
    searches: createQueries(500, 13, { gendersByDivision, seasons: seasonsAround(new Date()) }),
    nameWords: nameWords.slice(0, 60),
    products: await footwearIds(client, 3_000),
    sampleCatalogue: {
      divisions: [...new Set(samples.data.map((row) => row.division).filter(Boolean))],
      styles: [...new Set(samples.data.map((row) => row.style).filter(Boolean))],
    },
    uploadFile: await sharp(pixels, { raw: { width: 900, height: 600, channels: 3 } })
      .jpeg({ quality: 70 })
      .toBuffer(),
  };
};

/** The load on a started server whose log goes to `logFile`; answers the run's results. */
const loadServer = async (name, server, logFile) => {
  const setupStarted = performance.now();
  const shared = await sharedData(server.baseUrl);
  const recorder = createRecorder();
  const people = [];
  for (let index = 0; index < USERS; index += 1)
    people.push(
      await signInPerson(index, {
        baseUrl: server.baseUrl,
        shared,
        recorder,
        assortmentProducts: ASSORTMENT_PRODUCTS,
        skip: SKIP,
      }),
    );
  const setupSeconds = Math.round((performance.now() - setupStarted) / 1000);
  log(`  ${USERS} people signed in, each with an assortment of ${ASSORTMENT_PRODUCTS}, in ${setupSeconds} s`);

  const loadAverageBefore = os.loadavg().map((load) => Number(load.toFixed(2)));
  const started = performance.now();
  const startedEpoch = Date.now();
  const cpuBefore = cpuOf(server);
  const memory = [{ atS: 0, rssMb: memoryOf(server).rssMb }];
  const sampler = setInterval(() => {
    memory.push({ atS: Math.round((performance.now() - started) / 1000), rssMb: memoryOf(server).rssMb });
  }, MEMORY_EVERY_S * 1000);
  // The bench's own event loop: when it lags, the round trips it measures include its lag.
  const benchLag = monitorEventLoopDelay({ resolution: 10 });
  benchLag.enable();
  const probes = createRecorder();
  const probing = probeServer(server.baseUrl, probes, started + SECONDS * 1000);
  log(`  load for ${SECONDS} s`);
  const deadline = started + SECONDS * 1000;
  await Promise.all(people.map((vu) => runPerson(vu, shared, { deadline, thinkMs: THINK_MS })));
  await probing;
  const seconds = (performance.now() - started) / 1000;
  const cpu = cpuUse(cpuBefore, cpuOf(server), seconds);
  // Documents still being made are followed to their end (their requests count; no new actions start).
  await Promise.all(people.map((vu) => vu.documentJob));
  const drainSeconds = Math.round(performance.now() / 1000 - started / 1000 - seconds);
  clearInterval(sampler);
  benchLag.disable();
  memory.push({ atS: Math.round(seconds + drainSeconds), rssMb: memoryOf(server).rssMb });

  const report = recorder.report(seconds, { startedAt: started, everyS: MEMORY_EVERY_S });
  // The server's own times of the load's requests (setup's left out).
  const { requests: logged, errors: serverErrors } = serverLog(logFile);
  const during = logged.filter((request) => request.at >= startedEpoch);
  const inWindow = during.filter((request) => request.at <= startedEpoch + seconds * 1000);
  const byRoute = new Map();
  for (const request of during) {
    if (!byRoute.has(request.route)) byRoute.set(request.route, []);
    byRoute.get(request.route).push(request.ms);
  }
  const memorySeries = memorySummary(memory, seconds + drainSeconds, {
    everyS: MEMORY_EVERY_S,
    growthPercent: budget.memoryGrowthPercent,
  });
  const pass = {
    p99: report.overall.p99 < budget.p99Ms,
    errors: report.overall.errors <= budget.errors,
    memoryFlat: memorySeries.flat,
  };
  const verdict =
    `${Object.values(pass).every(Boolean) ? 'PASS' : 'FAIL'} ${name}: ${report.overall.n} requests in ${Math.round(seconds)} s ` +
    `(${report.overall.requestsPerSecond}/s), p99 ${report.overall.p99} ms (budget ${budget.p99Ms}), ` +
    `errors ${report.overall.errors}, RSS ${memorySeries.firstMinuteAvgMb} → ${memorySeries.lastMinuteAvgMb} MB ` +
    `(${memorySeries.growthPercent} %, max ${memorySeries.maxMb})`;
  for (const [action, stats] of Object.entries(report.actions))
    log(
      `  ${action.padEnd(15)} n ${stats.n}, p50 ${stats.p50}, p99 ${stats.p99}, max ${stats.max} ms, errors ${stats.errors}`,
    );
  for (const [job, stats] of Object.entries(report.jobs))
    log(`  job ${job}: n ${stats.n}, p50 ${stats.p50}, max ${stats.max} ms, failed ${stats.failed}`);
  log(verdict);
  return {
    loadAverage: { before: loadAverageBefore, after: os.loadavg().map((load) => Number(load.toFixed(2))) },
    setupSeconds,
    peopleByRole: Object.fromEntries(
      roleSpread.map(([role]) => [role, people.filter((vu) => vu.role === role).length]),
    ),
    uploadBytes: shared.uploadFile.length,
    seconds: Math.round(seconds),
    drainSeconds,
    serverCpu: {
      ...cpu,
      // Over the requests the server answered in the load's window (probes too).
      processCpuMsPerRequest: Number(((cpu.processCpuS * 1000) / inWindow.length).toFixed(1)),
    },
    benchEventLoopDelayMs: {
      p99: Number((benchLag.percentile(99) / 1e6).toFixed(1)),
      max: Number((benchLag.max / 1e6).toFixed(1)),
    },
    ...report,
    memory: memorySeries,
    serverMs: {
      overall: latencySummary(during.map((request) => request.ms)),
      byRoute: Object.fromEntries(
        [...byRoute].sort(([a], [b]) => a.localeCompare(b)).map(([route, times]) => [route, latencySummary(times)]),
      ),
      timeline: timelineOf(during, startedEpoch, MEMORY_EVERY_S),
    },
    probes: probes.report(seconds, { startedAt: started, everyS: MEMORY_EVERY_S }),
    serverErrors,
    pass,
    verdict,
  };
};

const measure = async (name, env) => {
  log(`\n${name}: seed the demo (${STYLES} styles), then restart`);
  const serverEnv = { ...env, DEMO_CATALOGUE_STYLES: String(STYLES) };
  // The seed's memory is not the load's: it is made by a first start, and the load meets a restarted server.
  await stopServer(await startServer({ port: PORT, env: serverEnv, readyTimeoutMs: 900_000 }));
  const logDir = mkdtempSync(path.join(os.tmpdir(), 'stride-bench-load-logs-'));
  try {
    const logFile = path.join(logDir, 'server.log');
    const server = await startServer({ port: PORT, env: { ...serverEnv, LOG_LEVEL: 'info' }, logFile });
    try {
      return await loadServer(name, server, logFile);
    } finally {
      await stopServer(server);
    }
  } finally {
    rmSync(logDir, { recursive: true, force: true });
  }
};

const results = await measureOnBothDatabases({
  name: 'load',
  catalogueStyles: STYLES,
  measure,
  resultsFile: RESULTS,
  details: {
    config: {
      users: USERS,
      seconds: SECONDS,
      thinkTimeMs: THINK_MS,
      roles: Object.fromEntries(roleSpread),
      weights: Object.fromEntries(loadActions.map((action) => [action.name, action.weight])),
      actionRules: Object.fromEntries(loadActions.map((action) => [action.name, action.rule])),
      assortmentProducts: ASSORTMENT_PRODUCTS,
      documentPollMs: 500,
      skipped: SKIP,
    },
    budget,
    method:
      'Round trips measured by the client (request sent to body read) over loopback, by action and step, and by ' +
      '10 s of the run (timeline); errors are network errors, 5xx and unexpected 4xx (bench faults apart). ' +
      'serverMs: the pino responseTime of the same requests by route. Document jobs: start to made (jobs), their ' +
      'requests counted with the others. probes: /healthz (no database) and /readyz (database) once a second, ' +
      'outside the mix. serverCpu: the main thread busy and waiting for a CPU (schedstat), as shares of the run.',
  },
});
if (![results.embedded, results.postgresql].every((run) => !run || Object.values(run.pass).every(Boolean)))
  process.exitCode = 1;
