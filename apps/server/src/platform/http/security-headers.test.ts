import { existsSync, readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.js';

let plain: TestApp;
let secure: TestApp;
/** Behind a proxy on this machine that TRUST_PROXY names. */
let proxied: TestApp;
/** Not listening, so the test can add a route that fails. */
let failing: TestApp;
beforeAll(async () => {
  plain = await createTestApp();
  secure = await createTestApp({ database: plain.database, env: { PUBLIC_URL: 'https://stride.example.com' } });
  proxied = await createTestApp({ database: plain.database, env: { TRUST_PROXY: 'loopback' } });
  failing = await createTestApp({ database: plain.database, listen: false });
  failing.app.get('/api/test/boom', { config: { access: 'public' } }, async () => {
    throw new Error('boom');
  });
});
afterAll(async () => {
  await failing.close();
  await proxied.close();
  await secure.close();
  await plain.close();
});

const expectAppHeaders = (headers: Headers | Record<string, unknown>) => {
  const get = (name: string) =>
    headers instanceof Headers ? headers.get(name) : ((headers[name] as string | undefined) ?? null);
  const policy = get('content-security-policy') ?? '';
  expect(policy).toContain("script-src 'self'");
  expect(policy).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  expect(policy).toContain("frame-ancestors 'none'");
  expect(policy).toContain("object-src 'none'");
  expect(get('x-content-type-options')).toBe('nosniff');
  expect(get('referrer-policy')).toBe('no-referrer');
};

describe('security headers', () => {
  it('limits scripts to our own origin and forbids framing', async () => {
    expectAppHeaders((await plain.call('/api/config/version')).headers);
  });

  it.each([
    ['a 401', '/api/users/ping', {}, 401],
    ['a 404', '/api/no/such/route', {}, 404],
    ['a 400', '/api/users/session', { method: 'POST', rawBody: '{not json' }, 400],
    [
      'a cross-site refusal',
      '/api/users/session',
      { method: 'POST', body: { email: 'a@b.c', password: 'x' }, headers: { 'sec-fetch-site': 'cross-site' } },
      403,
    ],
  ] as const)('keeps them on %s', async (_label, path, options, status) => {
    const response = await plain.call(path, options);
    expect(response.status).toBe(status);
    expectAppHeaders(response.headers);
  });

  it('keeps them on a 500', async () => {
    const response = await failing.app.inject({ url: '/api/test/boom' });
    expect(response.statusCode).toBe(500);
    expectAppHeaders(response.headers);
  });

  it('sends HTTPS-only rules only when the app is served over HTTPS', async () => {
    const overHttp = await plain.call('/healthz');
    expect(overHttp.headers.get('strict-transport-security')).toBeNull();
    expect(overHttp.headers.get('content-security-policy')).not.toContain('upgrade-insecure-requests');

    const overHttps = await secure.call('/healthz');
    expect(overHttps.headers.get('strict-transport-security')).toContain('max-age=15552000');
    expect(overHttps.headers.get('content-security-policy')).toContain('upgrade-insecure-requests');
  });

  it('sends HSTS for a request a trusted proxy says came over TLS, and believes no one else', async () => {
    const tls = { headers: { 'x-forwarded-proto': 'https' } };
    expect((await proxied.call('/healthz', tls)).headers.get('strict-transport-security')).toContain('max-age=');
    expect((await proxied.call('/healthz')).headers.get('strict-transport-security')).toBeNull();
    // Without TRUST_PROXY the header is anyone's to send.
    expect((await plain.call('/healthz', tls)).headers.get('strict-transport-security')).toBeNull();
  });
});

describe("the web app's page", () => {
  // Vite writes the app's scripts as files (<script type="module" src>); an inline one would need
  // 'unsafe-inline' or a hash in script-src.
  const pages = ['../../../../web/index.html', '../../../../web/dist/index.html']
    .map((page) => new URL(page, import.meta.url))
    .filter((page) => existsSync(page));

  it.each(pages.map((page) => [page.pathname]))('%s runs no inline script', (page) => {
    const html = readFileSync(page, 'utf8');
    expect(html).toMatch(/<script\b/);
    expect(html).not.toMatch(/<script\b(?![^>]*\bsrc=)[^>]*>/i);
    expect(html).not.toMatch(/\son[a-z]+\s*=/i);
    expect(html).not.toMatch(/javascript:/i);
  });
});
