#!/usr/bin/env node
// Internal library benchmark (issue 11 budget: a browse page p95 under 50 ms on the server, with
// 100k style-colours). A browse tab is two calls: the season's published plans
// (POST /api/internalAssortments/discover) and the plan's lines (GET /api/internalAssortments/{id});
// the landing page is the first alone. Measured as the editor demo login, over every seeded season
// of the wholesale channel, on the demo catalogue of BENCH_CATALOGUE_STYLES styles.
// Embedded database (PGlite); PostgreSQL too when BENCH_DATABASE_URL points at an empty scratch database.
// Writes bench/results/internal-library.json.
import { apiClient } from './lib/assortment-api.mjs';
import { measureOnBothDatabases } from './lib/both-databases.mjs';
import { signIn, startServer, stopServer } from './lib/server.mjs';
import { summary } from './lib/stats.mjs';

const PORT = Number(process.env.BENCH_PORT ?? 8192);
const STYLES = Number(process.env.BENCH_CATALOGUE_STYLES ?? 25_000);
const ROUNDS = 100;
const credentials = { email: 'editor@stride.demo', password: 'stride-demo' };
const log = (line) => console.log(line);

const measure = async (name, env) => {
  log(`\n${name}: start and seed ${STYLES} styles`);
  const server = await startServer({
    port: PORT,
    env: { ...env, DEMO_CATALOGUE_STYLES: String(STYLES) },
    readyTimeoutMs: 1_800_000,
  });
  try {
    const client = apiClient(server.baseUrl, await signIn(server.baseUrl, credentials));
    const { answer: all } = await client.call('POST', 'internalAssortments/discover', { channel: 'Wholesale' });
    const seasons = [...new Map(all.data.map((plan) => [`${plan.season}${plan.year}`, plan])).values()];
    const landing = [];
    const browse = [];
    let lines = 0;
    // Unmeasured first round, then the measured ones: the season's plans, then one plan's lines.
    for (let round = -1; round < ROUNDS; round += 1) {
      const season = seasons[Math.max(round, 0) % seasons.length];
      const discovered = await client.call('POST', 'internalAssortments/discover', {
        channel: 'Wholesale',
        season: season.season,
        year: season.year,
      });
      const plan = discovered.answer.data[Math.max(round, 0) % discovered.answer.data.length];
      const read = await client.call('GET', `internalAssortments/${plan._id}`);
      if (round < 0) continue;
      landing.push(discovered.ms);
      browse.push(discovered.ms + read.ms);
      lines = Math.max(lines, read.answer.products.length);
    }
    const results = {
      publishedPlans: all.totalCount,
      largestPlanLines: lines,
      landingPage: { ...summary(landing), budgetMs: 50 },
      browsePage: { ...summary(browse), budgetMs: 50 },
    };
    log(`  landing p50 ${results.landingPage.p50} ms, p95 ${results.landingPage.p95} ms`);
    log(`  browse  p50 ${results.browsePage.p50} ms, p95 ${results.browsePage.p95} ms`);
    return results;
  } finally {
    await stopServer(server);
  }
};

await measureOnBothDatabases({ name: 'internal-library', catalogueStyles: STYLES, measure });
