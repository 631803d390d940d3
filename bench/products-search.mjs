#!/usr/bin/env node
// Product search benchmarks (issue 3, "Numbers") on a seeded catalogue of ~100,000 style-colours:
// POST /api/products/fetch with three filters and a sort (limit 100, total count) over 200 varied
// deterministic queries, the same SQL run directly against the database, style autocomplete, and
// an image variant served from the cache. Embedded database (PGlite) always; PostgreSQL when
// BENCH_DATABASE_URL points at an empty scratch database. Writes bench/results/products-search.json.
//
// Timings: `roundTripMs` is measured in this process over loopback (request sent to body read);
// `serverMs` is the server's own pino `responseTime` for the same requests (LOG_LEVEL info).
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { divisionsByProductType, genders } from '@stride/domain';
import pg from 'pg';
import { startServer, stopServer } from './lib/server.mjs';
import { summary } from './lib/stats.mjs';

const PORT = Number(process.env.BENCH_PORT ?? 8182);
const ANALYZE_AFTER_SEED = process.env.BENCH_ANALYZE_AFTER_SEED === '1';
const OUT = process.env.BENCH_OUT ?? 'products-search.json';
const STYLES = Number(process.env.BENCH_CATALOGUE_STYLES ?? 25_000);
const QUERIES = 200;
const credentials = { email: 'admin@stride.demo', password: 'stride-demo' };

// ---- deterministic query set ------------------------------------------------------------------

const mulberry32 = (seed) => () => {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
};

const divisions = divisionsByProductType;
const year = new Date().getUTCFullYear() % 100;
const seasons = [year - 2, year - 1, year, year + 1].flatMap((y) => [`SP${y}`, `FA${y}`]);
const sortFields = ['style', 'name', 'cost', 'suggestedRetail', 'modifiedDate'];
const priceRanges = [
  { from: 10, to: 30 },
  { from: 20, to: 45 },
  { from: 30, to: 60 },
  { from: 40 },
  { to: 35 },
  { from: 25, to: 80 },
];
const filterKinds = ['division', 'gender', 'price', 'seasonCode'];

const createQueries = (count, seed) => {
  const random = mulberry32(seed);
  const pick = (list) => list[Math.floor(random() * list.length)];
  const some = (list, max) => [...new Set(Array.from({ length: 1 + Math.floor(random() * max) }, () => pick(list)))];
  return Array.from({ length: count }, (_, index) => {
    const productType = index % 10 < 6 ? 'Footwear' : index % 10 < 9 ? 'Apparel' : 'POP';
    // Three of the four filters, rotating which one is left out.
    const kinds = filterKinds.filter((_, k) => k !== index % 4);
    const filters = {};
    for (const kind of kinds) {
      if (kind === 'division') filters.division = some(divisions[productType], 2);
      if (kind === 'gender') filters.gender = some(genders, 3);
      if (kind === 'price')
        filters.price = { ...pick(priceRanges), on: random() < 0.5 ? 'wholesalePrice' : 'suggestedRetail' };
      if (kind === 'seasonCode') filters.seasonCode = some(seasons, 3);
    }
    return {
      productType,
      filters,
      sort: { field: pick(sortFields), direction: random() < 0.5 ? 1 : -1 },
      skip: 0,
      limit: 100,
      options: { totalCount: true },
    };
  });
};

// ---- the same SQL as apps/server/src/products/search-repository.ts ---------------------------

const sortSql = {
  style: 'p.style_numeric',
  name: 'p.name',
  cost: 'l.wholesale_price',
  suggestedRetail: 'l.suggested_retail',
  modifiedDate: 'p.modified_date',
};

