import { once } from 'node:events';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../test/factories.js';
import { createTestApp, type JsonCaller, jsonCaller, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let me: JsonCaller;

beforeAll(async () => {
  t = await createTestApp();
  me = await jsonCaller(t, await createUser(t.db, { permissions: [{ domain: 'promoOrders', role: 'coordinator' }] }));
});
afterAll(() => t?.close());

const address = { street: '350 Fifth Avenue', city: 'New York', state: 'ny', zip: '10118' };

describe('shippers', () => {
  it('lists the shippers with their tracking pages and which a coordinator may choose', async () => {
    const { status, answer } = await me.call('/api/shippers');
    expect(status).toBe(200);
    expect(answer.find((shipper: { code: string }) => shipper.code === 'UPS')).toEqual({
      code: 'UPS',
      name: 'UPS',
      url: 'https://www.ups.com/track?tracknum={tracking}',
      coordinatorSelectable: true,
    });
    expect(answer.some((shipper: { coordinatorSelectable: boolean }) => !shipper.coordinatorSelectable)).toBe(true);
  });

  it('answers the city and state of a ZIP code: 400 when malformed, 404 when unknown', async () => {
    expect((await me.call('/api/shippers/usps/citystate/90210')).answer).toEqual({
      zip: '90210',
      city: 'Beverly Hills',
      state: 'CA',
    });
    expect((await me.call('/api/shippers/usps/citystate/10001-1234')).answer.state).toBe('NY');
    expect((await me.call('/api/shippers/usps/citystate/9021')).status).toBe(400);
    expect((await me.call('/api/shippers/usps/citystate/ABCDE')).status).toBe(400);
    expect((await me.call('/api/shippers/usps/citystate/00000')).status).toBe(404);
  });

  it('checks an address without a carrier: format, then the ZIP against the state', async () => {
    const good = await me.call('/api/shippers/ups/confirm/', { body: address });
    expect(good.answer).toMatchObject({ valid: true, carrier: null, problems: [] });
    expect(good.answer.message).toContain('No carrier is configured');
    const wrongState = await me.call('/api/shippers/ups/confirm/', { body: { ...address, state: 'CA' } });
    expect(wrongState.answer).toMatchObject({ valid: false, problems: [{ field: 'zip' }] });
    expect(wrongState.answer.problems[0].message).toBe('The ZIP code 10118 is in NY, not CA.');
    const badZip = await me.call('/api/shippers/ups/confirm/', { body: { ...address, zip: '1011' } });
    expect(badZip.status).toBe(400);
    expect(badZip.answer.messageData.field).toBe('body.zip');
    expect((await me.call('/api/shippers/ups/confirm/', { body: { ...address, street: '' } })).status).toBe(400);
  });

  it('refuses people without an order permission', async () => {
    const outsider = await jsonCaller(
      t,
      await createUser(t.db, { permissions: [{ domain: 'products', role: 'user' }] }),
    );
    expect((await outsider.call('/api/shippers')).status).toBe(403);
    expect((await t.call('/api/shippers/usps/citystate/90210')).status).toBe(401);
  });
});

describe('shippers with UPS configured', () => {
  it('signs in to UPS once and answers its verdict and suggestion', async () => {
    const seen: string[] = [];
    const ups = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk) => {
        body += chunk;
      });
      request.on('end', () => {
        seen.push(`${request.method} ${request.url}`);
        response.setHeader('content-type', 'application/json');
        if (request.url === '/security/v1/oauth/token') {
          response.end(JSON.stringify({ access_token: 'tok', expires_in: '14399' }));
          return;
        }
        expect(request.headers.authorization).toBe('Bearer tok');
        const street = JSON.parse(body).XAVRequest.AddressKeyFormat.AddressLine[0];
        response.end(
          JSON.stringify({
            XAVResponse:
              street === 'Nowhere 1'
                ? { NoCandidatesIndicator: '' }
                : {
                    ValidAddressIndicator: '',
                    Candidate: {
                      AddressKeyFormat: {
                        AddressLine: ['350 5TH AVE'],
                        PoliticalDivision2: 'NEW YORK',
                        PoliticalDivision1: 'NY',
                        PostcodePrimaryLow: '10118',
                      },
                    },
                  },
          }),
        );
      });
    });
    ups.listen(0, '127.0.0.1');
    await once(ups, 'listening');
    const withUps = await createTestApp({
      database: t.database,
      env: {
        UPS_CLIENT_ID: 'id',
        UPS_CLIENT_SECRET: 'secret',
        UPS_API_URL: `http://127.0.0.1:${(ups.address() as AddressInfo).port}`,
      },
    });
    try {
      const caller = await jsonCaller(
        withUps,
        await createUser(withUps.db, { permissions: [{ domain: 'sampleOrders', role: 'user' }] }),
      );
      const confirmed = await caller.call('/api/shippers/ups/confirm/', { body: address });
      expect(confirmed.answer).toMatchObject({
        valid: true,
        carrier: 'UPS',
        candidate: { street: '350 5TH AVE', city: 'NEW YORK', state: 'NY', zip: '10118' },
      });
      const unknown = await caller.call('/api/shippers/ups/confirm/', { body: { ...address, street: 'Nowhere 1' } });
      expect(unknown.answer).toMatchObject({
        valid: false,
        carrier: 'UPS',
        message: 'UPS could not find this address.',
      });
      // A ZIP outside the state is answered here, without asking UPS.
      const mismatch = await caller.call('/api/shippers/ups/confirm/', { body: { ...address, state: 'NJ' } });
      expect(mismatch.answer).toMatchObject({ valid: false, problems: [{ field: 'zip' }] });
      expect(seen.filter((line) => line.includes('oauth'))).toHaveLength(1);
      expect(seen.filter((line) => line.includes('addressvalidation'))).toHaveLength(2);
    } finally {
      await withUps.close();
      ups.close();
    }
  });
});
