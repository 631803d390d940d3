#!/usr/bin/env node
// Document benchmarks (issue 10, "Numbers"): a linesheet of 1,000 products with pictures as xlsx
// and as pdf through the API, with the server's memory growth while it makes them, and the floor:
// ExcelJS alone writing the same rows and pictures without our layout, in this process.
// Embedded database (PGlite). Writes bench/results/documents.json.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { apiClient, footwearIds } from './lib/assortment-api.mjs';
import { signIn, startServer, stopServer } from './lib/server.mjs';
import { summary } from './lib/stats.mjs';

const PORT = Number(process.env.BENCH_PORT ?? 8186);
const PRODUCTS = 1_000;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const credentials = { email: 'user@stride.demo', password: 'stride-demo' };
const resultsFile = path.join(import.meta.dirname, 'results', 'documents.json');
const log = (line) => console.log(line);

/** The resident memory of a process, in MB (Linux). */
const rssMb = (pid) => {
  const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return match ? Number(match[1]) / 1024 : 0;
};

/** Runs `work` while sampling the server's memory every 20 ms: the time and the growth over the start. */
const withMemory = async (pid, work) => {
  const before = rssMb(pid);
  let peak = before;
  const sampler = setInterval(() => {
    peak = Math.max(peak, rssMb(pid));
  }, 20);
  const started = performance.now();
  try {
    const result = await work();
    return { ms: performance.now() - started, growthMb: Math.max(0, peak - before), result };
  } finally {
    clearInterval(sampler);
  }
};

const documentRequest = (assortment, type) => ({
  assortment,
  documentType: { type, name: 'Linesheet', subType: 'Expanded' },
});

const download = async (baseUrl, cookie, format, body) => {
  const response = await fetch(`${baseUrl}/api/assortment-documents/${format}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify(body),
  });
  const bytes = Buffer.from(await response.arrayBuffer());
  if (!response.ok) throw new Error(`${format}: ${response.status} ${bytes.toString().slice(0, 300)}`);
  return bytes;
};

/** ExcelJS alone: the same lines' values and thumbnails, one plain row each, no layout. */
const excelFloor = async (rows, thumbnails) => {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Linesheet');
  const keys = Object.keys(rows[0] ?? {}).filter((key) => typeof rows[0][key] !== 'object');
  sheet.addRow(keys);
  rows.forEach((row, index) => {
    sheet.addRow(keys.map((key) => row[key]));
    const picture = thumbnails[index];
    if (picture) {
      const id = workbook.addImage({ buffer: picture, extension: 'jpeg' });
      sheet.addImage(id, { tl: { col: 0, row: index + 1 }, ext: { width: 40, height: 40 } });
    }
  });
  return Buffer.from(await workbook.xlsx.writeBuffer());
};

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'stride-bench-documents-'));
const server = await startServer({
  port: PORT,
  env: { DATA_DIR: dataDir, DEMO_CATALOGUE_STYLES: '1000' },
  readyTimeoutMs: 900_000,
});
const results = { machine: { cpus: os.cpus().length, node: process.version }, date: new Date().toISOString() };
try {
  const cookie = await signIn(server.baseUrl, credentials);
  const client = apiClient(server.baseUrl, cookie);
  const products = await footwearIds(client, PRODUCTS);
  const { answer: created } = await client.call('POST', 'assortments', {
    title: 'Bench linesheet',
    products: products.map(({ style, color }) => ({ style, color })),
  });
  log(`assortment of ${created.productCount} products`);
  const pid = server.child.pid;

  for (const [format, type] of [
    ['xlsx', 'Spreadsheet'],
    ['pdf', 'pdf'],
  ]) {
    // The first document renders the pictures it is the first to ask for; later ones read them.
    const first = await withMemory(pid, () =>
      download(server.baseUrl, cookie, format, documentRequest(created._id, type)),
    );
    const runs = [];
    for (let round = 0; round < ROUNDS; round++)
      runs.push(
        await withMemory(pid, () => download(server.baseUrl, cookie, format, documentRequest(created._id, type))),
      );
    results[format] = {
      products: created.productCount,
      bytes: runs[0].result.length,
      firstMs: Math.round(first.ms),
      ms: summary(runs.map((run) => run.ms)),
      memoryGrowthMb: Number(Math.max(first.growthMb, ...runs.map((run) => run.growthMb)).toFixed(1)),
      budget: { ms: 5_000, memoryGrowthMb: 300 },
    };
    log(
      `${format}: first ${results[format].firstMs} ms, then p50 ${results[format].ms.p50} ms, max ${results[format].ms.max} ms; ` +
        `memory growth ${results[format].memoryGrowthMb} MB; ${(runs[0].result.length / 1e6).toFixed(1)} MB`,
    );
  }

  const { answer: opened } = await client.call('GET', `assortments/${created._id}`);
  const thumbnails = await Promise.all(
    opened.products.map(async (row) => {
      const response = await fetch(`${server.baseUrl}/api/products/images/${row.id}/A/thumb`, {
        headers: { cookie, accept: 'image/jpeg' },
      });
      return response.ok ? Buffer.from(await response.arrayBuffer()) : null;
    }),
  );
  const floors = [];
  for (let round = 0; round < ROUNDS; round++) {
    const started = performance.now();
    await excelFloor(opened.products, thumbnails);
    floors.push(performance.now() - started);
  }
  results.excelJsFloor = {
    ms: summary(floors),
    pictures: thumbnails.filter(Boolean).length,
    ratio: Number((results.xlsx.ms.p50 / summary(floors).p50).toFixed(2)),
  };
  log(`ExcelJS alone: p50 ${results.excelJsFloor.ms.p50} ms; ours ÷ floor = ${results.excelJsFloor.ratio}`);
} finally {
  await stopServer(server);
  rmSync(dataDir, { recursive: true, force: true });
}
mkdirSync(path.dirname(resultsFile), { recursive: true });
writeFileSync(resultsFile, `${JSON.stringify(results, null, 2)}\n`);
log('wrote bench/results/documents.json');
