#!/usr/bin/env node
// Orders benchmark (issue 12, "Numbers"): 100,000 orders of the three types; 300 tab pages
// (POST /api/orders/{type}/{tab}/query) as a requester, a coordinator, a sample coordinator and an
// approver would ask for them, some with a search; then a 500-line wholesale order created and
// submitted (PATCH …/batch/{id} with action submit) 10 times. Embedded database (PGlite) always;
// PostgreSQL when BENCH_DATABASE_URL points at an empty scratch database. Server-side time is the
// server's own pino `responseTime`. Adds its results to bench/results/orders.json (key "orders").
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../apps/server/src/platform/db/database.ts';
import { mulberry32 } from './lib/search-queries.mjs';
import { signIn, startServer, stopServer } from './lib/server.mjs';
import { serverTimes } from './lib/server-times.mjs';
import { summary } from './lib/stats.mjs';

const PORT = Number(process.env.BENCH_PORT ?? 8189);
const ORDERS = Number(process.env.BENCH_ORDERS ?? 100_000);
const PAGES = 300;
const SUBMITS = 10;
const TARGET_PAGE_P95_MS = 50;
const TARGET_SUBMIT_MS = 500;
const resultsFile = path.join(import.meta.dirname, 'results', 'orders.json');
const login = (role) => ({ email: `${role}@stride.demo`, password: 'stride-demo' });

/**
 * 100,000 orders in SQL: a third of each type, statuses spread over every tab, requesters among
 * 60 people (the demo user one of them), coordinators and approvers among the demo ones, created
 * over the last two years.
 */
const fillOrders = async (databaseOptions) => {
  const database = await openDatabase(databaseOptions);
  const started = performance.now();
  await database.db.execute(sql`
    insert into orders (type, status, approval_status, product_type, requester_code, requester_name,
      approver_code, coordinator, fields, line_count, unit_count, styles, created_date, modified_date)
    select
      (array['SAMPLE','PROMO','WHOLESALE'])[1 + n % 3],
      case n % 3
        when 0 then (array['DRAFT','SUBMITTED','IN PROGRESS','COMPLETED','CANCELED','ARCHIVED','INACTIVE'])[1 + (n / 3) % 7]
        when 1 then (array['DRAFT','PENDING','APPROVED','DENIED','IN PROGRESS','COMPLETED','UNAPPROVED ORDER'])[1 + (n / 3) % 7]
        else (array['DRAFT','PENDING','SUBMITTED','COMPLETED','CANCELED'])[1 + (n / 3) % 5]
      end,
      (array['PENDING','REQUIRES APPROVER','REQUIRES SENIOR','REVIEW COMPLETE','PROCESSED','FINALIZED'])[1 + (n / 7) % 6],
      (array['Footwear','Apparel','POP'])[1 + (n / 5) % 3],
      case when n % 60 = 0 then 'D1001' when n % 60 = 1 then 'D1015' else 'BENCH' || (n % 60) end,
      'Bench Person ' || (n % 60),
      case when n % 4 = 0 then 'D1007' else null end,
      case n % 5 when 0 then 'D1009' when 1 then 'D1011' when 2 then null else 'BENCHC' || (n % 7) end,
      jsonb_build_object('purpose', 'Bench order ' || n, 'reason', 'Trade show'),
      1 + n % 12, 3 + n % 40,
      'BS' || (n % 997),
      now() - ((n % 730) || ' days')::interval,
      now() - ((n % 700) || ' days')::interval
    from generate_series(1, ${ORDERS}) as n`);
  await database.db.execute(sql`analyze`);
  await database.close();
  return Number(((performance.now() - started) / 1000).toFixed(1));
};

/** The tab pages people open: first pages mostly, deeper pages sometimes, a search now and then. */
const createPages = () => {
  const random = mulberry32(12);
  const tabs = [
    ['user', 'samples/active-orders'],
    ['user', 'samples/archived-orders'],
    ['user', 'promos/needs-review'],
    ['user', 'promos/reviewed'],
    ['user', 'promos/archived'],
    ['coordinator', 'samples/active-orders'],
    ['coordinator', 'samples/archived-orders'],
    ['coordinator', 'promos/reviewed'],
    ['sample-coordinator', 'samples/active-orders'],
    ['approver', 'promos/needs-review'],
    ['approver', 'promos/reviewed'],
    ['senior-approver', 'promos/needs-review'],
    ['rep', 'wholesale/active'],
    ['rep', 'wholesale/archived'],
  ];
  return Array.from({ length: PAGES }, (_, index) => {
    const [role, tab] = tabs[index % tabs.length];
    const startRow = 100 * Math.floor(random() * (index % 4 === 0 ? 10 : 2));
    const body = { startRow, endRow: startRow + 100 };
    if (index % 9 === 0) body.search = `BS${Math.floor(random() * 997)}`;
    if (index % 13 === 0 && role === 'coordinator' && tab !== 'samples/active-orders') body.coordinator = 'D1011';
    return { role, url: `/api/orders/${tab}/query`, body };
  });
};

const call = async (baseUrl, cookie, url, method, body) => {
  const response = await fetch(`${baseUrl}${url}`, {
    method,
    headers: { cookie, 'content-type': 'application/json', 'x-requested-with': 'stride' },
    body: JSON.stringify(body),
  });
  const answer = await response.json();
  if (!response.ok) throw new Error(`${url}: ${response.status} ${JSON.stringify(answer).slice(0, 300)}`);
  return answer;
};