const toSql = (request) => {
  const params = [];
  const param = (value) => {
    params.push(value);
    return `$${params.length}`;
  };
  const list = (values) => values.map(param).join(', ');
  const array = (values) => `array[${list(values)}]::text[]`;
  const from = `from products p inner join product_locations l on (l.style_color = p.style_color and l.code = ${param('US')})`;
  const where = [`p.product_type = ${param(request.productType)}`, `l.line_status in (${list(['A', 'R', 'O'])})`];
  const { filters } = request;
  if (filters.division) where.push(`p.division in (${list(filters.division)})`);
  if (filters.gender) where.push(`p.gender in (${list(filters.gender)})`);
  if (filters.seasonCode) where.push(`p.season_codes && ${array(filters.seasonCode)}`);
  if (filters.price) {
    const column = filters.price.on === 'suggestedRetail' ? 'l.suggested_retail' : 'l.wholesale_price';
    if (filters.price.from !== undefined) where.push(`${column} >= ${param(filters.price.from)}`);
    if (filters.price.to !== undefined) where.push(`${column} <= ${param(filters.price.to)}`);
  }
  const whereSql = `where (${where.join(' and ')})`;
  const direction = request.sort.direction === 1 ? 'asc' : 'desc';
  const order = `order by ${sortSql[request.sort.field]} ${direction}, p.style_numeric asc, p.style_color asc`;
  return {
    search: {
      text: `select p.document ${from} ${whereSql} ${order} limit ${param(100)} offset ${param(0)}`,
      params: [...params],
    },
    count: { text: `select count(*) ${from} ${whereSql}`, params: params.slice(0, -2) },
  };
};

// ---- HTTP ------------------------------------------------------------------------------------

