import { type ChildProcess, spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { inject } from 'vitest';
import { openPglite } from '../../src/platform/db/database.js';

const serverDir = path.resolve(import.meta.dirname, '..', '..');
const holdStatement = path.join(import.meta.dirname, 'hold-statement.mjs');
/** A small demo catalogue: the seed is what the template costs. */
const DEMO_CATALOGUE_STYLES = '300';

const DEMO_PASSWORD = 'stride-demo';

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

/** Where one server's state lives: its files and its embedded database, in `dataDir`. */
export type ServerStore = { dataDir: string };

export type StartOptions = {
  smtpUrl?: string;
  /** A piece of SQL: the server stops before the first statement containing it (hold-statement.mjs). */
  holdSql?: string;
  /** Holds from the start (work the server does as it starts: due jobs) instead of after armHold. */
  holdArmed?: boolean;
  seed?: boolean;
};

export type CallOptions = {
  method?: string;
  /** Sent as JSON. */
  body?: unknown;
  /** Sent as is. */
  raw?: Uint8Array | ReadableStream<Uint8Array>;
  cookie?: string;
  headers?: Record<string, string>;
};

export type RunningServer = {
  baseUrl: string;
  call: (path: string, options?: CallOptions) => Promise<Response>;
  /** Resolves once the server has written `text` (stdout or stderr), earlier output included. */
  waitForOutput: (text: string, timeoutMs?: number) => Promise<void>;
  /** From now on, the next statement containing StartOptions.holdSql is held (hold-statement.mjs). */
  armHold: () => Promise<void>;
  /** Resolves once that statement was reached: the work it belongs to waits there for the kill. */
  waitForHold: (timeoutMs?: number) => Promise<void>;
  /** kill -9, then waits for the process to be gone. */
  kill: () => Promise<void>;
  /** A graceful stop (SIGTERM). */
  stop: () => Promise<void>;
};

const running = new Set<ChildProcess>();

/** Kills every server still running (after a failed case). */
export const killServers = async () => {
  await Promise.all(
    [...running].map((child) => {
      child.kill('SIGKILL');
      return exitOf(child);
    }),
  );
};

const exitOf = (child: ChildProcess) =>
  child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise<void>((resolve) => child.once('exit', () => resolve()));

/** The real server (`node --import tsx src/main.ts`, no build needed) on `store`, answering /healthz. */
export const startServer = async (store: ServerStore, options: StartOptions = {}): Promise<RunningServer> => {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? '',
    HOME: process.env.HOME ?? tmpdir(),
    TMPDIR: tmpdir(),
    NODE_ENV: 'test',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: store.dataDir,
    LOG_LEVEL: 'warn',
    LOGIN_RATE_LIMIT_MAX: '10000',
    SEED_DEMO: options.seed ? '1' : '0',
    DEMO_CATALOGUE_STYLES,
    WEB_DIST_DIR: '/nonexistent/stride-web-dist',
    PUBLIC_URL: baseUrl,
    ...(options.smtpUrl ? { SMTP_URL: options.smtpUrl } : {}),
    ...(options.holdSql ? { FAULT_HOLD_SQL: options.holdSql } : {}),
    ...(options.holdArmed ? { FAULT_HOLD_ARMED: '1' } : {}),
  };
  const child = spawn(process.execPath, ['--import', 'tsx', '--import', holdStatement, 'src/main.ts'], {
    cwd: serverDir,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  child.once('exit', () => running.delete(child));
  let output = '';
  const waiters = new Set<() => void>();
  const take = (chunk: Buffer) => {
    output += chunk.toString('utf8');
    for (const waiter of waiters) waiter();
  };
  child.stdout?.on('data', take);
  child.stderr?.on('data', take);
  const exited = exitOf(child);

  const waitForOutput = (text: string, timeoutMs = 30_000) =>
    new Promise<void>((resolve, reject) => {
      const check = () => {
        if (!output.includes(text)) return;
        done();
        resolve();
      };
      const timer = setTimeout(() => {
        done();
        reject(
          new Error(`The server did not write "${text}" within ${timeoutMs} ms. Its output:\n${output.slice(-3000)}`),
        );
      }, timeoutMs);
      const done = () => {
        clearTimeout(timer);
        waiters.delete(check);
      };
      waiters.add(check);
      void exited.then(() => {
        if (!waiters.has(check)) return;
        done();
        reject(new Error(`The server exited before writing "${text}". Its output:\n${output.slice(-3000)}`));
      });
      check();
    });

  const kill = async () => {
    child.kill('SIGKILL');
    await exited;
  };

  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The server exited (${child.exitCode}):\n${output.slice(-3000)}`);
    if (Date.now() > deadline) {
      await kill();
      throw new Error(`The server did not answer /healthz in time:\n${output.slice(-3000)}`);
    }
    const healthy = await fetch(`${baseUrl}/healthz`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }

  return {
    baseUrl,
    call: (urlPath, { method, body, raw, cookie, headers } = {}) =>
      fetch(`${baseUrl}${urlPath}`, {
        method: method ?? (body === undefined && raw === undefined ? 'GET' : 'POST'),
        headers: {
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...(cookie ? { cookie } : {}),
          ...headers,
        },
        body: raw ?? (body === undefined ? undefined : JSON.stringify(body)),
        // A stream is sent as it is written.
        duplex: 'half',
      } as RequestInit),
    waitForOutput,
    armHold: async () => {
      if (!options.holdSql) throw new Error('This server was started without holdSql');
      child.kill('SIGUSR2');
      await waitForOutput('fault-hold: armed', 5_000);
    },
    waitForHold: (timeoutMs) => waitForOutput('fault-hold: held', timeoutMs),
    kill,
    stop: async () => {
      child.kill('SIGTERM');
      // A graceful stop waits for running jobs (30 s at most); a test does not.
      const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
      await exited;
      clearTimeout(timer);
    },
  };
};

type Rows = Record<string, unknown>[];
export type Sql = (text: string, params?: unknown[]) => Promise<Rows>;

/** SQL on a stopped server's embedded database, opened here. */
export const withDatabase = async <T>(store: ServerStore, work: (sql: Sql) => Promise<T>): Promise<T> => {
  const pglite = await openPglite(path.join(store.dataDir, 'database'));
  try {
    return await work(async (text, params) => (await pglite.query<Rows[number]>(text, params)).rows);
  } finally {
    await pglite.close();
  }
};

/** Signs in over HTTP; the session is in the database, so the cookie outlives a restart. */
export const signIn = async (server: RunningServer, email: string) => {
  const response = await server.call('/api/users/session', { body: { email, password: DEMO_PASSWORD } });
  if (response.status !== 200) throw new Error(`Sign-in of ${email} failed: ${response.status}`);
  const cookie = response.headers
    .getSetCookie()
    .map((header) => header.split(';')[0]!)
    .find((pair) => pair.startsWith('stride_session='));
  if (!cookie) throw new Error(`Sign-in of ${email} set no session cookie`);
  return cookie;
};

/** A JSON call's status and parsed answer. */
export const callJson = async (server: RunningServer, urlPath: string, options: CallOptions = {}) => {
  const response = await server.call(urlPath, options);
  const text = await response.text();
  // biome-ignore lint/suspicious/noExplicitAny: the assertions that follow check the shape
  return { status: response.status, answer: (text ? JSON.parse(text) : null) as any };
};

/**
 * A seeded store made once (demo users and a small catalogue) and stopped cleanly; each case
 * runs on a copy, so no case pays for the seed or sees another's data.
 */
/** Waits until `ready` exists; fails when `failed` does (the file that seeded gave up). */
const waitForTemplate = async (ready: string, failed: string) => {
  while (!existsSync(ready)) {
    if (existsSync(failed)) throw new Error('another fault test file failed to seed the template');
    await sleep(500);
  }
};

/**
 * One seeded template per run, shared by the fault test files: the first to ask seeds it in the
 * run's folder (the global setup's, removed when the run ends) while the others wait, and every
 * case copies it. Seeding is most of what the suite costs, so it is paid once.
 */
export const createTemplate = async () => {
  const pgliteTemplate = inject('pgliteTemplatePath');
  if (!pgliteTemplate) throw new Error('the fault tests run on the embedded database only');
  const runFolder = path.dirname(pgliteTemplate);
  const template: ServerStore = { dataDir: path.join(runFolder, 'fault-template') };
  const ready = path.join(runFolder, 'fault-template.ready');
  const failed = path.join(runFolder, 'fault-template.failed');
  try {
    // mkdir either creates the folder or throws: exactly one file wins the right to seed.
    mkdirSync(path.join(runFolder, 'fault-template.lock'));
  } catch {
    await waitForTemplate(ready, failed);
    return copiesOf(template);
  }
  try {
    const seeding = await startServer(template, { seed: true });
    await seeding.stop();
    writeFileSync(ready, '');
  } catch (error) {
    writeFileSync(failed, '');
    throw error;
  }
  return copiesOf(template);
};

const copiesOf = (template: ServerStore) => {
  const root = mkdtempSync(path.join(tmpdir(), 'stride-faults-'));
  let copies = 0;
  return {
    /** A fresh copy of the template for one case. */
    copy: (): ServerStore => {
      copies += 1;
      const dataDir = path.join(root, `case-${copies}`);
      cpSync(template.dataDir, dataDir, { recursive: true });
      return { dataDir };
    },
    dispose: () => rmSync(root, { recursive: true, force: true }),
  };
};

export type FaultTemplate = Awaited<ReturnType<typeof createTemplate>>;
