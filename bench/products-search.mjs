#!/usr/bin/env node
// Product search benchmarks (issue 3, "Numbers") on a seeded catalogue of ~100,000 style-colours:
// POST /api/products/fetch with three filters and a sort (limit 100, total count) over 200 varied
// deterministic queries, whole documents and again as the grids ask (summary rows), the same statement run directly against the database, style and colour
// autocomplete, and an image variant served from the cache. Embedded database (PGlite) always;
// PostgreSQL when BENCH_DATABASE_URL points at an empty scratch database.
// Writes bench/results/products-search.json.
//
// Timings: `roundTripMs` is measured in this process over loopback (request sent to body read);
// `serverMs` is the server's own pino `responseTime` for the same requests (LOG_LEVEL info).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';
import { createQueries, discoverGendersByDivision, mulberry32, seasonsAround } from './lib/search-queries.mjs';
import { explainSlowest, sqlBench } from './lib/search-sql-bench.mjs';
import { signIn, startServer, stopServer } from './lib/server.mjs';
import { summary } from './lib/stats.mjs';
import { measure, timed } from './lib/timed-requests.mjs';

const PORT = Number(process.env.BENCH_PORT ?? 8182);
const OUT = process.env.BENCH_OUT ?? 'products-search.json';
const STYLES = Number(process.env.BENCH_CATALOGUE_STYLES ?? 25_000);
const QUERIES = 200;
const WARM_UP = 20;
const credentials = { email: 'admin@stride.demo', password: 'stride-demo' };

