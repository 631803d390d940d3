import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startCrmReceiver } from './crm-receiver';

const root = path.resolve(import.meta.dirname, '..', '..');

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });

const waitForHealth = async (baseUrl: string, child: ChildProcess, timeoutMs: number) => {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with code ${child.exitCode}`);
    try {
      if ((await fetch(`${baseUrl}/healthz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('server did not become healthy in time');
};

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** The stand-in CRM the server syncs assortments to; GET answers what it received. */
    crmUrl: string;
  }
}

/** Starts the real app (built web app + API) on a fresh embedded database with demo data. */
export default async function setup(project: TestProject) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'stride-e2e-'));
  const port = await freePort();
  const crm = await startCrmReceiver();
  const baseUrl = `http://127.0.0.1:${port}`;
  // The compiled server, as `npm start` runs it (the test command builds it first).
  const child = spawn(process.execPath, ['--max-semi-space-size=64', 'dist/main.js'], {
    cwd: path.join(root, 'apps', 'server'),
    env: {
      ...process.env,
      NODE_ENV: 'production',
      MALLOC_ARENA_MAX: '2',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      LOGIN_RATE_LIMIT_MAX: '1000',
      DEMO_CATALOGUE_STYLES: '300',
      CRM_SYNC_URL: crm.url,
      CRM_SYNC_SECRET: 'e2e-crm-secret-of-at-least-32-characters',
      // The webhook receivers of the tests listen on this machine, over http.
      WEBHOOK_ALLOW_PRIVATE: '1',
      WEBHOOK_ALLOW_HTTP: '1',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  try {
    // A cold start migrates and seeds the whole demo: a loaded 2-core machine needs well over a minute.
    await waitForHealth(baseUrl, child, 180_000);
  } catch (error) {
    // Without this the server outlives the run, and holds the terminal's output open.
    child.kill('SIGTERM');
    await crm.close();
    throw error;
  }
  project.provide('baseUrl', baseUrl);
  project.provide('crmUrl', crm.url);
  return async () => {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
    rmSync(dataDir, { recursive: true, force: true });
    await crm.close();
  };
}
