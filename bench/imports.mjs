#!/usr/bin/env node
// Import benchmark (issue 10, "Numbers"): a 10,000-row and a 100,000-row xlsx read by the server
// (POST /api/assortments/import/read), mapped, turned into rows, validated against the catalogue
// (POST /api/products/validate, 1,000 per call) and checked, with the server's memory growth.
// Embedded database (PGlite). Adds its results to bench/results/documents.json.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { autoMapColumns, checkImportRows, importRows } from '@stride/domain';
import ExcelJS from 'exceljs';
import { apiClient, footwearIds } from './lib/assortment-api.mjs';
import { signIn, startServer, stopServer } from './lib/server.mjs';

const PORT = Number(process.env.BENCH_PORT ?? 8187);
const resultsFile = path.join(import.meta.dirname, 'results', 'documents.json');
const log = (line) => console.log(line);

const rssMb = (pid) => Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;

/** A line sheet as buyers send them: style, colour, a discount, a note; some rows blank or repeated. */
const sheetOf = async (rows, products) => {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Order');
  sheet.addRow(['Style', 'Color', 'Discount %', 'Style Notes']);
  for (let index = 0; index < rows; index++) {
    const product = products[index % products.length];
    sheet.addRow([product.style, product.color, index % 7, `Note ${index}`]);
  }
  return Buffer.from(await book.xlsx.writeBuffer());
};

const targets = [
  { key: 'style', gridLabel: 'Style' },
  { key: 'color', gridLabel: 'Color' },
  { key: 'discountPercent', gridLabel: 'Discount %' },
  { key: 'styleNote', gridLabel: 'Style Notes' },
];

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'stride-bench-imports-'));
const server = await startServer({
  port: PORT,
  env: { DATA_DIR: dataDir, DEMO_CATALOGUE_STYLES: '3000' },
  readyTimeoutMs: 900_000,
});
const results = {};
try {
  const cookie = await signIn(server.baseUrl, { email: 'user@stride.demo', password: 'stride-demo' });
  const client = apiClient(server.baseUrl, cookie);
  const products = await footwearIds(client, 10_000);
  for (const rows of [10_000, 100_000]) {
    const file = await sheetOf(rows, products);
    const before = rssMb(server.child.pid);
    let peak = before;
    const sampler = setInterval(() => {
      peak = Math.max(peak, rssMb(server.child.pid));
    }, 20);
    const started = performance.now();
    // Other people's requests while the sheet is read: the server must keep answering them.
    let reading = true;
    const pings = [];
    const pinger = (async () => {
      while (reading) {
        const sent = performance.now();
        await fetch(`${server.baseUrl}/healthz`);
        pings.push(performance.now() - sent);
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    })();
    const response = await fetch(`${server.baseUrl}/api/assortments/import/read`, {
      method: 'POST',
      headers: { 'content-type': 'application/octet-stream', cookie },
      body: file,
    });
    const table = await response.json();
    const readMs = performance.now() - started;
    reading = false;
    await pinger;
    pings.sort((a, b) => a - b);
    const pingAt = (q) => Math.round(pings[Math.min(pings.length - 1, Math.floor(q * pings.length))] ?? 0);
    const mapping = autoMapColumns(table.headers, targets);
    const imported = importRows(table.rows, mapping);
    const lookup = new Map();
    const unique = [...new Map(imported.map((row) => [`${row.style}_${row.color}`, row])).values()];
    for (let from = 0; from < unique.length; from += 1000) {
      const { answer } = await client.call('POST', 'products/validate', {
        productType: 'Footwear',
        products: unique.slice(from, from + 1000).map(({ style, color }) => ({ style, color })),
      });
      for (const found of answer.data)
        if (found.status !== 'Style/Color Not Found')
          lookup.set(found.styleColorId, {
            productType: found.status === 'found' ? 'Footwear' : 'Apparel',
            lineStatus: 'A',
          });
    }
    const findings = checkImportRows(imported, {
      mode: 'import',
      productType: 'Footwear',
      lookup,
      inAssortment: new Set(),
    });
    const totalMs = performance.now() - started;
    clearInterval(sampler);
    results[`import${rows / 1000}k`] = {
      rows,
      fileMb: Number((file.length / 1e6).toFixed(1)),
      readMs: Math.round(readMs),
      otherRequestsWhileReadingMs: { n: pings.length, p50: pingAt(0.5), p95: pingAt(0.95), max: pingAt(1) },
      totalMs: Math.round(totalMs),
      serverMemoryGrowthMb: Number((peak - before).toFixed(1)),
      rowsChecked: findings.size,
      budget: rows === 10_000 ? { totalMs: 2_000 } : { totalMs: 20_000, serverMemoryGrowthMb: 1_024 },
    };
    log(
      `${rows} rows (${(file.length / 1e6).toFixed(1)} MB): read ${Math.round(readMs)} ms, ` +
        `read+map+validate+check ${Math.round(totalMs)} ms, server memory growth ${(peak - before).toFixed(1)} MB, ` +
        `health while reading p95 ${pingAt(0.95)} ms max ${pingAt(1)} ms (${pings.length} calls)`,
    );
  }
} finally {
  await stopServer(server);
  rmSync(dataDir, { recursive: true, force: true });
}
const previous = JSON.parse(readFileSync(resultsFile, 'utf8'));
writeFileSync(resultsFile, `${JSON.stringify({ ...previous, imports: results }, null, 2)}\n`);
log('added the import numbers to bench/results/documents.json');