const signIn = async (baseUrl) => {
  const response = await fetch(`${baseUrl}/api/users/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(credentials),
  });
  if (!response.ok) throw new Error(`login failed: ${response.status}`);
  return response.headers.get('set-cookie').split(';')[0];
};

const timed = async (url, init) => {
  const started = performance.now();
  const response = await fetch(url, init);
  const body = Buffer.from(await response.arrayBuffer());
  const ms = performance.now() - started;
  if (!response.ok)
    throw new Error(`${init?.method ?? 'GET'} ${url}: ${response.status} ${body.toString().slice(0, 300)}`);
  return { ms, body, response };
};

/** The server's own responseTime per request, in order, for the urls that start with `prefix`. */
const serverTimes = (logFile, prefix) => {
  const urls = new Map();
  const times = [];
  for (const line of readFileSync(logFile, 'utf8').split('\n')) {
    if (!line.startsWith('{')) continue;
    const entry = JSON.parse(line);
    if (entry.req?.url) urls.set(entry.reqId, entry.req.url);
    if (entry.responseTime !== undefined && urls.get(entry.reqId)?.startsWith(prefix)) times.push(entry.responseTime);
  }
  return times;
};

const apiBench = async (name, env, logDir, analyzeAfterSeed) => {
  console.log(`\n${name}: first start (migrate and seed ${STYLES} styles)`);
  const seedLog = path.join(logDir, `${name}-seed.log`);
  const first = await startServer({ port: PORT, env: { ...env, LOG_LEVEL: 'warn' }, logFile: seedLog });
  console.log(`  ready after ${(first.readyMs / 1000).toFixed(1)} s`);
  await stopServer(first);
  if (analyzeAfterSeed) {
    // Opt-in (BENCH_ANALYZE_AFTER_SEED=1): what the numbers would be if the server analyzed after seeding.
    console.log(`  ANALYZE after seed took ${((await analyzeAfterSeed()) / 1000).toFixed(1)} s`);
  }

  const logFile = path.join(logDir, `${name}.log`);
  const server = await startServer({ port: PORT, env: { ...env, LOG_LEVEL: 'info' }, logFile });
  const cookie = await signIn(server.baseUrl);
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

  // Warm-up: a different query set, so the measured queries are not repeats.
  for (const request of createQueries(40, 7)) await fetchProducts(request);
  const queries = createQueries(QUERIES, 42);
  const searchTimes = [];
  const results = [];
  const logMarkSearch = serverTimes(logFile, '/api/products/fetch').length;
  for (const request of queries) {
    const { ms, body } = await fetchProducts(request);
    const parsed = JSON.parse(body);
    searchTimes.push(ms);
    results.push({
      totalCount: parsed.totalCount,
      rows: parsed.data.length,
      ids: parsed.data.map((row) => row.styleColorId),
    });
  }
  const imageIds = results.flatMap((result) => result.ids.slice(0, 1)).slice(0, 40);

  const autocompleteTimes = [];
  const random = mulberry32(99);
  const prefixes = Array.from({ length: QUERIES }, (_, index) => {
    const digits = String(100_000 + Math.floor(random() * STYLES * 4));
    const prefix = ['', '', 'AP', 'POP'][index % 4];
    return `${prefix}${digits.slice(0, 1 + (index % 5))}`;
  });
  for (const text of prefixes.slice(0, 20))
    await timed(`${server.baseUrl}/api/products/autocomplete/styles/${text}`, post({}));
  const logMarkAuto = serverTimes(logFile, '/api/products/autocomplete').length;
  for (const text of prefixes) {
    autocompleteTimes.push((await timed(`${server.baseUrl}/api/products/autocomplete/styles/${text}`, post({}))).ms);
  }

  const imageFirst = [];
  const imageCached = [];
  const sizes = ['small', 'medium', 'large'];
  const imageUrls = imageIds.map((id, index) => `${server.baseUrl}/api/products/images/${id}/A/${sizes[index % 3]}`);
  for (const url of imageUrls) imageFirst.push((await timed(url, { headers: { cookie } })).ms);
  const logMarkImage = serverTimes(logFile, '/api/products/images').length;
  for (const url of imageUrls) imageCached.push((await timed(url, { headers: { cookie } })).ms);
  await stopServer(server);

  const serverSearch = serverTimes(logFile, '/api/products/fetch').slice(logMarkSearch);
  const serverAuto = serverTimes(logFile, '/api/products/autocomplete').slice(logMarkAuto);
  const serverImage = serverTimes(logFile, '/api/products/images').slice(logMarkImage, logMarkImage + imageUrls.length);
  return {
    seedAndStartMs: Math.round(first.readyMs),
    sellableUsStyleColors: styleColors,
    queries,
    results,
    search: { roundTripMs: summary(searchTimes), serverMs: summary(serverSearch), perQueryRoundTripMs: searchTimes },
    autocomplete: { roundTripMs: summary(autocompleteTimes), serverMs: summary(serverAuto) },
    image: {
      requests: imageUrls.length,
      firstRoundTripMs: summary(imageFirst),
      cachedRoundTripMs: summary(imageCached),
      cachedServerMs: summary(serverImage),
    },
  };
};

// ---- direct SQL --------------------------------------------------------------------------------

/** Runs the page and the count like the server does (in parallel where the client allows). */
const sqlBench = async (run, api) => {
  for (const request of createQueries(40, 7)) {
    const sql = toSql(request);
    await Promise.all([run(sql.search), run(sql.count)]);
  }
  const times = [];
  let mismatches = 0;
  for (const [index, request] of api.queries.entries()) {
    const sql = toSql(request);
    const started = performance.now();
    const [, counted] = await Promise.all([run(sql.search), run(sql.count)]);
    times.push(performance.now() - started);
    if (Number(counted.rows[0].count) !== api.results[index].totalCount) mismatches += 1;
  }
  return { times, mismatches };
};

const explainSlowest = async (run, api) => {
  const index = api.search.perQueryRoundTripMs.indexOf(Math.max(...api.search.perQueryRoundTripMs));
  const sql = toSql(api.queries[index]);
  const explain = async ({ text, params }) =>
    (await run({ text: `explain (analyze, buffers) ${text}`, params })).rows.map((row) => row['QUERY PLAN']).join('\n');
  return { request: api.queries[index], search: await explain(sql.search), count: await explain(sql.count) };
};

/**
 * The server never runs ANALYZE after seeding (PGlite has no autovacuum at all), so the planner may
 * see row estimates of 1. As a diagnosis only: the same direct SQL after ANALYZE on this scratch database.
 */
const afterAnalyze = async (run, api) => {
  await run({ text: 'analyze', params: [] });
  const { times } = await sqlBench(run, api);
  return { directSqlMs: summary(times), slowestQuery: await explainSlowest(run, api) };
};

const finish = (api, direct, explain, analyzed) => {
  const sql = summary(direct.times);
  const ratio = (a, b) => Number((a / b).toFixed(2));
  const { perQueryRoundTripMs, ...search } = api.search;
  const out = {
    seedAndStartMs: api.seedAndStartMs,
    sellableUsStyleColors: api.sellableUsStyleColors,
    search: {
      ...search,
      directSqlMs: sql,
      ratioServerToSql: { p50: ratio(search.serverMs.p50, sql.p50), p95: ratio(search.serverMs.p95, sql.p95) },
      ratioRoundTripToSql: { p50: ratio(search.roundTripMs.p50, sql.p50), p95: ratio(search.roundTripMs.p95, sql.p95) },
      countMismatches: direct.mismatches,
      emptyResults: api.results.filter((result) => result.totalCount === 0).length,
      totalCount: summary(api.results.map((result) => result.totalCount)),
    },
    autocomplete: api.autocomplete,
    image: api.image,
    slowestQuery: { roundTripMs: Number(Math.max(...perQueryRoundTripMs).toFixed(2)), ...explain },
    afterAnalyze: analyzed,
  };
  const line = (label, s) => `${label} p50 ${s.p50} ms, p95 ${s.p95} ms, max ${s.max} ms`;
  console.log(`  ${line('search (round trip)', search.roundTripMs)}`);
  console.log(`  ${line('search (server responseTime)', search.serverMs)}`);
  console.log(`  ${line('search (direct SQL)', sql)}; ratio server/SQL at p95 ${out.search.ratioServerToSql.p95}`);
  console.log(`  ${line('autocomplete (round trip)', api.autocomplete.roundTripMs)}`);
  console.log(`  ${line('image from cache (round trip)', api.image.cachedRoundTripMs)}`);
  console.log(`  ${line('search (direct SQL after ANALYZE)', analyzed.directSqlMs)}`);
  if (direct.mismatches > 0) console.log(`  WARNING: ${direct.mismatches} direct SQL counts differ from the API's`);
  return out;
};

const embedded = async (logDir) => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'stride-bench-search-'));
  try {
    const analyze = async () => {
      const started = performance.now();
      const db = new PGlite(path.join(dataDir, 'database'), { extensions: { pg_trgm } });
      await db.exec('analyze');
      await db.close();
      return performance.now() - started;
    };
    const env = { DATA_DIR: dataDir, DEMO_CATALOGUE_STYLES: String(STYLES) };
    const api = await apiBench('embedded', env, logDir, ANALYZE_AFTER_SEED ? analyze : undefined);
    // The server holds the data dir while it runs; with it stopped, this process opens the same files.
    console.log('embedded: the same queries directly in PGlite (server stopped)');
    const db = new PGlite(path.join(dataDir, 'database'), { extensions: { pg_trgm } });
    await db.waitReady;
    const run = ({ text, params }) => db.query(text, params);
    const direct = await sqlBench(run, api);
    const explain = await explainSlowest(run, api);
    const analyzed = await afterAnalyze(run, api);
    await db.close();
    return finish(api, direct, explain, analyzed);
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
    const analyze = async () => {
      const started = performance.now();
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      await client.query('analyze');
      await client.end();
      return performance.now() - started;
    };
    const api = await apiBench('postgresql', env, logDir, ANALYZE_AFTER_SEED ? analyze : undefined);
    console.log('postgresql: the same queries directly with pg (server stopped)');
    const pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });
    const run = ({ text, params }) => pool.query(text, params);
    const direct = await sqlBench(run, api);
    const explain = await explainSlowest(run, api);
    const analyzed = await afterAnalyze(run, api);
    await pool.end();
    return finish(api, direct, explain, analyzed);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
};

const logDir = mkdtempSync(path.join(os.tmpdir(), 'stride-bench-logs-'));
const results = {
  machine: { cpus: os.cpus().length, model: os.cpus()[0]?.model, node: process.version },
  date: new Date().toISOString(),
  catalogueStyles: STYLES,
  analyzeAfterSeed: ANALYZE_AFTER_SEED,
  method:
    'Sequential requests over loopback after a 40-query warm-up. roundTripMs: measured by the client (request to body read). ' +
    "serverMs: the server's pino responseTime for the same requests. directSqlMs: the same page and count statements the " +
    'repository builds, run in parallel like the service does (pg pool of 2; PGlite is one connection), with the server stopped.',
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
