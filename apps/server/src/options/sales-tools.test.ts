import type { Permission } from '@stride/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../test/factories.js';
import { createTestApp, readAnswer, signIn, type TestApp } from '../../test/test-app.js';
import { loadConfig } from '../platform/config.js';

const TRAVEL = 'https://travel.example.org/calendar?team=sales';
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ env: { TRAVEL_CALENDAR_URL: TRAVEL } });
});
afterAll(() => t?.close());

const toolsOf = async (permissions: Permission[]) => {
  const user = await createUser(t.db, { permissions });
  const response = await t.call('/api/options/data/salesTools', {
    cookie: await signIn(t, user.email, user.password!),
  });
  expect(response.status).toBe(200);
  return (await readAnswer(response)).salesTools;
};

describe('GET /api/options/data/salesTools', () => {
  it('answers the configured address of each Sales tool the user’s permissions open, and no other', async () => {
    expect(
      await toolsOf([
        { domain: 'travelCalendar', role: 'user' },
        { domain: 'spendingApproval', role: 'approver' },
      ]),
    ).toEqual([
      { tool: 'travelCalendar', url: TRAVEL },
      { tool: 'spendingApproval', url: 'https://intranet.stride.example/finance/spending-approval' },
    ]);
    // The spending approval rule names user and approver, not coordinator.
    expect(await toolsOf([{ domain: 'spendingApproval', role: 'coordinator' }])).toEqual([]);
    expect(await toolsOf([{ domain: 'products', role: 'user' }])).toEqual([]);
  });
});

describe('Sales tool addresses', () => {
  it('default to the demo intranet outside production; in production only configured tools are offered', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).salesToolUrls.upcLookup).toBe(
      'https://intranet.stride.example/product/upc-lookup',
    );
    expect(loadConfig({ NODE_ENV: 'production', UPC_LOOKUP_URL: 'https://upc.example.org/' }).salesToolUrls).toEqual({
      upcLookup: 'https://upc.example.org/',
    });
    expect(() => loadConfig({ UPC_LOOKUP_URL: 'not a url' })).toThrow(/UPC_LOOKUP_URL/);
  });
});
