import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, openEmptyDatabase, readAnswer, signIn, type TestApp } from '../../test/test-app.js';
import type { DatabaseHandle } from '../platform/db/database.js';
import { DEMO_PASSWORD } from './demo-users.js';
import { seedDemoData } from './seed-demo-data.js';

let database: DatabaseHandle;
let t: TestApp;

beforeAll(async () => {
  database = await openEmptyDatabase();
  t = await createTestApp({ database });
  await seedDemoData(database.db, { catalogueStyles: 40 });
});
afterAll(async () => {
  await t?.close();
  await database?.close();
});

const tabOf = async (login: string, path: string) => {
  const cookie = await signIn(t, `${login}@stride.demo`, DEMO_PASSWORD);
  const answer = await readAnswer(await t.call(`/api/orders/${path}/query`, { body: {}, cookie }));
  return answer.rows as { status: string; orderApprovalStatus: string; lineCount: number }[];
};

describe('demo orders', () => {
  it('fill every tab of the demo requester, with lines', async () => {
    for (const path of [
      'samples/active-orders',
      'samples/archived-orders',
      'promos/needs-review',
      'promos/reviewed',
      'promos/archived',
    ]) {
      const rows = await tabOf('user', path);
      expect(rows.length, path).toBeGreaterThanOrEqual(2);
      expect(
        rows.every((row) => row.lineCount > 0),
        path,
      ).toBe(true);
    }
  });

  it('give the approver, the senior approver, the coordinators and the rep orders of their own to act on', async () => {
    expect(
      (await tabOf('approver', 'promos/needs-review')).some((row) => row.orderApprovalStatus === 'REQUIRES APPROVER'),
    ).toBe(true);
    expect(
      (await tabOf('senior-approver', 'promos/needs-review')).some(
        (row) => row.orderApprovalStatus === 'REQUIRES SENIOR',
      ),
    ).toBe(true);
    expect((await tabOf('sample-coordinator', 'samples/active-orders')).map((row) => row.status)).toEqual(
      expect.arrayContaining(['SUBMITTED', 'IN PROGRESS']),
    );
    expect((await tabOf('coordinator', 'promos/reviewed')).length).toBeGreaterThan(0);
    expect((await tabOf('rep', 'wholesale/active')).length).toBeGreaterThanOrEqual(2);
  });
});
