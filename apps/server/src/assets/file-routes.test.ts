import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertAsset, libraryPermission } from '../../test/asset-factories.js';
import { createUser } from '../../test/factories.js';
import { createTestApp, openEmptyDatabase, signIn, type TestApp } from '../../test/test-app.js';
import { FILE_CONTENT_SECURITY_POLICY } from '../platform/http/file-answer.js';
import { createMemoryStorage } from '../platform/storage/memory-storage.js';
import { assetFileKey } from './file-records.js';

const storage = createMemoryStorage();
const pdf = Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
let t: TestApp;
let viewer: string;
let stranger: string;
let fileId: string;
/** Stored files whose recorded type a browser would run, as if they had got past the upload's sniffing. */
const activeFiles: Record<string, { fileId: string; bytes: Buffer }> = {};
const active = [
  { filename: 'page.html', contentType: 'text/html', bytes: '<script>alert(document.cookie)</script>' },
  {
    filename: 'logo.svg',
    contentType: 'image/svg+xml',
    bytes: '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>',
  },
  { filename: 'feed.xml', contentType: 'application/xml; charset=utf-8', bytes: '<?xml version="1.0"?><x/>' },
  { filename: 'a"b\r\nc.png', contentType: 'text/html\r\nX-Injected: 1', bytes: '<p>hi</p>' },
];

beforeAll(async () => {
  t = await createTestApp({ database: await openEmptyDatabase(), deps: { storage } });
  const asset = await insertAsset(t.db, { libraryType: 'ProductDocument', name: 'Fit_guide.pdf' }, [
    { filename: 'Fit_guide.pdf', usageType: 'Primary', contentType: 'application/pdf', fileSize: pdf.length },
  ]);
  fileId = asset.fileIds[0]!;
  await storage.put(assetFileKey(fileId, 'Fit_guide.pdf'), pdf);
  const hostile = await insertAsset(
    t.db,
    { libraryType: 'ProductDocument', name: 'Hostile files' },
    active.map(({ filename, contentType, bytes }) => ({
      filename,
      contentType,
      fileSize: bytes.length,
      usageType: 'Working File',
    })),
  );
  for (const [index, file] of active.entries()) {
    const id = hostile.fileIds[index]!;
    activeFiles[file.filename] = { fileId: id, bytes: Buffer.from(file.bytes) };
    await storage.put(assetFileKey(id, file.filename), Buffer.from(file.bytes));
  }
  const user = await createUser(t.db, { permissions: [libraryPermission('ProductDocument', 'user')] });
  const other = await createUser(t.db, { permissions: [libraryPermission('StepAsset', 'user')] });
  viewer = await signIn(t, user.email, user.password!);
  stranger = await signIn(t, other.email, other.password!);
});
afterAll(() => t?.close());

describe('GET /api/assets/files/{fileId}', () => {
  it('serves a pdf inline, framable by the app’s own previewer only (browsers show no pdf in a sandbox)', async () => {
    const response = await t.call(`/api/assets/files/${fileId}`, { cookie: viewer });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toMatch(/^inline;.*Fit_guide\.pdf/);
    expect(response.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'self'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await response.arrayBuffer())).toEqual(pdf);
  });

  it('offers it as a sandboxed download with download=1', async () => {
    const response = await t.call(`/api/assets/files/${fileId}?download=1`, { cookie: viewer });
    expect(response.headers.get('content-disposition')).toMatch(/^attachment;/);
    expect(response.headers.get('content-security-policy')).toBe(FILE_CONTENT_SECURITY_POLICY);
  });

  it.each(active.map((file) => [file.filename, file.contentType]))(
    'never lets the stored file %j (%j) run on the app’s origin: a sandboxed, unsniffed download',
    async (filename) => {
      const { fileId: id, bytes } = activeFiles[filename]!;
      const response = await t.call(`/api/assets/files/${id}`, { cookie: viewer });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="[^"\\\r\n]+"; filename\*=/);
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('content-security-policy')).toBe(
        "default-src 'none'; frame-ancestors 'self'; sandbox",
      );
      expect(response.headers.get('x-injected')).toBeNull();
      expect(Buffer.from(await response.arrayBuffer())).toEqual(bytes);
    },
  );

  it('names a hostile file name safely in the header', async () => {
    const response = await t.call(`/api/assets/files/${activeFiles['a"b\r\nc.png']!.fileId}`, { cookie: viewer });
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="a_b__c.png"; filename*=UTF-8''a_b__c.png`,
    );
    // A type that is no media type is sent as plain bytes.
    expect(response.headers.get('content-type')).toBe('application/octet-stream');
  });

  it('refuses a user without the library’s view rule', async () => {
    const response = await t.call(`/api/assets/files/${fileId}`, { cookie: stranger });
    expect(response.status).toBe(403);
  });
});
