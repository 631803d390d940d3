// Starts and stops the real server for benchmarks; reports how long it took to become healthy.
import { spawn } from 'node:child_process';
import { openSync } from 'node:fs';
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

/**
 * `command` is `npm start` (the README's command) or the server alone. `logFile`, when given,
 * receives the server's stdout (its pino log lines), e.g. to read each request's responseTime.
 * `readyTimeoutMs`: how long the first start may take (seeding a large catalogue takes minutes).
 */
export const startServer = async ({ port, env, command = 'server', logFile, readyTimeoutMs }) => {
  const started = performance.now();
  const [file, args, cwd] =
    command === 'npm-start'
      ? ['npm', ['start'], root]
      : [
          process.execPath,
          ['--max-semi-space-size=64', '--import', 'tsx', 'src/main.ts'],
          path.join(root, 'apps', 'server'),
        ];
  const child = spawn(file, args, {
    cwd,
    env: {
      ...process.env,
      NODE_ENV: 'production',
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
