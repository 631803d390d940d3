import { afterEach, describe, expect, it } from 'vitest';
import type { EchoMessage, EchoWorkerData } from '../../test/echo-worker.js';
import { createWorkerPool, type WorkerPool } from './worker-pool.js';
import { runWorkerOnce } from './worker-thread.js';

let pool: WorkerPool<EchoMessage, number> | undefined;
const echoPool = (size: number, idleMs = 60_000) => {
  pool = createWorkerPool<EchoMessage, number>({ source: 'test/echo-worker.ts', size, idleMs });
  return pool;
};
afterEach(async () => {
  await pool?.close();
});

describe('createWorkerPool', () => {
  it('starts no thread until asked, then runs at most `size` messages at a time, the rest in turn', async () => {
    const echo = echoPool(2);
    expect(echo.size()).toBe(0);
    const threads = await Promise.all(Array.from({ length: 5 }, () => echo.run({ kind: 'echo', delayMs: 50 })));
    expect(echo.size()).toBe(2);
    expect(new Set(threads).size).toBe(2);
  });

  it('fails only the message a worker refused or died on, and goes on with a new thread', async () => {
    const echo = echoPool(1);
    const first = await echo.run({ kind: 'echo', delayMs: 0 });
    await expect(echo.run({ kind: 'fail' })).rejects.toThrow('refused');
    const [died, after] = await Promise.allSettled([echo.run({ kind: 'die' }), echo.run({ kind: 'echo', delayMs: 0 })]);
    expect(died).toMatchObject({
      status: 'rejected',
      reason: expect.objectContaining({ message: expect.stringContaining('code 3') }),
    });
    expect(after).toMatchObject({ status: 'fulfilled' });
    expect((after as PromiseFulfilledResult<number>).value).not.toBe(first);
  });

  it('stops threads left idle, and starts one again when work comes', async () => {
    const echo = echoPool(2, 100);
    await echo.run({ kind: 'echo', delayMs: 0 });
    expect(echo.size()).toBe(1);
    await expect.poll(() => echo.size(), { timeout: 2_000 }).toBe(0);
    await expect(echo.run({ kind: 'echo', delayMs: 0 })).resolves.toEqual(expect.any(Number));
  });
});

describe('runWorkerOnce', () => {
  const once = (workerData: EchoWorkerData) => runWorkerOnce('test/echo-worker.ts', { workerData });

  it('resolves once the worker says it is done, and stops the thread though a handle is open in it', async () => {
    await expect(once({ once: 'done' })).resolves.toBeUndefined();
  });

  it('rejects when the worker ends before it is done', async () => {
    await expect(once({ once: 'die' })).rejects.toThrow('stopped (code 4) before it was done');
  });
});
