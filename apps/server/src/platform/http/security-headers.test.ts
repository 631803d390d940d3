import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.js';

let plain: TestApp;
let secure: TestApp;
beforeAll(async () => {
  plain = await createTestApp();
  secure = await createTestApp({ database: plain.database, env: { PUBLIC_URL: 'https://stride.example.com' } });
});
afterAll(async () => {
  await secure.close();
  await plain.close();
});

describe('security headers', () => {
  it('limits scripts to our own origin and forbids framing', async () => {
    const response = await plain.call('/api/config/version');
    const policy = response.headers.get('content-security-policy') ?? '';
    expect(policy).toContain("script-src 'self'");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("object-src 'none'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('no-referrer');
  });

  it('sends HTTPS-only rules only when the app is served over HTTPS', async () => {
    const overHttp = await plain.call('/healthz');
    expect(overHttp.headers.get('strict-transport-security')).toBeNull();
    expect(overHttp.headers.get('content-security-policy')).not.toContain('upgrade-insecure-requests');

    const overHttps = await secure.call('/healthz');
    expect(overHttps.headers.get('strict-transport-security')).toContain('max-age=15552000');
    expect(overHttps.headers.get('content-security-policy')).toContain('upgrade-insecure-requests');
  });

  it('keeps the headers on error answers too', async () => {
    const response = await plain.call('/api/no/such/route');
    expect(response.status).toBe(404);
    expect(response.headers.get('content-security-policy')).toContain("default-src 'self'");
  });
});