/** A 500-line wholesale order (500 colours of the catalogue's styles, four sizes each), then its submit. */
const wholesaleSubmits = async (baseUrl, cookie) => {
  const today = new Date();
  const dateNumber = today.getFullYear() * 10000 + today.getMonth() * 100 + today.getDate();
  const lines = Array.from({ length: 500 }, (_, index) => ({
    style: `BW${1000 + Math.floor(index / 5)}`,
    color: String(index % 5).padStart(3, '0'),
    productType: 'Footwear',
    sizes: { 8: 6, 9: 12, 10: 12, 11: 6 },
    unitPrice: 40 + (index % 30),
    startDate: dateNumber,
    endDate: dateNumber,
    term: '01',
  }));
  const customer = {
    id: 'BENCH-1',
    name: 'Bench Outfitters',
    currency: 'USD',
    address: { country: 'USA' },
    defaults: [],
    termsInfo: [{ code: '01', description: 'Net 30' }],
  };
  const roundTrips = [];
  for (let index = 0; index < SUBMITS; index++) {
    const order = await call(baseUrl, cookie, '/api/orders/wholesale/active', 'POST', {
      region: 'usa',
      customer,
      lines,
    });
    const started = performance.now();
    const submitted = await call(baseUrl, cookie, `/api/orders/wholesale/active/batch/${order._id}`, 'PATCH', {
      action: 'submit',
    });
    roundTrips.push(performance.now() - started);
    if (submitted.status !== 'SUBMITTED') throw new Error(`submit answered ${submitted.status}`);
  }
  return summary(roundTrips);
};

const run = async (name, env, databaseOptions, logDir) => {
  console.log(`\n${name}: migrate and seed the demo`);
  const first = await startServer({ port: PORT, env: { ...env, LOG_LEVEL: 'warn' }, readyTimeoutMs: 600_000 });
  await stopServer(first);
  const fillSeconds = await fillOrders(databaseOptions);
  console.log(`  ${ORDERS} orders inserted in ${fillSeconds} s`);
  const logFile = path.join(logDir, `${name}.log`);
  const server = await startServer({ port: PORT, env: { ...env, LOG_LEVEL: 'info' }, logFile });
  try {
    const cookies = {};
    const pages = createPages();
    for (const { role } of pages) cookies[role] ??= await signIn(server.baseUrl, login(role));
    const rows = [];
    for (const pass of ['warm-up', 'measured']) {
      for (const page of pages) {
        const answer = await call(server.baseUrl, cookies[page.role], page.url, 'POST', page.body);
        if (pass === 'measured') rows.push(answer.rows.length);
      }
    }
    const pageMs = summary(serverTimes(logFile, (url) => url.endsWith('/query')).slice(-PAGES));
    console.log(`  tab page server ${JSON.stringify(pageMs)}`);
    const rep = await signIn(server.baseUrl, login('rep'));
    const submitRoundTrip = await wholesaleSubmits(server.baseUrl, rep);
    const submitMs = summary(serverTimes(logFile, (url) => url.includes('/batch/')).slice(-SUBMITS));
    console.log(`  500-line submit server ${JSON.stringify(submitMs)}`);
    return {
      orders: ORDERS,
      fillSeconds,
      pages: {
        requests: PAGES,
        serverMs: pageMs,
        rowsPerPage: summary(rows),
        meetsTarget: pageMs.p95 < TARGET_PAGE_P95_MS,
      },
      wholesaleSubmit500Lines: {
        submits: SUBMITS,
        serverMs: submitMs,
        roundTripMs: submitRoundTrip,
        meetsTarget: submitMs.max < TARGET_SUBMIT_MS,
      },
    };
  } finally {
    await stopServer(server);
  }
};

const main = async () => {
  const logDir = mkdtempSync(path.join(os.tmpdir(), 'stride-orders-bench-'));
  const results = {
    benchmark: 'orders',
    targets: { pageP95Ms: TARGET_PAGE_P95_MS, submit500LinesMs: TARGET_SUBMIT_MS },
    machine: { cpus: os.cpus().length, node: process.version },
    date: new Date().toISOString(),
  };
  const base = { SEED_DEMO: 'true', DEMO_CATALOGUE_STYLES: '200' };
  try {
    const dataDir = path.join(logDir, 'embedded');
    mkdirSync(dataDir, { recursive: true });
    results.embedded = await run(
      'embedded',
      { ...base, DATA_DIR: dataDir },
      { dataDir: path.join(dataDir, 'database') },
      logDir,
    );
    if (process.env.BENCH_DATABASE_URL) {
      const pgDir = path.join(logDir, 'postgresql');
      mkdirSync(pgDir, { recursive: true });
      const env = { ...base, DATA_DIR: pgDir, DATABASE_URL: process.env.BENCH_DATABASE_URL };
      results.postgresql = await run('postgresql', env, { databaseUrl: process.env.BENCH_DATABASE_URL }, logDir);
    }
  } finally {
    rmSync(logDir, { recursive: true, force: true });
  }
  const previous = existsSync(resultsFile) ? JSON.parse(readFileSync(resultsFile, 'utf8')) : {};
  writeFileSync(resultsFile, `${JSON.stringify({ ...previous, orders: results }, null, 2)}\n`);
  console.log(`\nwrote ${resultsFile}`);
};

await main();