const apiBench = async (name, env, logDir) => {
  console.log(`\n${name}: first start (migrate and seed ${STYLES} styles)`);
  const seedLog = path.join(logDir, `${name}-seed.log`);
  const first = await startServer({
    port: PORT,
    env: { ...env, LOG_LEVEL: 'warn' },
    logFile: seedLog,
    readyTimeoutMs: 900_000,
  });
  console.log(`  ready after ${(first.readyMs / 1000).toFixed(1)} s`);
  await stopServer(first);

  const logFile = path.join(logDir, `${name}.log`);
  const server = await startServer({ port: PORT, env: { ...env, LOG_LEVEL: 'info' }, logFile });
  const cookie = await signIn(server.baseUrl, credentials);
  const post = (body) => ({
    method: 'POST',
    headers: { cookie, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const fetchProducts = (request) => timed(`${server.baseUrl}/api/products/fetch`, post(request));

  const styleColors = {};
  for (const productType of ['Footwear', 'Apparel', 'POP']) {
    const { body } = await fetchProducts({ productType, lineStatus: 'ALL', limit: 1, options: { totalCount: true } });
    styleColors[productType] = JSON.parse(body).totalCount;
  }
  console.log(`  sellable US style-colours per product type ${JSON.stringify(styleColors)}`);
  const catalogue = {
    gendersByDivision: await discoverGendersByDivision(
      async (request) => JSON.parse((await fetchProducts(request)).body).totalCount,
    ),
    seasons: seasonsAround(new Date()),
  };

  // Warm-up: the measured queries once, so the API and the direct statements below (warmed the
  // same way) are timed on the same cached pages.
  const queries = createQueries(QUERIES, 42, catalogue);
  for (const request of queries) await fetchProducts(request);
  const search = await measure(
    logFile,
    '/api/products/fetch',
    queries.map((request) => () => fetchProducts(request)),
  );
  const results = search.answers.map((body) => {
    const parsed = JSON.parse(body);
    return { totalCount: parsed.totalCount, ids: parsed.data.map((row) => row.styleColorId) };
  });
  // The same searches as the result grids send them: summary rows priced at the location.
  const gridQueries = queries.map((request) => ({ ...request, options: { ...request.options, summary: true } }));
  for (const request of gridQueries) await fetchProducts(request);
  const gridRows = await measure(
    logFile,
    '/api/products/fetch',
    gridQueries.map((request) => () => fetchProducts(request)),
  );
  const kilobytes = (answers) => summary(answers.map((body) => body.length / 1024));

  // Style prefixes of one to five characters, with and without the apparel and POP letters.
  const random = mulberry32(99);
  const stylePrefixes = Array.from({ length: QUERIES }, (_, index) => {
    const digits = String(100_000 + Math.floor(random() * STYLES * 4));
    return `${['', '', 'AP', 'POP'][index % 4]}${digits.slice(0, 1 + (index % 5))}`;
  });
  // Colours of the styles the searches found: the whole style, or the first letter of a colour too.
  const found = results.flatMap((result) => result.ids).filter((_, index) => index % 7 === 0);
  const colorTexts = Array.from({ length: QUERIES }, (_, index) => {
    const [style, color] = found[index % found.length].split('_');
    return index % 2 === 0 ? style : `${style}_${color[0]}`;
  });
  const autocomplete = async (kind, texts) => {
    const url = (text) => `${server.baseUrl}/api/products/autocomplete/${kind}/${encodeURIComponent(text)}`;
    for (const text of texts.slice(0, WARM_UP)) await timed(url(text), post({}));
    return measure(
      logFile,
      `/api/products/autocomplete/${kind}`,
      texts.map((text) => () => timed(url(text), post({}))),
    );
  };
  const styles = await autocomplete('styles', stylePrefixes);
  const colors = await autocomplete('colors', colorTexts);

  const sizes = ['small', 'medium', 'large'];
  const imageUrls = results
    .flatMap((result) => result.ids.slice(0, 1))
    .slice(0, 40)
    .map((id, index) => `${server.baseUrl}/api/products/images/${id}/A/${sizes[index % 3]}`);
  const image = (url) => () => timed(url, { headers: { cookie } });
  const imageFirst = await measure(logFile, '/api/products/images', imageUrls.map(image));
  const imageCached = await measure(logFile, '/api/products/images', imageUrls.map(image));
  await stopServer(server);

  return {
    seedAndStartMs: Math.round(first.readyMs),
    sellableUsStyleColors: styleColors,
    queries,
    results,
    search: {
      roundTripMs: summary(search.roundTrips),
      serverMs: summary(search.server),
      perQueryServerMs: search.server,
      pageKB: kilobytes(search.answers),
    },
    gridRowsSearch: {
      roundTripMs: summary(gridRows.roundTrips),
      serverMs: summary(gridRows.server),
      pageKB: kilobytes(gridRows.answers),
    },
    autocomplete: {
      styles: { roundTripMs: summary(styles.roundTrips), serverMs: summary(styles.server) },
      colors: { roundTripMs: summary(colors.roundTrips), serverMs: summary(colors.server) },
    },
    image: {
      requests: imageUrls.length,
      firstRoundTripMs: summary(imageFirst.roundTrips),
      cachedRoundTripMs: summary(imageCached.roundTrips),
      cachedServerMs: summary(imageCached.server),
    },
  };
};

const finish = (api, direct, slowest) => {
  const sql = summary(direct.times);
  const ratio = (a, b) => Number((a / b).toFixed(2));
  const { perQueryServerMs, ...search } = api.search;
  const out = {
    seedAndStartMs: api.seedAndStartMs,
    sellableUsStyleColors: api.sellableUsStyleColors,
    search: {
      ...search,
      directSqlMs: sql,
      ratioServerToSql: { p50: ratio(search.serverMs.p50, sql.p50), p95: ratio(search.serverMs.p95, sql.p95) },
      ratioRoundTripToSql: { p50: ratio(search.roundTripMs.p50, sql.p50), p95: ratio(search.roundTripMs.p95, sql.p95) },
      directSqlMismatches: direct.mismatches,
      emptyResults: api.results.filter((result) => result.totalCount === 0).length,
      totalCount: summary(api.results.map((result) => result.totalCount)),
    },
    gridRowsSearch: api.gridRowsSearch,
    autocomplete: api.autocomplete,
    image: api.image,
    slowestQuery: slowest,
  };
  const line = (label, s) => `${label} p50 ${s.p50} ms, p95 ${s.p95} ms, max ${s.max} ms`;
  console.log(`  ${line('search (round trip)', search.roundTripMs)}`);
  console.log(`  ${line('search (server responseTime)', search.serverMs)}`);
  console.log(`  ${line('search (direct SQL)', sql)}; ratio server/SQL at p95 ${out.search.ratioServerToSql.p95}`);
  console.log(`  ${line('search as grid rows (server responseTime)', api.gridRowsSearch.serverMs)}`);
  console.log(`  ${line('style autocomplete (server)', api.autocomplete.styles.serverMs)}`);
  console.log(`  ${line('colour autocomplete (server)', api.autocomplete.colors.serverMs)}`);
  console.log(`  ${line('image from cache (server)', api.image.cachedServerMs)}`);
  console.log(`  ${out.search.emptyResults} of ${QUERIES} searches found nothing`);
  if (direct.mismatches > 0) console.log(`  WARNING: ${direct.mismatches} direct SQL answers differ from the API's`);
  return out;
};

const embedded = async (logDir) => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'stride-bench-search-'));
  try {
    const env = { DATA_DIR: dataDir, DEMO_CATALOGUE_STYLES: String(STYLES) };
    const api = await apiBench('embedded', env, logDir);
    // The server holds the data dir while it runs; with it stopped, this process opens the same files.
    console.log('embedded: the same statements directly in PGlite (server stopped)');
    const db = new PGlite(path.join(dataDir, 'database'), { extensions: { pg_trgm } });
    await db.waitReady;
    const run = ({ text, params }) => db.query(text, params);
    const direct = await sqlBench(run, api);
    const slowest = await explainSlowest(run, api);
    await db.close();
    return finish(api, direct, slowest);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
};

const postgres = async (databaseUrl, logDir) => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'stride-bench-search-pg-'));
  try {
    const env = {
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      SEED_DEMO: 'true',
      DEMO_CATALOGUE_STYLES: String(STYLES),
    };
    const api = await apiBench('postgresql', env, logDir);
    console.log('postgresql: the same statements directly with pg (server stopped)');
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    const run = ({ text, params }) => client.query(text, params);
    const direct = await sqlBench(run, api);
    const slowest = await explainSlowest(run, api);
    await client.end();
    return finish(api, direct, slowest);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
};

