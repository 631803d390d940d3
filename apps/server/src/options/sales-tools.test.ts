import type { Permission } from '@stride/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../test/factories.js';
import { createTestApp, readAnswer, signIn, type TestApp } from '../../test/test-app.js';
import { loadConfig } from '../platform/config.js';

const TRAVEL = 'https://travel.example.org/calendar?team=sales';
const SPENDING = 'https://finance.example.org/spending';
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ env: { TRAVEL_CALENDAR_URL: TRAVEL, SPENDING_APPROVAL_URL: SPENDING } });
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
      { tool: 'spendingApproval', url: SPENDING },
    ]);
    // The spending approval rule names user and approver, not coordinator; UPC lookup has no address here.
    expect(await toolsOf([{ domain: 'spendingApproval', role: 'coordinator' }])).toEqual([]);
    expect(await toolsOf([{ domain: 'products', role: 'user' }])).toEqual([]);
    expect(await toolsOf([{ domain: 'upcLookup', role: 'user' }])).toEqual([]);
  });
});

describe('Sales tool addresses', () => {
  it('default to the demo intranet with demo data; otherwise only configured tools are offered', () => {
    expect(loadConfig({ NODE_ENV: 'production' }).salesToolUrls.upcLookup).toBe(
      'https://intranet.stride.example/product/upc-lookup',
    );
    const live = loadConfig({
      NODE_ENV: 'production',
      DATABASE_URL: 'postgres://stride@db.example.org/stride',
      UPC_LOOKUP_URL: 'https://upc.example.org/',
    });
    expect(live.salesToolUrls).toEqual({ upcLookup: 'https://upc.example.org/' });
    expect(() => loadConfig({ UPC_LOOKUP_URL: 'not a url' })).toThrow(/UPC_LOOKUP_URL/);
  });
});
