import type { FastifyRateLimitStore } from '@fastify/rate-limit';
import { eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uniqueToken } from '../../../test/factories.js';
import { openTestDatabase } from '../../../test/test-app.js';
import type { DatabaseHandle } from '../db/database.js';
import { databaseRateLimitStore, deleteEndedRateLimitWindows } from './rate-limit-store.js';
import { rateLimitCounters } from './rate-limit-store-table.js';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

/** A route's store, as the plugin makes one for each route with limits of its own. */
const routeStore = (options: { continueExceeding?: boolean; exponentialBackoff?: boolean } = {}) => {
  const Store = databaseRateLimitStore(database.db);
  const url = `/api/${uniqueToken('route')}`;
  const child = new Store({}).child({ ...options, routeInfo: { method: 'POST', url } } as never);
  return { store: child, prefix: `POST${url}-` };
};

const incr = (store: FastifyRateLimitStore, key: string, timeWindow: number, max: number) =>
  new Promise<{ current: number; ttl: number }>((resolve, reject) =>
    store.incr(key, (error, result) => (error ? reject(error) : resolve(result!)), timeWindow, max),
  );

const read = (store: FastifyRateLimitStore, key: string) =>
  new Promise<{ current: number; ttl: number }>((resolve, reject) =>
    (store as FastifyRateLimitStore & { read: FastifyRateLimitStore['incr'] }).read(
      key,
      (error, result) => (error ? reject(error) : resolve(result!)),
      60_000,
      3,
    ),
  );

/** Ends the counter's window, as if its time had passed. */
const endWindow = (key: string) =>
  database.db
    .update(rateLimitCounters)
    .set({ windowEndsAt: sql`now() - interval '1 second'` })
    .where(eq(rateLimitCounters.key, key));

describe('the database rate-limit store', () => {
  it('counts a key within its window and starts again after it, as the plugin’s LocalStore does', async () => {
    const { store, prefix } = routeStore();
    const counts = [];
    for (let request = 0; request < 3; request++) counts.push(await incr(store, '10.0.0.1', 60_000, 2));
    expect(counts.map((count) => count.current)).toEqual([1, 2, 3]);
    for (const { ttl } of counts) {
      expect(ttl).toBeGreaterThan(55_000);
      expect(ttl).toBeLessThanOrEqual(60_000);
    }
    expect((await incr(store, '10.0.0.2', 60_000, 2)).current).toBe(1);

    await endWindow(`${prefix}10.0.0.1`);
    expect(await read(store, '10.0.0.1')).toEqual({ current: 0, ttl: 0 });
    expect((await incr(store, '10.0.0.1', 60_000, 2)).current).toBe(1);
  });

  it('reads without counting', async () => {
    const { store } = routeStore();
    await incr(store, 'key', 60_000, 3);
    await incr(store, 'key', 60_000, 3);
    const first = await read(store, 'key');
    expect(first.current).toBe(2);
    expect((await read(store, 'key')).current).toBe(2);
  });

  it('keeps each route’s counters apart', async () => {
    const [first, second] = [routeStore(), routeStore()];
    await incr(first.store, 'same-key', 60_000, 3);
    expect((await incr(second.store, 'same-key', 60_000, 3)).current).toBe(1);
  });

  it('restarts the window on each request over the limit with continueExceeding', async () => {
    const { store, prefix } = routeStore({ continueExceeding: true });
    await incr(store, 'key', 60_000, 1);
    await database.db
      .update(rateLimitCounters)
      .set({ windowEndsAt: sql`now() + interval '10 seconds'` })
      .where(eq(rateLimitCounters.key, `${prefix}key`));
    const over = await incr(store, 'key', 60_000, 1);
    expect(over.current).toBe(2);
    expect(over.ttl).toBeGreaterThan(55_000);
  });

  it('doubles the window for each request over the limit with exponentialBackoff', async () => {
    const { store } = routeStore({ exponentialBackoff: true });
    const ttls = [];
    for (let request = 0; request < 5; request++) ttls.push((await incr(store, 'key', 10_000, 2)).ttl);
    // Within the limit the window runs down; then 10 s, 20 s, 40 s.
    expect(ttls[2]).toBeGreaterThan(9_000);
    expect(ttls[2]).toBeLessThanOrEqual(10_000);
    expect(ttls[3]).toBeGreaterThan(19_000);
    expect(ttls[3]).toBeLessThanOrEqual(20_000);
    expect(ttls[4]).toBeGreaterThan(39_000);
    expect(ttls[4]).toBeLessThanOrEqual(40_000);
  });

  it('purges the counters whose window has ended', async () => {
    const { store, prefix } = routeStore();
    await incr(store, 'ended', 60_000, 3);
    await incr(store, 'running', 60_000, 3);
    await endWindow(`${prefix}ended`);
    await deleteEndedRateLimitWindows(database.db);
    const left = await database.db
      .select({ key: rateLimitCounters.key })
      .from(rateLimitCounters)
      .where(like(rateLimitCounters.key, `${prefix}%`));
    expect(left.map((row) => row.key)).toEqual([`${prefix}running`]);
  });
});
