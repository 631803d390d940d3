#!/usr/bin/env node
// Zip download benchmark (issue 4): 2 GiB of library files (20 × 100 MiB, written straight into
// the local storage folder) zipped on the fly by POST /api/packages/download and read over
// loopback. Goals: over 100 MB/s, and a flat server memory (RSS growth under 100 MB) because
// no file is held in memory. The server is the real app (bench/lib/zip-server.ts) with a
// stand-in for the asset libraries' DownloadableFiles. Writes bench/results/zip-download.json.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { closeSync, mkdirSync, mkdtempSync, openSync, readFileSync, rmSync, writeFileSync, writeSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { root, signIn, stopServer, waitForHealthy } from './lib/server.mjs';
import { summary } from './lib/stats.mjs';

const PORT = Number(process.env.BENCH_PORT ?? 8184);
const FILES = Number(process.env.BENCH_ZIP_FILES ?? 20);
const FILE_MIB = Number(process.env.BENCH_ZIP_FILE_MIB ?? 100);
const RUNS = Number(process.env.BENCH_ZIP_RUNS ?? 3);
const MiB = 1024 * 1024;
const credentials = { email: 'bench@stride.bench', password: 'bench-password' };
const goals = { minMegabytesPerSecond: 100, maxRssGrowthMegabytes: 100 };

/** Files of random bytes (one random MiB repeated): incompressible, like the photos and films of a library. */
const writeFiles = (filesDir) => {
  mkdirSync(path.join(filesDir, 'bench'), { recursive: true });
  const block = randomBytes(MiB);
  return Array.from({ length: FILES }, (_, index) => {
    const key = `bench/asset-${String(index + 1).padStart(2, '0')}.mp4`;
    const descriptor = openSync(path.join(filesDir, key), 'w');
    for (let written = 0; written < FILE_MIB; written += 1) writeSync(descriptor, block);
    closeSync(descriptor);
    return key;
  });
};

const startZipServer = async (dataDir) => {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'bench', 'lib', 'zip-server.ts')], {
    cwd: path.join(root, 'apps', 'server'),
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(PORT),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'false',
      DATA_DIR: dataDir,
      BENCH_EMAIL: credentials.email,
      BENCH_PASSWORD: credentials.password,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  const baseUrl = `http://127.0.0.1:${PORT}`;
  await waitForHealthy(baseUrl, child);
  return { baseUrl, child };
};

const rssMegabytes = (pid) => {
  const kib = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
  return Number(kib) / 1024;
};

/** One download, read chunk by chunk and counted (never held); RSS of the server sampled meanwhile. */
const download = async (baseUrl, cookie, keys, pid, downloadId) => {
  const files = keys.map((key) => ({ type: 's3', key, bucket: 'local', s3Type: 'Primary' }));
  const body = new URLSearchParams({ data: JSON.stringify({ filename: 'bench', files }), downloadId });
  const rssBefore = rssMegabytes(pid);
  let rssPeak = rssBefore;
  const sampler = setInterval(() => {
    rssPeak = Math.max(rssPeak, rssMegabytes(pid));
  }, 20);
  const started = performance.now();
  const response = await fetch(`${baseUrl}/api/packages/download`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', cookie },
    body,
  });
  if (!response.ok) throw new Error(`download failed: ${response.status} ${await response.text()}`);
  let bytes = 0;
  let tail = Buffer.alloc(0);
  for await (const chunk of response.body) {
    bytes += chunk.length;
    tail = Buffer.concat([tail, chunk]).subarray(-22);
  }
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  rssPeak = Math.max(rssPeak, rssMegabytes(pid));
  if (tail.readUInt32LE(0) !== 0x06054b50)
    throw new Error('the zip does not end with an end-of-central-directory record');
  const cookieSet = response.headers
    .getSetCookie()
    .some((set) => set.startsWith(`stride-download-${downloadId}=started`));
  return {
    bytes,
    seconds: Number(seconds.toFixed(2)),
    megabytesPerSecond: Number((bytes / 1e6 / seconds).toFixed(1)),
    rssBeforeMegabytes: Number(rssBefore.toFixed(1)),
    rssPeakMegabytes: Number(rssPeak.toFixed(1)),
    rssGrowthMegabytes: Number((rssPeak - rssBefore).toFixed(1)),
    cookieSet,
  };
};

const loadAtStart = os.loadavg().map((load) => Number(load.toFixed(2)));
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'stride-bench-zip-'));
let server;
try {
  console.log(`writing ${FILES} × ${FILE_MIB} MiB…`);
  const keys = writeFiles(path.join(dataDir, 'files'));
  server = await startZipServer(dataDir);
  const cookie = await signIn(server.baseUrl, credentials);
  // Warm-up: code paths compiled, connection pools open, before memory is compared.
  await download(server.baseUrl, cookie, keys.slice(0, 1), server.child.pid, 'warm-up');
  const runs = [];
  for (let run = 1; run <= RUNS; run += 1) {
    const result = await download(server.baseUrl, cookie, keys, server.child.pid, `run-${run}`);
    console.log(`run ${run}:`, result);
    runs.push(result);
  }
  const throughput = summary(runs.map((run) => run.megabytesPerSecond));
  const growth = summary(runs.map((run) => run.rssGrowthMegabytes));
  const results = {
    benchmark: 'zip-download',
    date: new Date().toISOString(),
    machine: {
      cpus: os.cpus().length,
      cpuModel: os.cpus()[0]?.model,
      node: process.version,
      memoryMegabytes: Math.round(os.totalmem() / 1e6),
      // The machine is shared: a high load average explains a slow run.
      loadAverageAtStart: loadAtStart,
    },
    package: {
      files: FILES,
      fileBytes: FILE_MIB * MiB,
      totalBytes: FILES * FILE_MIB * MiB,
      compression: 'stored (.mp4)',
    },
    goals,
    runs,
    megabytesPerSecond: throughput,
    rssGrowthMegabytes: growth,
    met: {
      throughput: runs.every((run) => run.megabytesPerSecond > goals.minMegabytesPerSecond),
      memory: runs.every((run) => run.rssGrowthMegabytes < goals.maxRssGrowthMegabytes),
      cookie: runs.every((run) => run.cookieSet),
    },
  };
  mkdirSync(path.join(root, 'bench', 'results'), { recursive: true });
  writeFileSync(path.join(root, 'bench', 'results', 'zip-download.json'), `${JSON.stringify(results, null, 2)}\n`);
  console.log(
    JSON.stringify({ megabytesPerSecond: throughput, rssGrowthMegabytes: growth, met: results.met }, null, 2),
  );
} finally {
  if (server) await stopServer(server);
  rmSync(dataDir, { recursive: true, force: true });
}
