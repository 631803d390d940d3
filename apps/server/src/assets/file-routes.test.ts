import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertAsset, libraryPermission } from '../../test/asset-factories.js';
import { createUser } from '../../test/factories.js';
import { createTestApp, openEmptyDatabase, signIn, type TestApp } from '../../test/test-app.js';
import { createMemoryStorage } from '../platform/storage/memory-storage.js';
import { assetFileKey } from './file-records.js';

const storage = createMemoryStorage();
const pdf = Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
let t: TestApp;
let viewer: string;
let stranger: string;
let fileId: string;

beforeAll(async () => {
  t = await createTestApp({ database: await openEmptyDatabase(), deps: { storage } });
  const asset = await insertAsset(t.db, { libraryType: 'ProductDocument', name: 'Fit_guide.pdf' }, [
    { filename: 'Fit_guide.pdf', usageType: 'Primary', contentType: 'application/pdf', fileSize: pdf.length },
  ]);
  fileId = asset.fileIds[0]!;
  await storage.put(assetFileKey(fileId, 'Fit_guide.pdf'), pdf);
  const user = await createUser(t.db, { permissions: [libraryPermission('ProductDocument', 'user')] });
  const other = await createUser(t.db, { permissions: [libraryPermission('StepAsset', 'user')] });
  viewer = await signIn(t, user.email, user.password!);
  stranger = await signIn(t, other.email, other.password!);
});
afterAll(() => t?.close());

describe('GET /api/assets/files/{fileId}', () => {
  it('serves the file inline, framable by the app’s own previewer only', async () => {
    const response = await t.call(`/api/assets/files/${fileId}`, { cookie: viewer });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toMatch(/^inline;.*Fit_guide\.pdf/);
    expect(response.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'self'");
    expect(Buffer.from(await response.arrayBuffer())).toEqual(pdf);
  });

  it('offers it as a download with download=1', async () => {
    const response = await t.call(`/api/assets/files/${fileId}?download=1`, { cookie: viewer });
    expect(response.headers.get('content-disposition')).toMatch(/^attachment;/);
  });

  it('refuses a user without the library’s view rule', async () => {
    const response = await t.call(`/api/assets/files/${fileId}`, { cookie: stranger });
    expect(response.status).toBe(403);
  });
});
