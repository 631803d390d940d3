import type { Permission } from '@stride/domain';
import { afterAll, beforeAll, expect } from 'vitest';
import { createUser } from '../../test/factories.js';
import { createTestApp, type JsonCaller, jsonCaller, type TestApp } from '../../test/test-app.js';
import { createAuditLog } from '../audit/audit-log.js';
import type { OrdersServiceDeps } from './order-context.js';
import { createOrdersRepository } from './repository.js';
import { createOrdersService } from './service.js';

/** The people the order route tests act as, by their permissions. */
const people = {
  requester: [
    { domain: 'sampleOrders', role: 'user' },
    { domain: 'promoOrders', role: 'user' },
  ],
  other: [
    { domain: 'sampleOrders', role: 'user' },
    { domain: 'promoOrders', role: 'user' },
  ],
  coordinator: [
    { domain: 'sampleOrders', role: 'coordinator' },
    { domain: 'promoOrders', role: 'coordinator' },
  ],
  coordinator2: [{ domain: 'sampleOrders', role: 'coordinator' }],
  sampleCoordinator: [{ domain: 'sampleOrders', role: 'sampleCoordinator' }],
  approver: [{ domain: 'promoOrders', role: 'approver' }],
  senior: [{ domain: 'promoOrders', role: 'seniorApprover' }],
  rep: [{ domain: 'wholesaleOrders', role: 'REP' }],
  noOrders: [{ domain: 'products', role: 'user' }],
} satisfies Record<string, Permission[]>;

export type Person = keyof typeof people;

export const shoe = { style: 'TST100', color: '001', productType: 'Footwear' as const, gender: 'Womens' };

/**
 * The app of the calling test file, built before its tests and closed after them, with `names`
 * signed in: `as[name]` calls the app as them, `codes[name]` is their user code.
 */
export const useOrdersTestApp = (names: Person[]) => {
  let t: TestApp | undefined;
  /** A territory of the file's own, so the shared PostgreSQL database's other customers stay out. */
  const territory = `T-ORD-${Math.random().toString(36).slice(2, 8)}`;
  const as: Partial<Record<Person, JsonCaller>> = {};
  const codes: Partial<Record<Person, string>> = {};

  beforeAll(async () => {
    t = await createTestApp();
    for (const name of names) {
      const user = await createUser(t.db, {
        permissions: people[name],
        ...(name === 'rep' ? { wof: { access: true, country: 'USA' } } : {}),
        ...(name === 'senior' ? { hasAdvancedRights: true } : {}),
        ...(name === 'requester'
          ? { userTBEs: [{ territory, businessEntity: 'US', locations: [{ key: 'US' }] }] }
          : {}),
      });
      codes[name] = user.userCode;
      as[name] = await jsonCaller(t, user);
    }
  });
  afterAll(() => t?.close());

  const db = () => {
    if (!t) throw new Error('The orders test app is not built yet');
    return t.db;
  };

  return {
    territory,
    as,
    codes,
    db,
    createSample: async (lines = [shoe]) => {
      const { status, answer } = await as.requester!.call('/api/orders/samples/active-orders', {
        // No coordinator yet: other files' assignments in a shared database must not pick one.
        body: { purpose: 'Sales meeting', sizePreference: 'Preferred', coordinator: null, lines },
      });
      expect(status).toBe(200);
      return answer;
    },
    patch: (who: Person, path: string, id: string, body: unknown) =>
      as[who]!.call(`/api/orders/${path}/batch/${id}`, { method: 'PATCH', body }),
    /** The order system's service as it runs `days` from now, telling `onOrderEvent` what it did. */
    orderSystemIn: (days: number, onOrderEvent: OrdersServiceDeps['onOrderEvent'] = async () => {}) =>
      createOrdersService({
        repository: createOrdersRepository(db()),
        bypassPermissions: false,
        onOrderEvent,
        checkWholesaleSubmit: () => [],
        audit: createAuditLog(db()),
        coordinatorAssignments: async () => [],
        now: () => new Date(Date.now() + days * 86_400_000),
      }),
  };
};
