import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../test/factories.js';
import { createTestApp, type JsonCaller, jsonCaller, type TestApp } from '../../test/test-app.js';
import { shoe } from '../orders/routes-test-setup.js';
import { seasons } from '../seasons/tables.js';
import { auditEntries } from './tables.js';

/** A season's state changes and a promo order's approval and denial are in the audit log. */
let t: TestApp;
const as: Record<'seasonsManager' | 'requester' | 'approver', JsonCaller & { id: string; userCode: string }> =
  {} as never;
/** A year no other file uses, so the shared PostgreSQL database never has this season already. */
const year = 2040 + Math.floor(Math.random() * 55);
let seasonId: string | undefined;

beforeAll(async () => {
  t = await createTestApp();
  const people = {
    seasonsManager: [{ domain: 'internalAssortments', role: 'adminEditor' }],
    requester: [{ domain: 'promoOrders', role: 'user' }],
    approver: [{ domain: 'promoOrders', role: 'approver' }],
  } as const;
  for (const [name, permissions] of Object.entries(people)) {
    const user = await createUser(t.db, { permissions: [...permissions] });
    as[name as keyof typeof people] = { id: user.id, userCode: user.userCode, ...(await jsonCaller(t, user)) };
  }
});
afterAll(async () => {
  if (seasonId) await t.db.delete(seasons).where(eq(seasons.id, seasonId));
  await t?.close();
});

const entriesOf = (objectId: string) =>
  t.db.select().from(auditEntries).where(eq(auditEntries.objectId, objectId)).orderBy(auditEntries.seq);

describe('the audit log of seasons and orders', () => {
  it("records a season's state and a season set's state changing, before and after", async () => {
    const { answer: season } = await as.seasonsManager.call('/api/assortmentSeasons', {
      body: {
        season: 'Fall',
        year,
        channel: 'Retail',
        seasonSets: [
          { shortName: 'FA AUD', region: 'Domestic', orgType: 'internal', method: 'static', productType: 'Footwear' },
        ],
      },
    });
    seasonId = season.id;
    const path = `/api/assortmentSeasons/${season.id}`;
    expect((await as.seasonsManager.call(path, { method: 'PATCH', body: { status: 'Live' } })).status).toBe(200);
    const setPath = `${path}/${season.seasonSets[0].id}`;
    expect((await as.seasonsManager.call(setPath, { method: 'PATCH', body: { state: 'Live' } })).status).toBe(200);
    // Setting the state it has changes nothing, and records nothing.
    await as.seasonsManager.call(path, { method: 'PATCH', body: { status: 'Live' } });

    const base = { channel: 'Retail', season: 'Fall', year };
    expect(await entriesOf(season.id)).toEqual([
      expect.objectContaining({
        action: 'season.state_changed',
        actorId: as.seasonsManager.id,
        objectType: 'season',
        details: { ...base, before: 'Preparation', after: 'Live' },
      }),
      expect.objectContaining({
        action: 'season.state_changed',
        details: { ...base, seasonSetId: season.seasonSets[0].id, before: 'Preparation', after: 'Live' },
      }),
    ]);
  });

  it('records an order approved and an order denied by their approver', async () => {
    const decide = async (action: 'approve' | 'deny') => {
      const { answer: order } = await as.requester.call('/api/orders/promos/needs-review', {
        body: {
          reason: 'Trade show',
          availDateWindow: 45,
          coordinator: null,
          // Named, so the shared PostgreSQL database's other approvers are not asked.
          approverCode: as.approver.userCode,
          lines: [{ ...shoe, quantity: 2, promoCode: 'ab1' }],
        },
      });
      const batch = (who: JsonCaller, body: unknown) =>
        who.call(`/api/orders/promos/needs-review/batch/${order._id}`, { method: 'PATCH', body });
      expect((await batch(as.requester, { action: 'submit' })).status).toBe(200);
      expect((await batch(as.approver, { action })).status).toBe(200);
      return order._id as string;
    };
    const approved = await decide('approve');
    const denied = await decide('deny');
    expect(await entriesOf(approved)).toEqual([
      expect.objectContaining({
        action: 'order.approved',
        actorId: as.approver.id,
        objectType: 'order',
        address: '127.0.0.1',
        details: expect.objectContaining({
          type: 'PROMO',
          before: { status: 'PENDING', approvalStatus: 'REQUIRES APPROVER' },
          after: expect.objectContaining({ status: 'APPROVED' }),
        }),
      }),
    ]);
    expect(await entriesOf(denied)).toEqual([
      expect.objectContaining({ action: 'order.denied', actorId: as.approver.id }),
    ]);
  });
});
