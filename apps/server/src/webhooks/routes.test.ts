import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, createUser } from '../../test/factories.js';
import { createTestApp, type JsonCaller, jsonCaller, type TestApp } from '../../test/test-app.js';
import { auditEntries } from '../audit/tables.js';
import { webhookDeliveries, webhooks } from './tables.js';

// Receivers of the tests run on this machine over http: allowed here as on-premise receivers are.
const onPremise = { WEBHOOK_ALLOW_PRIVATE: '1', WEBHOOK_ALLOW_HTTP: '1' };
const RECEIVER = 'http://127.0.0.1:9/hooks';

let t: TestApp;
let closed: TestApp;
let asWebhooksAdmin: JsonCaller;

const webhooksAdmin = (app: TestApp) => createUser(app.db, { permissions: [{ domain: 'webhooks', role: 'admin' }] });

beforeAll(async () => {
  t = await createTestApp({ env: onPremise });
  closed = await createTestApp({ database: t.database });
  asWebhooksAdmin = await jsonCaller(t, await webhooksAdmin(t));
});
afterAll(async () => {
  await closed?.close();
  await t?.close();
});

const register = async (body: object = { url: RECEIVER, events: ['assortment.saved', 'user.created'] }) => {
  const { status, answer } = await asWebhooksAdmin.call('/api/webhooks', { body });
  expect(status, JSON.stringify(answer)).toBe(200);
  return answer as { _id: string; secret: string };
};

describe('registering an endpoint', () => {
  it('answers the secret once: the list and the endpoint never show it', async () => {
    const created = await register();
    expect(created.secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);

    const { answer: list } = await asWebhooksAdmin.call('/api/webhooks');
    const listed = list.find((webhook: { _id: string }) => webhook._id === created._id);
    expect(listed).toMatchObject({
      url: RECEIVER,
      events: ['assortment.saved', 'user.created'],
      enabled: true,
      failuresInARow: 0,
    });
    expect(JSON.stringify(list)).not.toContain(created.secret);
    const { answer: one } = await asWebhooksAdmin.call(`/api/webhooks/${created._id}`);
    expect(Object.keys(one).sort()).toEqual([
      '_id',
      'createdAt',
      'disabledAt',
      'enabled',
      'events',
      'failuresInARow',
      'updatedAt',
      'url',
    ]);
  });

  it('refuses http and the server own networks unless the configuration allows them', async () => {
    const asAdmin = await jsonCaller(closed, await webhooksAdmin(closed));
    const refusal = async (url: string) => {
      const { status, answer } = await asAdmin.call('/api/webhooks', { body: { url, events: ['user.created'] } });
      expect(status, url).toBe(400);
      expect(answer.messageData.field).toBe('url');
      return answer.message as string;
    };
    expect(await refusal('http://93.184.216.34/hooks')).toMatch(/https/);
    expect(await refusal('https://127.0.0.1/hooks')).toMatch(/private, loopback or link-local/);
    expect(await refusal('https://[::ffff:192.168.0.1]/hooks')).toMatch(/private, loopback or link-local/);
    expect(await refusal('https://169.254.169.254/latest/meta-data')).toMatch(/private, loopback or link-local/);
  });

  it('refuses a request without events or with one it does not know', async () => {
    for (const body of [
      { url: RECEIVER, events: [] },
      { url: RECEIVER, events: ['order.exploded'] },
      { url: 'not a url', events: ['user.created'] },
    ]) {
      expect((await asWebhooksAdmin.call('/api/webhooks', { body })).status).toBe(400);
    }
  });

  it('is for webhooks administrators only: others get 403 on every call', async () => {
    const created = await register();
    for (const user of [await createAdmin(t.db), await createUser(t.db)]) {
      const caller = await jsonCaller(t, user);
      for (const [path, method] of [
        ['/api/webhooks', 'GET'],
        ['/api/webhooks', 'POST'],
        [`/api/webhooks/${created._id}`, 'GET'],
        [`/api/webhooks/${created._id}`, 'PATCH'],
        [`/api/webhooks/${created._id}`, 'DELETE'],
        [`/api/webhooks/${created._id}/deliveries`, 'GET'],
        [`/api/webhooks/${created._id}/test`, 'POST'],
      ] as const) {
        expect(
          (await caller.call(path, { method, body: method === 'POST' || method === 'PATCH' ? {} : undefined })).status,
          `${method} ${path}`,
        ).toBe(403);
      }
    }
  });
});

describe('changing and removing an endpoint', () => {
  it('changes its events, disables it by hand and enables it again with its failures forgotten', async () => {
    const created = await register();
    await t.db
      .update(webhooks)
      .set({ enabled: false, failuresInARow: 20, disabledAt: new Date() })
      .where(eq(webhooks.id, created._id));
    const { status, answer } = await asWebhooksAdmin.call(`/api/webhooks/${created._id}`, {
      method: 'PATCH',
      body: { events: ['document.ready'], enabled: true },
    });
    expect(status).toBe(200);
    expect(answer).toMatchObject({ events: ['document.ready'], enabled: true, failuresInARow: 0, disabledAt: null });

    const off = await asWebhooksAdmin.call(`/api/webhooks/${created._id}`, {
      method: 'PATCH',
      body: { enabled: false },
    });
    expect(off.answer).toMatchObject({ enabled: false, disabledAt: null });
  });

  it('records registration, change and removal in the audit log, never the secret', async () => {
    const created = await register();
    await asWebhooksAdmin.call(`/api/webhooks/${created._id}`, {
      method: 'PATCH',
      body: { url: 'http://127.0.0.1:10/hooks' },
    });
    expect((await asWebhooksAdmin.call(`/api/webhooks/${created._id}`, { method: 'DELETE' })).status).toBe(204);
    expect((await asWebhooksAdmin.call(`/api/webhooks/${created._id}`)).status).toBe(404);

    const entries = await t.db
      .select()
      .from(auditEntries)
      .where(eq(auditEntries.objectId, created._id))
      .orderBy(auditEntries.seq);
    expect(entries.map((entry) => entry.action).sort()).toEqual([
      'webhook.changed',
      'webhook.created',
      'webhook.deleted',
    ]);
    expect(JSON.stringify(entries)).not.toContain(created.secret);
    expect(entries.find((entry) => entry.action === 'webhook.changed')?.details).toMatchObject({
      before: { url: RECEIVER },
      after: { url: 'http://127.0.0.1:10/hooks' },
    });
  });
});

describe('test pings and deliveries', () => {
  it('queues a ping for the endpoint and lists it among its deliveries', async () => {
    const created = await register();
    const { status, answer } = await asWebhooksAdmin.call(`/api/webhooks/${created._id}/test`, { method: 'POST' });
    expect(status).toBe(202);
    const { answer: deliveries } = await asWebhooksAdmin.call(`/api/webhooks/${created._id}/deliveries`);
    expect(deliveries).toEqual([
      expect.objectContaining({
        eventId: answer.eventId,
        event: 'ping',
        status: 'pending',
        attempts: 0,
        responseStatus: null,
      }),
    ]);
    const [row] = await t.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.eventId, answer.eventId));
    expect(row?.payload).toEqual({ webhookId: created._id });
  });

  it('answers 404 for an endpoint that does not exist', async () => {
    const missing = '00000000-0000-4000-8000-000000000000';
    expect((await asWebhooksAdmin.call(`/api/webhooks/${missing}/deliveries`)).status).toBe(404);
    expect((await asWebhooksAdmin.call(`/api/webhooks/${missing}/test`, { method: 'POST' })).status).toBe(404);
  });
});
