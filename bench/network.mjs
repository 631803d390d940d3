#!/usr/bin/env node
// Network budgets of issue 24: headless Chromium on a link emulated with the DevTools protocol
// (Network.emulateNetworkConditions on each page), against the built app, on a fresh embedded
// database and on PostgreSQL when BENCH_DATABASE_URL is set. Each screen is opened
//  - cold: a new browser context (empty cache, nothing loaded before), signed in by an API call
//    whose cookie the context keeps, so signing in is neither timed nor counted;
//  - warm: then a fresh tab in that same context (the cold tab closed once its network was idle):
//    a person opening the screen again later in the same browser profile, with its HTTP cache.
// Time to first content is the page's own clock (performance.now(), from navigation start) at the
// first animation frame where the screen's first content is on it; bytes are what crossed the wire
// (headers and encoded bodies) for requests finished by then, and again once the network is idle.
// BENCH_BASELINE=1 marks the run as the baseline; a later run keeps the baseline's medians beside it.
// Needs the web app built (npm run build). Writes bench/results/network.json.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { measureOnBothDatabases } from './lib/both-databases.mjs';
import { firstContent, networkScreens as rows } from './lib/network-screens.mjs';
import { root, startServer, stopServer } from './lib/server.mjs';
import { summary } from './lib/stats.mjs';
import { fromNetwork, links, recordWire, uncompressed, wireSummary } from './lib/wire-recorder.mjs';

const PORT = Number(process.env.BENCH_PORT ?? 8197);
const STYLES = Number(process.env.BENCH_CATALOGUE_STYLES ?? 2_200);
const REPEATS = Number(process.env.BENCH_REPEATS ?? 3);
const FIRST_CONTENT_TIMEOUT_MS = 60_000;
const credentials = { email: 'user@stride.demo', password: 'stride-demo' };
const chromiumArgs = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'];
const resultsFile = path.join(import.meta.dirname, 'results', 'network.json');
const log = (line) => console.log(line);

/** One visit in a new tab of `context`: the link emulated before navigating, then first content and idle. */
const visit = async (context, row, url, kind, link = links[row.link]) => {
  const page = await context.newPage();
  const wire = await recordWire(context, page, link);
  try {
    await page.goto(url, { waitUntil: 'commit', timeout: FIRST_CONTENT_TIMEOUT_MS });
    const drawn = await page
      .waitForFunction(firstContent, row.firstContent, { polling: 'raf', timeout: FIRST_CONTENT_TIMEOUT_MS })
      .then((handle) => handle.jsonValue())
      .catch((error) => {
        const pending = wire.inFlight().map((entry) => entry.url);
        throw new Error(
          `${row.screen} (${row.link} link), ${kind} visit: not ${row.waitsFor} within ${FIRST_CONTENT_TIMEOUT_MS / 1000} s; ` +
            `page at ${page.url()}, in flight: ${pending.join(', ') || 'nothing'}`,
          { cause: error },
        );
      });
    const atFirstContent = wire.finishedBy(drawn.origin + drawn.at);
    const idle = await wire.idle();
    const untilIdle = wire.finishedBy();
    return {
      firstContentMs: Math.round(drawn.at),
      atFirstContent: wireSummary(atFirstContent),
      untilIdle: { ...wireSummary(untilIdle, { largest: 8 }), idle },
      uncompressed: uncompressed(untilIdle),
      fromNetwork: fromNetwork(untilIdle),
    };
  } finally {
    await wire.detach();
    await page.close();
  }
};

/** The runs' medians and maxima, and the median run's detail (what dominated it). */
const condensed = (runs, kind) => {
  const byTime = [...runs].sort((a, b) => a.firstContentMs - b.firstContentMs);
  const median = byTime[Math.ceil(byTime.length / 2) - 1];
  return {
    firstContentMs: summary(runs.map((run) => run.firstContentMs)),
    bytesAtFirstContent: summary(runs.map((run) => run.atFirstContent.bytes)),
    bytesUntilIdle: summary(runs.map((run) => run.untilIdle.bytes)),
    runs: runs.map((run) => ({
      firstContentMs: run.firstContentMs,
      bytesAtFirstContent: run.atFirstContent.bytes,
      requestsAtFirstContent: run.atFirstContent.requests,
      bytesUntilIdle: run.untilIdle.bytes,
      requestsUntilIdle: run.untilIdle.requests,
      fromCache: run.untilIdle.fromCache,
      revalidated: run.untilIdle.revalidated,
      idle: run.untilIdle.idle,
    })),
    medianRun: {
      atFirstContent: median.atFirstContent,
      untilIdle: median.untilIdle,
      ...(kind === 'cold' ? { uncompressed: median.uncompressed } : { fromNetwork: median.fromNetwork }),
    },
  };
};

