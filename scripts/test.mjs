#!/usr/bin/env node
// The README's test command: lint, module boundaries, unused exports and dependencies, dependency audit, type-check, unit and API tests, build, browser tests.
// Installs Chromium with apt-get when it is missing. Ends with one "N passed, N failed" line.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { auditDependencies } from './dependency-audit.mjs';
import { printSummary, reportsDir } from './test-summary.mjs';

const root = path.resolve(import.meta.dirname, '..');
const reports = reportsDir;
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const run = (title, command, args, options = {}) => {
  console.log(`\n▶ ${title}`);
  const started = Date.now();
  const result = spawnSync(command, args, {
    cwd: options.cwd ?? root,
    stdio: 'inherit',
    env: { ...process.env, ...options.env },
  });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`✖ ${title} failed after ${seconds}s`);
    printSummary();
    process.exit(result.status ?? 1);
  }
  console.log(`✔ ${title} (${seconds}s)`);
};

const vitest = (title, workspace, env = {}) =>
  run(
    title,
    'npx',
    [
      'vitest',
      'run',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${path.join(reports, `${workspace.replaceAll('/', '-')}.json`)}`,
    ],
    {
      cwd: path.join(root, workspace),
      env,
    },
  );

const ensureChromium = () => {
  if (existsSync('/usr/bin/chromium')) return;
  console.log('Chromium is missing: installing it with apt-get (needs root).');
  run('apt-get update', 'apt-get', ['update', '-qq']);
  run('install chromium', 'apt-get', ['install', '-y', '-qq', 'chromium'], {
    env: { DEBIAN_FRONTEND: 'noninteractive' },
  });
};

/** Runs independent commands two at a time (the machine's cores), each one's output printed when it ends. */
const runInParallel = async (title, jobs, concurrency = 2) => {
  console.log(`\n▶ ${title}`);
  const started = Date.now();
  const queue = [...jobs];
  const failures = [];
  const worker = async () => {
    for (let job = queue.shift(); job; job = queue.shift()) {
      const { name, command, args } = job;
      const output = [];
      const code = await new Promise((resolve) => {
        const child = spawn(command, args, { cwd: root, env: process.env });
        child.stdout.on('data', (chunk) => output.push(chunk));
        child.stderr.on('data', (chunk) => output.push(chunk));
        child.on('close', resolve);
      });
      process.stdout.write(Buffer.concat(output));
      console.log(`${code === 0 ? '✔' : '✖'} ${name}`);
      if (code !== 0) failures.push(name);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (failures.length > 0) {
    console.error(`✖ ${title} failed after ${seconds}s: ${failures.join(', ')}`);
    printSummary();
    process.exit(1);
  }
  console.log(`✔ ${title} (${seconds}s)`);
};

run('lint and format (biome)', 'npx', ['biome', 'check', '.']);
// The floors of STYLE.md and no import cycle: any violation fails.
run('module boundaries and import cycles (dependency-cruiser)', 'npm', ['run', '--silent', 'check:boundaries']);
// Findings listed in knip.config.ts as being removed in issue 25 are old ones; the list only shrinks.
run('unused exports and dependencies (knip)', 'npm', ['run', '--silent', 'check:unused']);
if (auditDependencies() === 'vulnerable') {
  printSummary();
  process.exit(1);
}
await runInParallel(
  'type-check',
  ['packages/domain', 'apps/server', 'apps/web', 'e2e', 'bench'].map((project) => ({
    name: `type-check ${project}`,
    command: 'npx',
    args: ['tsc', '-p', project],
  })),
);
vitest('domain unit tests', 'packages/domain');
vitest('server API tests (PGlite)', 'apps/server');
vitest('web unit tests', 'apps/web');
run('build web app and server', 'npm', ['run', 'build']);
ensureChromium();
vitest('browser tests (Chromium)', 'e2e');
printSummary();
