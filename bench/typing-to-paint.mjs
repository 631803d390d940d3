#!/usr/bin/env node
// Browser budget of issue 3: typing a filter to results painted under 300 ms, on a catalogue of
// ~100,000 style-colours. Chromium (headless, as in e2e) opens the products library, then for
// each term types it into the Name filter and submits; the time runs in the page from the submit
// to two animation frames after the grid's first row shows the new results. A further round runs
// under a Playwright trace, written next to the results (open it with `npx playwright show-trace`).
// Writes bench/results/typing-to-paint.json and typing-to-paint.trace.zip.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { root, startServer, stopServer } from './lib/server.mjs';
import { summary } from './lib/stats.mjs';

const PORT = Number(process.env.BENCH_PORT ?? 8183);
const STYLES = Number(process.env.BENCH_CATALOGUE_STYLES ?? 25_000);
const TERMS = ['trail', 'pulse', 'peak', 'glide', 'ridge', 'sport', 'flex', 'retro', 'max', 'arch', 'summer', 'lite'];
const ROUNDS = 3;
const BUDGET_MS = 300;
const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** In the page: submits the open filter form and resolves when the grid has painted other results. */
const submitAndWaitForPaint = () =>
  new Promise((resolve, reject) => {
    const firstRow = () =>
      `${document.querySelector('[data-testid="result-count"]')?.textContent}|${
        document.querySelector('.ag-row[row-index="0"] .ag-cell[col-id="name"]')?.textContent ?? ''
      }`;
    const before = firstRow();
    const start = performance.now();
    const check = () => {
      const now = firstRow();
      const loaded = !now.endsWith('|') && now !== before;
      if (loaded) requestAnimationFrame(() => requestAnimationFrame(() => resolve(performance.now() - start)));
      else if (performance.now() - start > 10_000) reject(new Error('no new results within 10 s'));
      else requestAnimationFrame(check);
    };
    document.activeElement?.closest('form')?.requestSubmit();
    requestAnimationFrame(check);
  });

const main = async () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'stride-bench-paint-'));
  const server = await startServer({
    port: PORT,
    env: { DATA_DIR: dataDir, DEMO_CATALOGUE_STYLES: String(STYLES) },
    readyTimeoutMs: 900_000,
  });
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', headless: true, args: chromiumArgs });
  try {
    const context = await browser.newContext({ baseURL: server.baseUrl, viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    await page.goto('/dashboard');
    const login = page.getByRole('dialog', { name: 'Log in to Stride' });
    await login.getByLabel('E-mail').fill('user@stride.demo');
    await login.getByLabel('Password').fill('stride-demo');
    await login.getByRole('button', { name: 'Log in', exact: true }).click();
    await page.getByRole('heading', { name: /Welcome back/ }).waitFor();
    await page.goto('/product/libraries/products');
    await page
      .getByTestId('result-count')
      .getByText(/Results: \d/)
      .waitFor({ timeout: 60_000 });

    const searchRound = async () => {
      const timings = [];
      for (const term of TERMS) {
        await page.getByRole('navigation', { name: 'Filters' }).getByRole('button', { name: 'Name' }).click();
        await page.getByRole('textbox', { name: 'Name' }).pressSequentially(term);
        timings.push(await page.evaluate(submitAndWaitForPaint));
      }
      return timings;
    };
    const rounds = [];
    for (let round = 0; round < ROUNDS; round++) rounds.push(await searchRound());
    const timings = rounds.flat();

    // One more round under a Playwright trace, for inspection: its DOM snapshots and the copies of
    // the answers slow the page down, so its times are reported apart from the budget's.
    // DOM snapshots (with the network) rather than a screencast: the screencast is ~1 MB a run.
    await context.tracing.start({ screenshots: false, snapshots: true, title: 'typing to paint' });
    const traced = await searchRound();
    await context.tracing.stop({ path: path.join(root, 'bench', 'results', 'typing-to-paint.trace.zip') });

    const result = {
      measuredAt: new Date().toISOString(),
      machine: { cpus: os.cpus().length, node: process.version },
      catalogue: { styles: STYLES, note: 'about four style-colours per style' },
      budgetMs: BUDGET_MS,
      typingToPaintMs: summary(timings),
      withinBudget: summary(timings).p95 < BUDGET_MS,
      // The first round runs on a just-started server and page: cold caches, pictures drawn on demand.
      byRoundMs: rounds.map((round, index) => ({ round: index + 1, ...summary(round) })),
      samplesMs: rounds.map((round) => round.map((ms) => Math.round(ms))),
      tracedRoundMs: summary(traced),
    };
    writeFileSync(path.join(root, 'bench', 'results', 'typing-to-paint.json'), `${JSON.stringify(result, null, 2)}\n`);
    console.log(JSON.stringify(result, null, 2));
  } finally {
    await browser.close();
    await stopServer(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
};

await main();