/** A new context (empty cache, no page loaded) holding the demo user's session cookie. */
const signedInContext = async (browser, baseUrl) => {
  const context = await browser.newContext({
    baseURL: baseUrl,
    viewport: { width: 1440, height: 900 },
    locale: 'en-US',
  });
  const signedIn = await context.request.post('/api/users/session', { data: credentials });
  if (!signedIn.ok()) {
    await context.close();
    throw new Error(`sign-in of ${credentials.email} answered ${signedIn.status()}`);
  }
  return context;
};

/** A cold visit in a new context, signed in by API only, then a warm one in a fresh tab of it. */
const coldThenWarm = async (browser, baseUrl, row, url, link) => {
  const context = await signedInContext(browser, baseUrl);
  try {
    const cold = await visit(context, row, url, 'cold', link);
    return { cold, warm: await visit(context, row, url, 'warm', link) };
  } finally {
    await context.close();
  }
};

const measureRow = async (browser, baseUrl, row, assortmentId) => {
  const url = row.path(assortmentId);
  const cold = [];
  const warm = [];
  // The same visits on the machine's loopback: how much of each time is the browser's own work.
  const unemulated = { coldMs: [], warmMs: [] };
  for (let round = 0; round < REPEATS; round += 1) {
    const emulated = await coldThenWarm(browser, baseUrl, row, url, links[row.link]);
    cold.push(emulated.cold);
    warm.push(emulated.warm);
    const loopback = await coldThenWarm(browser, baseUrl, row, url, null);
    unemulated.coldMs.push(loopback.cold.firstContentMs);
    unemulated.warmMs.push(loopback.warm.firstContentMs);
  }
  const result = {
    screen: row.screen,
    link: links[row.link].label,
    path: url.replace(assortmentId, '{id}'),
    waitsFor: row.waitsFor,
    budgets: row.budgets,
    issueBaseline: row.issueBaseline,
    cold: condensed(cold, 'cold'),
    warm: condensed(warm, 'warm'),
    unemulated: { coldMs: summary(unemulated.coldMs), warmMs: summary(unemulated.warmMs) },
  };
  result.met = {
    coldTime: result.cold.firstContentMs.p50 < row.budgets.coldMs,
    warmTime: result.warm.firstContentMs.p50 < row.budgets.warmMs,
    coldBytes: result.cold.bytesAtFirstContent.p50 <= row.budgets.coldBytes,
  };
  result.met.all = Object.values(result.met).every(Boolean);
  return result;
};

/** The demo's 5,000-line plan of user@stride.demo ("Global Line Plan {next year}"). */
const bigPlanId = async (browser, baseUrl) => {
  const context = await signedInContext(browser, baseUrl);
  try {
    const list = await (await context.request.get('/api/assortments?view=all&limit=500')).json();
    const plan = list.data.find((entry) => entry.title.startsWith('Global Line Plan') && entry.productCount === 5_000);
    if (!plan) throw new Error('the demo has no "Global Line Plan" of 5,000 lines for user@stride.demo');
    return plan._id;
  } finally {
    await context.close();
  }
};

const logRow = (row, result) =>
  log(
    `  ${row.screen} (${row.link}): cold ${result.cold.firstContentMs.p50} ms, ` +
      `${result.cold.bytesAtFirstContent.p50} B at first content (${result.cold.bytesUntilIdle.p50} B until idle); ` +
      `warm ${result.warm.firstContentMs.p50} ms, ${result.warm.bytesAtFirstContent.p50} B; ` +
      `without emulation cold ${result.unemulated.coldMs.p50} ms, warm ${result.unemulated.warmMs.p50} ms; ` +
      `met ${JSON.stringify(result.met)}`,
  );

