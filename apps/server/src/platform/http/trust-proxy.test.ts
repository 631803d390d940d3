import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.js';

/** Who a request says it is from, and how, as the app believes it. */
const withClientRoute = async (env: Record<string, string>) => {
  const t = await createTestApp({ env, listen: false });
  t.app.get('/api/test/client', { config: { access: 'public' } }, async (request) => ({
    ip: request.ip,
    protocol: request.protocol,
    host: request.host,
  }));
  return t;
};

let off: TestApp;
let listed: TestApp;
let everyHop: TestApp;
beforeAll(async () => {
  off = await withClientRoute({});
  listed = await withClientRoute({ TRUST_PROXY: '10.0.0.5', LOGIN_RATE_LIMIT_MAX: '10000' });
  everyHop = await withClientRoute({ TRUST_PROXY: 'true' });
});
afterAll(async () => {
  await Promise.all([off, listed, everyHop].map((t) => t?.close()));
});

const forwarded = {
  'x-forwarded-for': '203.0.113.9',
  'x-forwarded-proto': 'https',
  'x-forwarded-host': 'evil.example',
};
const client = async (t: TestApp, remoteAddress: string, headers: Record<string, string> = forwarded) =>
  (await t.app.inject({ url: '/api/test/client', remoteAddress, headers: { host: 'stride.test', ...headers } })).json();

describe('TRUST_PROXY', () => {
  it('believes no X-Forwarded-* header by default: the address is the connection’s', async () => {
    expect(await client(off, '198.51.100.7')).toEqual({ ip: '198.51.100.7', protocol: 'http', host: 'stride.test' });
    expect(await client(off, '10.0.0.5')).toEqual({ ip: '10.0.0.5', protocol: 'http', host: 'stride.test' });
  });

  it('believes the proxies it names, and only them', async () => {
    expect(await client(listed, '10.0.0.5')).toEqual({ ip: '203.0.113.9', protocol: 'https', host: 'evil.example' });
    // A client connecting directly cannot name itself.
    expect(await client(listed, '198.51.100.7')).toEqual({ ip: '198.51.100.7', protocol: 'http', host: 'stride.test' });
    // Through the proxy, an address the client wrote itself comes before the one the proxy adds.
    const spoofed = { ...forwarded, 'x-forwarded-for': '1.2.3.4, 203.0.113.9' };
    expect((await client(listed, '10.0.0.5', spoofed)).ip).toBe('203.0.113.9');
  });

  it('believes every hop when set to true (only for a proxy that replaces the header)', async () => {
    expect((await client(everyHop, '198.51.100.7')).ip).toBe('203.0.113.9');
  });
});
