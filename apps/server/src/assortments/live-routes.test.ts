import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../test/factories.js';
import { collectEvents } from '../../test/server-events.js';
import { type Answer, createTestApp, openTestDatabase, signIn, type TestApp } from '../../test/test-app.js';
import type { DatabaseHandle } from '../platform/db/database.js';

/**
 * Two server processes behind one balancer: two apps on one database. On PostgreSQL each has
 * its own connections, so an event crosses between them only through LISTEN/NOTIFY.
 */
let database: DatabaseHandle;
let secondDatabase: DatabaseHandle;
let first: TestApp;
let second: TestApp;

beforeAll(async () => {
  database = await openTestDatabase();
  secondDatabase = database.kind === 'postgres' ? await openTestDatabase() : database;
  first = await createTestApp({ database });
  second = await createTestApp({ database: secondDatabase });
});
afterAll(async () => {
  await second?.close();
  await first?.close();
  if (secondDatabase !== database) await secondDatabase?.close();
  await database?.close();
});

const signInOwner = async (t: TestApp, email?: string) => {
  const user = email
    ? { email, password: 'correct-horse-battery' }
    : await createUser(t.db, { permissions: [{ domain: 'productAssortments', role: 'manager' }] });
  return { cookie: await signIn(t, user.email, user.password!), email: user.email };
};

describe('GET /api/assortments/{id}/events', () => {
  it('delivers a batch saved through one server to a browser connected to the other, and who is present', async () => {
    const owner = await signInOwner(first);
    const created: Answer = await (
      await first.call('/api/assortments', { cookie: owner.cookie, body: { title: 'Live line' } })
    ).json();
    // The same person in a second browser, through the second server.
    const other = await signInOwner(second, owner.email);
    const stream = await second.call(`/api/assortments/${created._id}/events`, {
      cookie: other.cookie,
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(stream.status).toBe(200);
    expect(stream.headers.get('content-type')).toContain('text/event-stream');
    // Events pass as they come: never compressed, never buffered.
    expect(stream.headers.get('content-encoding')).toBeNull();
    const started = Date.now();
    const saving = (async () => {
      // Give the stream a moment to register before the edit.
      await new Promise((resolve) => setTimeout(resolve, 300));
      const saved = await first.call(`/api/assortments/batch/${created._id}?baseVersion=${created.version}`, {
        method: 'PATCH',
        cookie: owner.cookie,
        body: [{ patch: { title: 'Live line, edited' } }],
      });
      expect(saved.status).toBe(200);
    })();
    const events = await collectEvents(stream, (seen) => seen.some((event) => event.event === 'batch'));
    await saving;
    const presence = events.find((event) => event.event === 'presence');
    expect(presence?.data.users).toEqual([expect.objectContaining({ name: expect.any(String) })]);
    const batch = events.find((event) => event.event === 'batch');
    expect(batch?.data).toMatchObject({ version: created.version + 1, assortment: { title: 'Live line, edited' } });
    expect(Date.now() - started).toBeLessThan(3_000);
  });

  it('needs access to the assortment: 401 without a session, 404 for a stranger', async () => {
    const owner = await signInOwner(first);
    const created: Answer = await (
      await first.call('/api/assortments', { cookie: owner.cookie, body: { title: 'Private live line' } })
    ).json();
    expect((await first.call(`/api/assortments/${created._id}/events`)).status).toBe(401);
    const stranger = await createUser(first.db, { permissions: [{ domain: 'productAssortments', role: 'user' }] });
    const cookie = await signIn(first, stranger.email, stranger.password!);
    expect((await first.call(`/api/assortments/${created._id}/events`, { cookie })).status).toBe(404);
  });
});
