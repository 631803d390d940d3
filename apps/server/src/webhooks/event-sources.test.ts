import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  type AssortmentCaller,
  type AssortmentTestApp,
  createAssortmentTestApp,
} from '../../test/assortment-fixtures.js';
import { createAdmin, createUser, uniqueToken } from '../../test/factories.js';
import { jsonCaller } from '../../test/test-app.js';
import { users } from '../users/tables.js';
import { createWebhooksRepository } from './repository.js';
import { webhookDeliveries } from './tables.js';

// The features publish through the port app.ts gives them; without a job queue the deliveries wait.
let c: AssortmentTestApp;
let owner: AssortmentCaller;
let webhookId: string;

beforeAll(async () => {
  c = await createAssortmentTestApp(8, { WEBHOOK_ALLOW_PRIVATE: '1', WEBHOOK_ALLOW_HTTP: '1' });
  owner = await c.caller('user', undefined, [{ domain: 'sampleInventory', role: 'user' }]);
  const webhook = await createWebhooksRepository(c.t.db).create({
    url: 'http://127.0.0.1:9/hooks',
    events: [
      'assortment.saved',
      'assortment.deleted',
      'document.ready',
      'sample.transferred',
      'user.created',
      'user.permissions_changed',
    ],
    secret: 'whsec_event-sources',
    createdBy: null,
  });
  webhookId = webhook.id;
});
afterAll(() => c?.close());

/** The payloads of `event` this file's endpoint was given, oldest first. */
const delivered = async (event: string) =>
  (
    await c.t.db
      .select()
      .from(webhookDeliveries)
      .where(and(eq(webhookDeliveries.webhookId, webhookId), eq(webhookDeliveries.event, event)))
      .orderBy(webhookDeliveries.createdAt)
  ).map((row) => ({ payload: row.payload, orderingKey: row.orderingKey }));

describe('events the features publish', () => {
  it('assortment.saved for each saved batch and assortment.deleted, in the order of the assortment', async () => {
    const products = c.footwear.slice(0, 3).map((product) => ({ style: product.style, color: product.color }));
    const { answer: created } = await owner.call('/api/assortments', {
      body: { title: 'Hooked', products, labels: [] },
    });
    const [first, second] = c.footwear.slice(0, 2).map((product) => product.styleColorId);
    const saved = await owner.call(`/api/assortments/batch/${created._id}?baseVersion=${created.version}`, {
      method: 'PATCH',
      body: [{ deleteProducts: [{ id: second }], updateProducts: [{ id: first, changes: { colorNote: 'Hero' } }] }],
    });
    expect(saved.status).toBe(200);
    expect((await owner.call(`/api/assortments/${created._id}`, { method: 'DELETE' })).status).toBe(200);

    const batches = (await delivered('assortment.saved')).filter((row) => row.orderingKey === created._id);
    expect(batches.at(-1)).toEqual({
      payload: { assortmentId: created._id, version: saved.answer.version, changed: 1, removed: 1 },
      orderingKey: created._id,
    });
    expect(await delivered('assortment.deleted')).toContainEqual({
      payload: { assortmentId: created._id },
      orderingKey: created._id,
    });
  });

  it('document.ready when a document job has made its file', async () => {
    const products = c.footwear.slice(0, 2).map((product) => ({ style: product.style, color: product.color }));
    const { answer: assortment } = await owner.call('/api/assortments', { body: { title: 'Printed', products } });
    const { answer: started } = await owner.call('/api/assortment-documents', {
      body: {
        assortment: assortment._id,
        documentType: { type: 'Spreadsheet', name: 'Linesheet', subType: 'Condensed' },
      },
    });
    await vi.waitFor(
      async () =>
        expect(await delivered('document.ready')).toContainEqual({
          payload: { documentId: started._id, kind: 'Spreadsheet', format: 'xlsx' },
          orderingKey: null,
        }),
      { timeout: 15_000, interval: 100 },
    );
  });

  it('sample.transferred with the samples moved', async () => {
    const [style] = c.products;
    const { answer: sample } = await owner.call('/api/sampleInventory', {
      body: {
        library: 'Production',
        division: style!.division,
        style: style!.style,
        color: style!.color,
        status: 'Active',
        side: 'Left',
        size: '9',
        totalQty: 1,
        bin: uniqueToken('b'),
      },
    });
    const moved = await owner.call('/api/sampleInventory/Sales/transfer', {
      method: 'PATCH',
      body: { samples: [{ _id: sample._id, region: 'US', aisle: '1', direction: 'N', level: '1' }] },
    });
    expect(moved.status).toBe(200);
    expect(await delivered('sample.transferred')).toContainEqual({
      payload: { sampleIds: [sample._id], from: 'Production', to: 'Sales' },
      orderingKey: null,
    });
  });

  it('user.created for an access request and user.permissions_changed for an administrator change', async () => {
    const email = `${uniqueToken()}@example.com`;
    const request = await c.t.call('/api/users/access-request', {
      body: { email, name: 'New', lastName: 'Buyer', reason: 'Orders' },
    });
    expect(request.status).toBeLessThan(300);
    const [requester] = await c.t.db.select({ id: users.id }).from(users).where(eq(users.email, email));
    expect(await delivered('user.created')).toContainEqual({ payload: { userId: requester!.id }, orderingKey: null });

    const person = await createUser(c.t.db);
    const admin = await jsonCaller(c.t, await createAdmin(c.t.db));
    const change = await admin.call(`/api/users/${person.id}`, {
      method: 'PATCH',
      body: { permissions: [{ domain: 'products', role: 'user' }] },
    });
    expect(change.status).toBe(200);
    expect(await delivered('user.permissions_changed')).toContainEqual({
      payload: { userId: person.id },
      orderingKey: null,
    });
  });
});