const logDir = mkdtempSync(path.join(os.tmpdir(), 'stride-bench-logs-'));
const results = {
  machine: { cpus: os.cpus().length, model: os.cpus()[0]?.model, node: process.version },
  date: new Date().toISOString(),
  catalogueStyles: STYLES,
  method:
    'Sequential requests over loopback. Searches: the 200 measured queries run once unmeasured first (the direct ' +
    `statements too), autocomplete after ${WARM_UP} requests. roundTripMs: measured by the client (request to body ` +
    "read). serverMs: the server's pino responseTime for the same requests. directSqlMs: the statements the " +
    'repository runs for each search (its own builders and order), rendered and sent straight to the database ' +
    "with the server stopped; their answers (total and page ids) are compared with the API's.",
};
try {
  if (process.env.BENCH_ONLY_POSTGRES !== '1') results.embedded = await embedded(logDir);
  if (process.env.BENCH_DATABASE_URL) results.postgresql = await postgres(process.env.BENCH_DATABASE_URL, logDir);
} finally {
  rmSync(logDir, { recursive: true, force: true });
}
mkdirSync(path.join(import.meta.dirname, 'results'), { recursive: true });
writeFileSync(path.join(import.meta.dirname, 'results', OUT), `${JSON.stringify(results, null, 2)}\n`);
console.log(`\nwrote bench/results/${OUT}`);
