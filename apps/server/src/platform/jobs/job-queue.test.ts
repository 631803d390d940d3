import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { DatabaseHandle } from '../db/database.js';
import { createScratchDatabase, type ScratchDatabase } from '../db/scratch-database.js';
import { createJobQueue, type JobQueue } from './job-queue.js';

const fast = { pollingIntervalSeconds: 0.5, stopTimeoutMs: 2_000 };
const waitLong = { timeout: 10_000, interval: 50 };
const queueName = (purpose: string) => `test.${purpose}.${randomUUID().slice(0, 8)}`;
const quietLogger = () => ({ warn: vi.fn(), error: vi.fn() });

describe('job queue', () => {
  let scratch: ScratchDatabase;
  let handle: DatabaseHandle;
  let jobs: JobQueue;
  const logger = quietLogger();

  beforeAll(async () => {
    scratch = await createScratchDatabase();
    handle = await scratch.open();
    jobs = createJobQueue(handle, fast);
    await jobs.start(logger);
  });

  afterAll(async () => {
    await jobs?.stop();
    await handle?.close();
    await scratch?.drop();
  });

  it('runs a job with its data', async () => {
    const name = queueName('runs');
    const seen: unknown[] = [];
    await jobs.work<{ styleColorId: string }>(name, async (data) => {
      seen.push(data);
    });

    const id = await jobs.send(name, { styleColorId: 'SC-1' });

    expect(id).toEqual(expect.any(String));
    await vi.waitFor(() => expect(seen).toEqual([{ styleColorId: 'SC-1' }]), waitLong);
  });

  it('retries a failing job, then it succeeds', async () => {
    const name = queueName('retries');
    const attempts: number[] = [];
    await jobs.work(name, async (_data, job) => {
      attempts.push(job.retryCount);
      if (attempts.length < 3) throw new Error('not yet');
    });

    await jobs.send(name, {}, { retryLimit: 4, retryDelay: 0 });

    await vi.waitFor(() => expect(attempts).toEqual([0, 1, 2]), waitLong);
    expect(logger.warn).toHaveBeenCalledTimes(2);
    expect(logger.warn).toHaveBeenCalledWith(expect.objectContaining({ job: name, retryCount: 0 }), 'job failed');
  });

  it('holds a job until its start time', async () => {
    const name = queueName('later');
    const ranAt: number[] = [];
    await jobs.work(name, async () => {
      ranAt.push(Date.now());
    });

    const sentAt = Date.now();
    await jobs.send(name, {}, { startAfter: new Date(sentAt + 1_500) });

    await vi.waitFor(() => expect(ranAt).toHaveLength(1), waitLong);
    expect(ranAt[0]! - sentAt).toBeGreaterThanOrEqual(1_400);
  });

  it("sends inside the caller's transaction: committed it runs, rolled back it never exists", async () => {
    const name = queueName('transactional');
    const seen: string[] = [];
    await jobs.work<{ step: string }>(name, async ({ step }) => {
      seen.push(step);
    });

    await handle.db.transaction(async (tx) => {
      await jobs.send(name, { step: 'committed' }, { executor: tx });
    });
    await expect(
      handle.db.transaction(async (tx) => {
        await jobs.send(name, { step: 'rolled back' }, { executor: tx });
        throw new Error('abort');
      }),
    ).rejects.toThrow('abort');

    await vi.waitFor(() => expect(seen).toEqual(['committed']), waitLong);
    const { rows } = await handle.executeSql('select count(*)::int as count from pgboss.job where name = $1', [name]);
    expect(rows[0]).toEqual({ count: 1 });
  });

  it('refuses to create a queue inside a transaction, where PGlite would wait for itself', async () => {
    await expect(
      handle.db.transaction((tx) => jobs.send(queueName('unknown'), {}, { executor: tx })),
    ).rejects.toThrow(/does not exist yet/);
  });

  it('keeps a schedule in the database', async () => {
    const name = queueName('scheduled');
    await jobs.schedule(name, '0 3 * * *', { report: 'nightly' });

    const { rows } = await handle.executeSql('select cron, data from pgboss.schedule where name = $1', [name]);
    expect(rows).toEqual([{ cron: '0 3 * * *', data: { report: 'nightly' } }]);
  });
});

describe('job queue across a restart', () => {
  it('runs a job sent before the restart once a new queue starts on the same database', async () => {
    const scratch = await createScratchDatabase({ persistent: true });
    try {
      const name = queueName('restart');
      const before = await scratch.open();
      const first = createJobQueue(before, fast);
      await first.start(quietLogger());
      await first.send(name, { orderNumber: 42 });
      await first.stop();
      await before.close();

      const after = await scratch.open();
      const second = createJobQueue(after, fast);
      const seen: unknown[] = [];
      await second.work(name, async (data) => {
        seen.push(data);
      });
      await second.start(quietLogger());
      try {
        await vi.waitFor(() => expect(seen).toEqual([{ orderNumber: 42 }]), waitLong);
      } finally {
        await second.stop();
        await after.close();
      }
    } finally {
      await scratch.drop();
    }
  }, 30_000);
});
