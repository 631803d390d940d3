import { randomUUID } from 'node:crypto';
import Fastify from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import parsePrometheusTextFormat from 'parse-prometheus-text-format';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openTestDatabase } from '../../../test/test-app.js';
import type { DatabaseHandle } from '../db/database.js';
import type { App } from '../http/app-types.js';
import { createJobQueue, type JobQueue } from '../jobs/job-queue.js';
import { registerMetrics } from './register-metrics.js';

const queueName = (purpose: string) => `test.metrics.${purpose}.${randomUUID().slice(0, 8)}`;

describe('job metrics', () => {
  let database: DatabaseHandle;
  let jobs: JobQueue;
  let app: App;

  beforeAll(async () => {
    database = await openTestDatabase();
    jobs = createJobQueue(database, { pollingIntervalSeconds: 0.5, stopTimeoutMs: 2_000 });
    await jobs.start({ warn: vi.fn(), error: vi.fn() });
    app = Fastify().withTypeProvider<ZodTypeProvider>();
    registerMetrics(app, { database, withJobs: true, token: undefined });
  });

  afterAll(async () => {
    await app?.close();
    await jobs?.stop();
    await database?.close();
  });

  const jobCounts = async (queue: string) => {
    const response = await app.inject({ url: '/metrics' });
    const family = parsePrometheusTextFormat(response.body).find((metric) => metric.name === 'stride_jobs');
    return Object.fromEntries(
      (family?.metrics ?? [])
        .filter((sample) => sample.labels?.queue === queue)
        .map((sample) => [sample.labels?.state, Number(sample.value)]),
    );
  };

  it('counts the jobs of each queue that wait, run and failed for good', async () => {
    const waiting = queueName('waiting');
    // No worker: the jobs wait.
    await jobs.send(waiting, {});
    await jobs.send(waiting, {});
    expect(await jobCounts(waiting)).toEqual({ queued: 2 });

    const running = queueName('running');
    let finish = () => {};
    const finished = new Promise<void>((resolve) => {
      finish = resolve;
    });
    await jobs.work(running, () => finished);
    await jobs.send(running, {});
    await vi.waitFor(async () => expect(await jobCounts(running)).toEqual({ running: 1 }), { timeout: 10_000 });
    finish();
    await vi.waitFor(async () => expect(await jobCounts(running)).toEqual({}), { timeout: 10_000 });

    const failing = queueName('failing');
    await jobs.work(failing, async () => {
      throw new Error('The carrier is down');
    });
    await jobs.send(failing, {}, { retryLimit: 0 });
    await vi.waitFor(async () => expect(await jobCounts(failing)).toEqual({ failed: 1 }), { timeout: 10_000 });
  });
});
