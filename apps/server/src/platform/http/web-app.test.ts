import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.js';

let t: TestApp;
const dist = mkdtempSync(path.join(os.tmpdir(), 'stride-web-dist-'));
beforeAll(async () => {
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'assets', 'index-abc123.js'), 'console.log(1)');
  t = await createTestApp({ env: { WEB_DIST_DIR: dist } });
});
afterAll(async () => {
  await t?.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('the web app', () => {
  it("announces a page's first API answers with the page, so the browser fetches them at once", async () => {
    const ping = '</api/users/ping>; rel=preload; as=fetch; crossorigin=use-credentials';
    const id = '5b0c3f4e-8f7a-4c1e-9a51-0d2f1b7c9e21';
    for (const page of ['manage', 'sort']) {
      const response = await t.call(`/product/assortments/assortment/${id}/${page}`);
      expect(response.status).toBe(200);
      expect(await response.text()).toContain('id="root"');
      expect(response.headers.get('link')).toBe(
        `${ping}, </api/assortments/${id}>; rel=preload; as=fetch; crossorigin=use-credentials`,
      );
    }
    expect((await t.call('/product/assortments/all')).headers.get('link')).toBe(ping);
    expect((await t.call('/product/assortments/assortment/not-an-id/manage')).headers.get('link')).toBe(ping);
  });

  it('sends the security headers with the page and its scripts', async () => {
    for (const url of ['/', '/product/assortments/all', '/assets/index-abc123.js']) {
      const response = await t.call(url);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-security-policy')).toContain("script-src 'self'");
      expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('referrer-policy')).toBe('no-referrer');
    }
  });
});
