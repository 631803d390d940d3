#!/usr/bin/env node
// Showroom benchmarks: a 5,000-product assortment's showroom. The start screen's data is one call
// (GET /api/assortments/{id}/showroom, budget 1 s); the next style's data is the step the browser
// computes over that answer, kept until cleared (budget 100 ms), with the next style's large picture
// reported beside it (the showroom prefetches it while the current style is on screen).
// Embedded database (PGlite); PostgreSQL too when BENCH_DATABASE_URL points at an empty scratch database.
// Writes bench/results/showroom.json.
import { findShowroomLine, showroomNeighbours, showroomOf } from '@stride/domain';
import { apiClient, footwearIds } from './lib/assortment-api.mjs';
import { measureOnBothDatabases } from './lib/both-databases.mjs';
import { signIn, startServer, stopServer } from './lib/server.mjs';
import { summary } from './lib/stats.mjs';

const PORT = Number(process.env.BENCH_PORT ?? 8191);
const STYLES = Number(process.env.BENCH_CATALOGUE_STYLES ?? 3_000);
const LINES = 5_000;
const credentials = { email: 'user@stride.demo', password: 'stride-demo' };
const log = (line) => console.log(line);

/** A 5,000-line showroom in ten display groups, as a merchandiser would set one up. */
const bigShowroom = async (client) => {
  const products = await footwearIds(client, LINES);
  if (products.length < LINES)
    throw new Error(`only ${products.length} footwear style-colours; raise BENCH_CATALOGUE_STYLES`);
  const { answer: created } = await client.call('POST', 'assortments', {
    title: `Showroom bench ${Date.now().toString(36)}`,
    products: products.map(({ style, color }) => ({ style, color })),
  });
  const groups = Array.from({ length: 10 }, (_, index) => `Category ${index + 1}`);
  await client.call('PATCH', `regular/groupsort/batch/${created._id}`, {
    baseVersion: created.version,
    groups,
    rows: products.map((product, index) => ({
      id: product.id,
      displayGroup: groups[Math.floor((index * 10) / LINES)],
    })),
  });
  await client.call('PATCH', `assortments/${created._id}`, {
    uiSettings: { ...created.uiSettings, digitalShowroomSettings: { showAvailability: true } },
  });
  return created._id;
};

const timed = async (work) => {
  const started = performance.now();
  await work();
  return performance.now() - started;
};

const measure = async (name, env) => {
  log(`\n${name}: start and seed ${STYLES} styles`);
  const server = await startServer({
    port: PORT,
    env: { ...env, DEMO_CATALOGUE_STYLES: String(STYLES) },
    readyTimeoutMs: 900_000,
  });
  try {
    const cookie = await signIn(server.baseUrl, credentials);
    const client = apiClient(server.baseUrl, cookie);
    const id = await bigShowroom(client);
    const first = await client.call('GET', `assortments/${id}/showroom`);
    const starts = [];
    for (let round = 0; round < 20; round += 1)
      starts.push((await client.call('GET', `assortments/${id}/showroom`)).ms);
    const showroom = showroomOf(first.answer);
    const lines = showroom.groups.flatMap((group) => group.styles.flatMap((style) => style.colors));
    const startScreen = {
      ...summary(starts),
      first: Number(first.ms.toFixed(2)),
      lines: lines.length,
      bytes: first.bytes,
      budgetMs: 1_000,
    };
    log(
      `  start screen data: first ${startScreen.first} ms, p50 ${startScreen.p50} ms, p95 ${startScreen.p95} ms (${lines.length} lines, ${first.bytes} bytes)`,
    );

    // Next style: find where the detail is and its neighbours in the kept answer, as the page does.
    const steps = [];
    let current = lines[0].styleColorId;
    for (let step = 0; step < 500; step += 1) {
      const ms = await timed(async () => {
        findShowroomLine(showroom.groups, current);
        current = showroomNeighbours(showroom.groups, current).next?.styleColorId ?? lines[0].styleColorId;
      });
      steps.push(ms);
    }
    const nextStyle = { ...summary(steps), budgetMs: 100 };
    log(`  next style data: p50 ${nextStyle.p50} ms, p95 ${nextStyle.p95} ms`);

    // The next style's large picture: drawn on first request (prefetched), then read from storage.
    const cold = [];
    const warm = [];
    for (const line of lines.slice(100, 120)) {
      const url = `products/images/${line.styleColorId}/A/large`;
      cold.push(
        await timed(() => fetch(`${server.baseUrl}/api/${url}`, { headers: { cookie } }).then((r) => r.arrayBuffer())),
      );
      warm.push(
        await timed(() => fetch(`${server.baseUrl}/api/${url}`, { headers: { cookie } }).then((r) => r.arrayBuffer())),
      );
    }
    const nextImage = { firstRequest: summary(cold), stored: summary(warm) };
    log(
      `  next style picture: first request p50 ${nextImage.firstRequest.p50} ms, stored p50 ${nextImage.stored.p50} ms`,
    );
    return { startScreen, nextStyle, nextImage };
  } finally {
    await stopServer(server);
  }
};

await measureOnBothDatabases({ name: 'showroom', catalogueStyles: STYLES, measure });
