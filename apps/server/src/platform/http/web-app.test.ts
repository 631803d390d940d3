import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.js';

let t: TestApp;
const script = `export const rows = [${'"Tiny Steps - Crisp Journey",'.repeat(500)}];`;

/** The bytes as sent, with their headers (fetch would decode them). */
const rawGet = (url: string, headers: Record<string, string>) =>
  new Promise<{ headers: Record<string, unknown>; body: Buffer }>((resolve, reject) => {
    httpRequest(url, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ headers: response.headers, body: Buffer.concat(chunks) }));
    })
      .on('error', reject)
      .end();
  });
const dist = mkdtempSync(path.join(os.tmpdir(), 'stride-web-dist-'));
beforeAll(async () => {
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'assets', 'index-abc123.js'), 'console.log(1)');
  // As the build writes them: a script with its compressed copies and its source map beside it.
  writeFileSync(path.join(dist, 'assets', 'grid-def456.js'), script);
  writeFileSync(path.join(dist, 'assets', 'grid-def456.js.br'), zlib.brotliCompressSync(script));
  writeFileSync(path.join(dist, 'assets', 'grid-def456.js.gz'), zlib.gzipSync(script));
  writeFileSync(path.join(dist, 'assets', 'grid-def456.js.map'), '{"version":3,"mappings":""}');
  mkdirSync(path.join(dist, '.vite'));
  writeFileSync(path.join(dist, '.vite', 'manifest.json'), '{"index.html":{"file":"assets/index-abc123.js"}}');
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
    for (const page of ['showroom', 'showroom/divider/running', `showroom/detail/${id}`]) {
      expect((await t.call(`/product/assortments/assortment/${id}/${page}`)).headers.get('link')).toBe(
        `${ping}, </api/assortments/${id}/showroom>; rel=preload; as=fetch; crossorigin=use-credentials`,
      );
    }
    expect((await t.call('/product/assortments/all')).headers.get('link')).toBe(ping);
    expect((await t.call(`/product/assortments/assortment/${id}/showroom-config`)).headers.get('link')).toBe(ping);
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

  it('sends a script as the build compressed it when the browser takes that, and plain when not, cached for a year', async () => {
    const url = `${t.baseUrl}/assets/grid-def456.js`;
    const br = await rawGet(url, { 'accept-encoding': 'gzip, deflate, br, zstd' });
    const gzip = await rawGet(url, { 'accept-encoding': 'gzip' });
    const plain = await rawGet(url, {});
    expect([
      br.headers['content-encoding'],
      gzip.headers['content-encoding'],
      plain.headers['content-encoding'],
    ]).toEqual(['br', 'gzip', undefined]);
    expect(zlib.brotliDecompressSync(br.body).toString()).toBe(script);
    expect(zlib.gunzipSync(gzip.body).toString()).toBe(script);
    expect(plain.body.toString()).toBe(script);
    for (const answer of [br, gzip, plain]) {
      expect(answer.headers['content-type']).toContain('javascript');
      expect(answer.headers.vary).toContain('accept-encoding');
      expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
  });

  it('never caches the page itself and keeps source maps and the build reports to itself', async () => {
    expect((await t.call('/product/assortments/all')).headers.get('cache-control')).toBe('no-cache');
    for (const [url, inside] of [
      ['/assets/grid-def456.js.map', 'mappings'],
      ['/.vite/manifest.json', 'index-abc123'],
    ]) {
      const refused = await t.call(url!);
      expect(refused.status).toBe(404);
      expect(await refused.text()).not.toContain(inside);
    }
  });
});