const measure = async (name, env) => {
  const started = performance.now();
  log(`\n${name}: start and seed ${STYLES} styles`);
  const serverExits = [];
  const start = () =>
    startServer({ port: PORT, env: { ...env, DEMO_CATALOGUE_STYLES: String(STYLES) }, readyTimeoutMs: 900_000 });
  let server = await start();
  const exited = () => server.child.exitCode !== null || server.child.signalCode !== null;
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', headless: true, args: chromiumArgs });
  try {
    const assortmentId = await bigPlanId(browser, server.baseUrl);
    const results = [];
    for (const row of rows) {
      for (let attempt = 1; ; attempt += 1) {
        try {
          const result = await measureRow(browser, server.baseUrl, row, assortmentId);
          logRow(row, result);
          results.push(result);
          break;
        } catch (error) {
          if (exited() && attempt === 1) {
            // The server went away under the row (it failed, or something outside the bench ended
            // it): noted, started again on the same data, and the row measured once more.
            const exit = {
              row: `${row.screen} (${row.link})`,
              code: server.child.exitCode,
              signal: server.child.signalCode,
            };
            serverExits.push(exit);
            log(`  the server exited during ${exit.row} (code ${exit.code}, signal ${exit.signal}); starting it again`);
            server = await start();
            continue;
          }
          // One screen failing leaves the others measured; the run still ends in failure.
          const reason = exited() ? `the server exited again (signal ${server.child.signalCode}): ` : '';
          // Playwright's message goes on with its call log: the first line says what failed.
          const message = `${reason}${error.message.split('\n')[0]}`;
          log(`  ${row.screen} (${row.link}): FAILED ${message}`);
          process.exitCode = 1;
          results.push({
            screen: row.screen,
            link: links[row.link].label,
            error: message,
            met: { all: false },
          });
          break;
        }
      }
    }
    return { benchSeconds: Math.round((performance.now() - started) / 1000), serverExits, rows: results };
  } finally {
    await browser.close();
    await stopServer(server);
  }
};

/** A baseline's medians, carried into later runs so the file shows before and after. */
const baselineOf = () => {
  if (!existsSync(resultsFile)) return undefined;
  const previous = JSON.parse(readFileSync(resultsFile, 'utf8'));
  if (!previous.baseline) return previous.baselineRun;
  const medians = (database) =>
    database?.rows.map((row) => ({
      screen: row.screen,
      link: row.link,
      coldMs: row.cold?.firstContentMs.p50,
      warmMs: row.warm?.firstContentMs.p50,
      coldBytesAtFirstContent: row.cold?.bytesAtFirstContent.p50,
      coldBytesUntilIdle: row.cold?.bytesUntilIdle.p50,
    }));
  return { date: previous.date, embedded: medians(previous.embedded), postgresql: medians(previous.postgresql) };
};

/**
 * The code measured: the commit and the files changed beside it in the server, web app and domain
 * (read-only git; no optional locks, others commit meanwhile). BENCH_CODE describes a tree without git.
 */
const measuredCode = () => {
  if (process.env.BENCH_CODE) return process.env.BENCH_CODE;
  try {
    const git = (...args) =>
      execFileSync('git', ['--no-optional-locks', ...args], {
        cwd: root,
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'ignore'],
      });
    const changed = git('status', '--porcelain', '--', 'apps', 'packages').split('\n').filter(Boolean);
    return { commit: git('rev-parse', '--short', 'HEAD').trim(), uncommitted: changed.map((line) => line.trim()) };
  } catch {
    return 'unknown (no git)';
  }
};

if (!existsSync(path.join(root, 'apps', 'web', 'dist', 'index.html')))
  throw new Error('apps/web/dist is missing: run `npm run build` at the repository root first');

const baseline = process.env.BENCH_BASELINE === '1';
await measureOnBothDatabases({
  name: 'network',
  catalogueStyles: STYLES,
  measure,
  resultsFile,
  details: {
    baseline,
    code: measuredCode(),
    ...(baseline ? {} : { baselineRun: baselineOf() }),
    repeats: REPEATS,
    links,
    method: {
      emulation:
        'Network.emulateNetworkConditions on a CDP session of each page before it navigates: latency added per request, bytes paced to the throughput; no TCP handshake or slow start, so real links do somewhat worse',
      cold: 'a new browser context (empty HTTP cache), signed in by POST /api/users/session through context.request (the cookie only), then the screen opened in a new tab',
      warm: 'after the cold tab went idle and closed, the same screen opened in a fresh tab of the same context: a person coming back to it in the same browser profile',
      firstContent:
        "performance.now() (from navigation start) at the first animation frame with the screen's first content (waitsFor)",
      bytes:
        'Network.loadingFinished encodedDataLength (headers + encoded body) of the requests finished by first content; untilIdle: until no request was in flight for 1 s (live streams aside)',
      unemulated:
        "the same visits without emulation (loopback): the browser's own work on this machine, a floor under the times",
      met: 'the median of the runs: time under the budget, bytes at first content at most the budget (1 KB = 1,000 bytes)',
    },
  },
});
