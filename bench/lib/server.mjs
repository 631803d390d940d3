// Starts and stops the real server for benchmarks; reports how long it took to become healthy.
import { execFileSync, spawn } from 'node:child_process';
import { openSync, readFileSync } from 'node:fs';
import path from 'node:path';

export const root = path.resolve(import.meta.dirname, '..', '..');

export const waitForHealthy = async (baseUrl, child, timeoutMs = 180_000) => {
  const started = performance.now();
  while (performance.now() - started < timeoutMs) {
    if (child.exitCode !== null) throw new Error(`server exited with code ${child.exitCode}`);
    try {
      if ((await fetch(`${baseUrl}/healthz`)).ok) return performance.now() - started;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error('server did not become healthy');
};

/** Builds the server once per bench run: the server alone runs compiled, as `npm start` runs it. */
let built = false;
const buildServer = () => {
  if (built) return;
  execFileSync('npm', ['run', 'build', '-w', '@stride/server'], { cwd: root, stdio: 'ignore' });
  built = true;
};

/**
 * `command` is `npm start` (the README's command) or the compiled server alone. `logFile`, when given,
 * receives the server's stdout (its pino log lines), e.g. to read each request's responseTime.
 * `readyTimeoutMs`: how long the first start may take (seeding a large catalogue takes minutes).
 */
export const startServer = async ({ port, env, command = 'server', logFile, readyTimeoutMs }) => {
  if (command !== 'npm-start') buildServer();
  const started = performance.now();
  const [file, args, cwd] =
    command === 'npm-start'
      ? ['npm', ['start'], root]
      : [process.execPath, ['--max-semi-space-size=64', 'dist/main.js'], path.join(root, 'apps', 'server')];
  const child = spawn(file, args, {
    cwd,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      MALLOC_ARENA_MAX: '2',
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      LOGIN_RATE_LIMIT_MAX: '100000',
      ...env,
    },
    stdio: ['ignore', logFile ? openSync(logFile, 'a') : 'ignore', 'inherit'],
    detached: true,
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitForHealthy(baseUrl, child, readyTimeoutMs);
  return { baseUrl, child, readyMs: performance.now() - started };
};

export const stopServer = async ({ child }) => {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  process.kill(-child.pid, 'SIGTERM');
  await exited;
};

/** Signs in over HTTP and answers the session cookie pair. */
export const signIn = async (baseUrl, credentials) => {
  const response = await fetch(`${baseUrl}/api/users/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(credentials),
  });
  if (!response.ok) throw new Error(`login failed: ${response.status}`);
  return response.headers.get('set-cookie').split(';')[0];
};

/** The server process's resident memory now and its peak so far, in MB (Linux /proc). */
export const memoryOf = ({ child }) => {
  const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
  const kb = (field) => Number(status.match(new RegExp(`${field}:\\s+(\\d+)`))[1]);
  return { rssMb: Math.round(kb('VmRSS') / 1024), peakRssMb: Math.round(kb('VmHWM') / 1024) };
};

/** Idle memory: read after the start's work (seed, warm-up, the collection that follows) is over. */
export const idleMemoryOf = async (server, settleMs = 30_000) => {
  await new Promise((resolve) => setTimeout(resolve, settleMs));
  return memoryOf(server);
};

/**
 * CPU seconds so far (Linux /proc): the main thread's (the event loop, and the embedded database
 * with it) on a CPU and waiting for one (schedstat: time a runnable thread was not scheduled, which
 * other processes on the machine cause), and the whole process's on a CPU (every thread).
 */
export const cpuOf = ({ child }) => {
  const [onCpuNs, waitingNs] = readFileSync(`/proc/${child.pid}/task/${child.pid}/schedstat`, 'utf8')
    .split(' ')
    .map(Number);
  // utime and stime are fields 14 and 15 of stat (11 and 12 after the command name), in 10 ms ticks.
  const fields = readFileSync(`/proc/${child.pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return {
    mainThreadCpuS: onCpuNs / 1e9,
    mainThreadWaitS: waitingNs / 1e9,
    processCpuS: (Number(fields[11]) + Number(fields[12])) / 100,
  };
};
