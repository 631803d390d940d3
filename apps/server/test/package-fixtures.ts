import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type ImageAngle, type Permission, uploadKeySegment } from '@stride/domain';
import type { DownloadableFiles } from '../src/packages/downloadable-files.js';
import { forbidden, notFound } from '../src/platform/errors.js';
import { createLocalDiskStorage } from '../src/platform/storage/local-disk-storage.js';
import { createProductsRepository } from '../src/products/repository.js';
import { generateCatalogue } from '../src/seed/catalogue.js';
import { createRandom } from '../src/seed/random.js';
import { createUser, uniqueToken } from './factories.js';
import { createTestApp, signIn, type TestApp } from './test-app.js';

export const productsUser: Permission = { domain: 'products', role: 'user' };
export const advertisingEditor: Permission = { domain: 'advertisingAssets', role: 'editor' };

/**
 * The app with a storage folder of its own and a stand-in for the asset libraries: stored files
 * are downloadable unless their key was marked forbidden.
 */
export const createPackagesTestApp = async () => {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'stride-packages-'));
  const storage = createLocalDiskStorage(path.join(dataDir, 'files'));
  const files = new Map<string, { name: string; size: number }>();
  const forbiddenKeys = new Set<string>();
  const downloadableFiles: DownloadableFiles = {
    resolve: async (_user, requested) =>
      requested.map(({ key }) => {
        if (forbiddenKeys.has(key)) throw forbidden();
        const file = files.get(key);
        if (!file) throw notFound('File');
        return { key, ...file };
      }),
  };
  const t: TestApp = await createTestApp({ env: { DATA_DIR: dataDir }, deps: { storage, downloadableFiles } });
  const catalogue = [...generateCatalogue(createRandom(7), { styles: 10, now: Date.UTC(2026, 0, 15) })];

  return {
    t,
    /** Stores a library file; `claimedSize` stands for a file too big to write in a test. */
    storeFile: async (name: string, body: Buffer, options: { forbidden?: boolean; claimedSize?: number } = {}) => {
      const key = `assets/${uniqueToken('a')}/${uploadKeySegment(name)}`;
      await storage.put(key, body);
      files.set(key, { name, size: options.claimedSize ?? body.length });
      if (options.forbidden) forbiddenKeys.add(key);
      return { type: 's3' as const, key, bucket: 'local', s3Type: 'Primary' };
    },
    /** Inserts products under new styles, with pictures of the given angles, in their own division. */
    insertProducts: async (count: number, angles: ImageAngle[], division = uniqueToken('Division')) => {
      const items = catalogue.slice(0, count).map((item) => {
        const style = uniqueToken('s').toUpperCase().slice(0, 20);
        const product = { ...item.product, style, styleColorId: `${style}_${item.product.color}`, division };
        const images = angles.map((angle) => ({
          angle,
          kind: 'photo' as const,
          hero: angle === 'A',
          fileName: `${angle}.jpg`,
        }));
        return { product, images };
      });
      await createProductsRepository(t.db).insertMany(items);
      return { division, products: items.map(({ product }) => product) };
    },
    signInWith: async (permissions: Permission[]) => {
      const user = await createUser(t.db, { permissions });
      return { user, cookie: await signIn(t, user.email, user.password!) };
    },
    close: async () => {
      await t.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
};

export type PackagesTestApp = Awaited<ReturnType<typeof createPackagesTestApp>>;

/** The hidden form's POST: `data` as JSON, and the download id. */
export const postForm = (t: TestApp, route: string, data: unknown, options: { cookie?: string; downloadId?: string }) =>
  t.call(route, {
    rawBody: new URLSearchParams({
      data: JSON.stringify(data),
      ...(options.downloadId && { downloadId: options.downloadId }),
    }).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    cookie: options.cookie,
  });

export const bytesOf = async (response: Response) => Buffer.from(await response.arrayBuffer());
