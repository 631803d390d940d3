import type { Permission } from '@stride/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, type TestUser } from '../../test/factories.js';
import { createTestApp, type JsonCaller, jsonCaller, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let coordinator: TestUser;
let sampleOnly: TestUser;
let requester: TestUser;
let asSenior: JsonCaller;
let asCoordinator: JsonCaller;
let asRequester: JsonCaller;

const sampleOrders = (role: Permission['role']) => ({ permissions: [{ domain: 'sampleOrders' as const, role }] });

beforeAll(async () => {
  t = await createTestApp();
  coordinator = await createUser(t.db, {
    name: 'Isabela',
    lastName: 'Santos-Test',
    permissions: [
      { domain: 'sampleOrders', role: 'coordinator' },
      { domain: 'promoOrders', role: 'coordinator' },
    ],
  });
  sampleOnly = await createUser(t.db, sampleOrders('sampleCoordinator'));
  requester = await createUser(t.db, sampleOrders('user'));
  asSenior = await jsonCaller(t, await createUser(t.db, sampleOrders('seniorCoordinator')));
  asCoordinator = await jsonCaller(t, coordinator);
  asRequester = await jsonCaller(t, requester);
});
afterAll(() => t?.close());

const dataFor = (extra: Record<string, unknown> = {}) => ({
  coordinatorCode: coordinator.userCode,
  coordinatorName: 'typed by hand',
  orderTypes: ['SAMPLE'],
  requesterCodes: [requester.userCode],
  regions: ['Europe'],
  ...extra,
});

describe('coordinator assignments', () => {
  it('lets a senior coordinator add, change and remove assignments that coordinators read', async () => {
    const created = await asSenior.call('/api/coordinatorAssignments/', { body: { data: dataFor() } });
    expect(created.status).toBe(200);
    expect(created.answer.data).toEqual({
      coordinatorCode: coordinator.userCode,
      coordinatorName: 'Isabela Santos-Test',
      orderTypes: ['SAMPLE'],
      requesterCodes: [requester.userCode],
      regions: ['Europe'],
      productTypes: [],
      notes: '',
    });
    const id = created.answer._id;
    const listed = await asCoordinator.call('/api/coordinatorAssignments');
    expect(listed.status).toBe(200);
    expect(listed.answer.find((a: { _id: string }) => a._id === id)?.data.regions).toEqual(['Europe']);

    const changed = await asSenior.call(`/api/coordinatorAssignments/${id}`, {
      method: 'PATCH',
      body: { data: dataFor({ orderTypes: ['SAMPLE', 'PROMO'], productTypes: ['Apparel'], notes: 'Apparel room' }) },
    });
    expect(changed.answer.data).toMatchObject({
      orderTypes: ['SAMPLE', 'PROMO'],
      productTypes: ['Apparel'],
      notes: 'Apparel room',
    });

    expect((await asSenior.call(`/api/coordinatorAssignments/${id}`, { method: 'DELETE' })).status).toBe(200);
    expect((await asSenior.call(`/api/coordinatorAssignments/${id}`, { method: 'DELETE' })).status).toBe(404);
    expect(
      (await asSenior.call(`/api/coordinatorAssignments/${id}`, { method: 'PATCH', body: { data: dataFor() } })).status,
    ).toBe(404);
  });

  it('keeps writes to senior coordinators and reads to coordinators', async () => {
    expect((await asCoordinator.call('/api/coordinatorAssignments/', { body: { data: dataFor() } })).status).toBe(403);
    expect((await asRequester.call('/api/coordinatorAssignments')).status).toBe(403);
    expect((await t.call('/api/coordinatorAssignments')).status).toBe(401);
  });

  it('refuses a coordinator who is not one, unknown requesters and malformed data with a 400 naming the field', async () => {
    const notCoordinator = await asSenior.call('/api/coordinatorAssignments/', {
      body: { data: dataFor({ coordinatorCode: requester.userCode }) },
    });
    expect(notCoordinator.status).toBe(400);
    expect(notCoordinator.answer.messageData.field).toBe('data.coordinatorCode');
    const unknown = await asSenior.call('/api/coordinatorAssignments/', {
      body: { data: dataFor({ requesterCodes: ['NOBODY-1'] }) },
    });
    expect(unknown.status).toBe(400);
    expect(unknown.answer.messageData).toMatchObject({ field: 'data.requesterCodes', userCodes: ['NOBODY-1'] });
    expect(
      (await asSenior.call('/api/coordinatorAssignments/', { body: { data: dataFor({ orderTypes: ['WHOLESALE'] }) } }))
        .status,
    ).toBe(400);
    const foreign = await asSenior.call('/api/coordinatorAssignments/', {
      body: { data: dataFor({ coordinatorCode: sampleOnly.userCode, orderTypes: ['SAMPLE', 'PROMO'] }) },
    });
    expect(foreign.status).toBe(400);
    expect(foreign.answer.messageData).toMatchObject({ field: 'data.orderTypes', orderTypes: ['PROMO'] });
    expect((await asSenior.call('/api/coordinatorAssignments/x', { method: 'DELETE' })).status).toBe(400);
  });
});
