#!/usr/bin/env node
// Upload benchmark (issue 4): a 1 GiB file sent through the upload protocol of the real server
// (local storage, signed part URLs) over loopback, in 10 MiB parts, 4 at once, as the browser's
// uploader does (spec part 2 §9.2). The target is a real library asset announced through
// POST /api/assets/AdvertisingAsset. Goals: over 200 MB/s from create to complete, and server
// RSS growth under 100 MB because parts are streamed to disk, never buffered.
// Writes bench/results/upload.json.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { root, startServer, stopServer } from './lib/server.mjs';
import { summary } from './lib/stats.mjs';

const PORT = Number(process.env.BENCH_PORT ?? 8185);
const FILE_MIB = Number(process.env.BENCH_UPLOAD_MIB ?? 1024);
const RUNS = Number(process.env.BENCH_UPLOAD_RUNS ?? 3);
const CHUNK = 10_485_760;
const CONCURRENCY = 4;
const MiB = 1024 * 1024;
const goals = { minMegabytesPerSecond: 200, maxRssGrowthMegabytes: 100 };
const credentials = { email: 'editor@stride.demo', password: 'stride-demo' };

/** Incompressible parts; the first starts like an MP4 so the server's sniffing accepts the file. */
const block = randomBytes(CHUNK);
const firstBlock = Buffer.from(block);
Buffer.from('000000186674797069736f6d0000020069736f6d69736f32', 'hex').copy(firstBlock, 0);

const rssMegabytes = (pid) => {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmRSS:\s+(\d+) kB/);
  return line ? Number(line[1]) / 1024 : 0;
};

const call = async (baseUrl, cookie, url, body) => {
  const response = await fetch(`${baseUrl}${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${url}: ${response.status} ${await response.text()}`);
  return response.json();
};

const uploadOnce = async (baseUrl, cookie, pid, run) => {
  const fileSize = FILE_MIB * MiB;
  const announced = await call(baseUrl, cookie, '/api/assets/AdvertisingAsset', {
    libraryType: 'AdvertisingAsset',
    files: [{ filename: `bench upload ${run}.mp4`, usageType: 'Primary', fileSize }],
  });
  const { bucket, key } = announced.uploads[0];
  const rssBefore = rssMegabytes(pid);
  let rssPeak = rssBefore;
  const sampler = setInterval(() => {
    rssPeak = Math.max(rssPeak, rssMegabytes(pid));
  }, 50);
  const started = performance.now();
  const { uploadId, urls } = await call(baseUrl, cookie, '/api/upload/aws/s3/create', {
    bucket,
    key,
    fileSize,
    forceOverwrite: false,
    chunkSize: CHUNK,
  });
  const etags = new Array(urls.length);
  let next = 0;
  const worker = async () => {
    while (next < urls.length) {
      const index = next++;
      const length = Math.min(CHUNK, fileSize - index * CHUNK);
      const body = (index === 0 ? firstBlock : block).subarray(0, length);
      const response = await fetch(`${baseUrl}${urls[index]}`, { method: 'PUT', body });
      if (!response.ok) throw new Error(`part ${index + 1}: ${response.status} ${await response.text()}`);
      etags[index] = response.headers.get('etag');
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  await call(baseUrl, cookie, '/api/upload/aws/s3/complete', { bucket, key, uploadId, etags });
  const seconds = (performance.now() - started) / 1_000;
  clearInterval(sampler);
  rssPeak = Math.max(rssPeak, rssMegabytes(pid));
  return {
    seconds,
    megabytesPerSecond: fileSize / 1e6 / seconds,
    rssBefore,
    rssGrowth: rssPeak - rssBefore,
    parts: urls.length,
  };
};

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'stride-bench-upload-'));
const server = await startServer({
  port: PORT,
  env: { DATA_DIR: dataDir, SEED_DEMO: 'true', DEMO_CATALOGUE_STYLES: '20' },
});
try {
  const signedIn = await fetch(`${server.baseUrl}/api/users/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(credentials),
  });
  if (!signedIn.ok) throw new Error(`sign-in failed: ${signedIn.status}`);
  const cookie = signedIn.headers.getSetCookie()[0].split(';')[0];
  const runs = [];
  for (let run = 1; run <= RUNS; run += 1) {
    const result = await uploadOnce(server.baseUrl, cookie, server.child.pid, run);
    console.log(
      `run ${run}: ${result.megabytesPerSecond.toFixed(0)} MB/s, ${result.seconds.toFixed(2)} s, RSS +${result.rssGrowth.toFixed(0)} MB`,
    );
    runs.push(result);
  }
  const throughput = summary(runs.map((run) => run.megabytesPerSecond));
  const rssGrowth = summary(runs.map((run) => run.rssGrowth));
  const result = {
    date: new Date().toISOString(),
    // Other work on the machine slows the upload: the load average is kept with the numbers.
    machine: {
      cpus: os.cpus().length,
      node: process.version,
      loadAverage: os.loadavg().map((load) => Number(load.toFixed(2))),
    },
    fileBytes: FILE_MIB * MiB,
    partBytes: CHUNK,
    parts: runs[0].parts,
    concurrency: CONCURRENCY,
    runs: RUNS,
    seconds: summary(runs.map((run) => run.seconds)),
    megabytesPerSecond: throughput,
    serverRssBeforeMegabytes: Number(runs[0].rssBefore.toFixed(1)),
    serverRssGrowthMegabytes: rssGrowth,
    goals,
    pass: throughput.p50 >= goals.minMegabytesPerSecond && rssGrowth.max <= goals.maxRssGrowthMegabytes,
  };
  writeFileSync(path.join(root, 'bench', 'results', 'upload.json'), `${JSON.stringify(result, null, 2)}\n`);
  console.log(JSON.stringify(result, null, 2));
  if (!result.pass) process.exitCode = 1;
} finally {
  await stopServer(server);
  rmSync(dataDir, { recursive: true, force: true });
}
