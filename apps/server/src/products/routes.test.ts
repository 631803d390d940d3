import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { imageSizes } from '@stride/domain';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, uniqueToken } from '../../test/factories.js';
import { createTestApp, signIn, type TestApp } from '../../test/test-app.js';
import { type CatalogueItem, generateCatalogue } from '../seed/catalogue.js';
import { createRandom } from '../seed/random.js';
import { createProductsRepository, type NewCatalogueItem } from './repository.js';
import { IMAGE_CACHE_CONTROL } from './routes.js';

let t: TestApp;
let dataDir: string;
let cookie: string;
const ids = { footwear: '', apparel: '', noImages: '', otherNoImages: '' };

const catalogue = [...generateCatalogue(createRandom(99), { styles: 60, now: Date.UTC(2026, 0, 15) })];
const pick = (test: (item: CatalogueItem) => boolean) => {
  const found = catalogue.find(test);
  if (!found) throw new Error('The sample catalogue has no such product');
  return found;
};

/** A copy of a generated product under a style no other test uses. */
const insertProduct = async (item: CatalogueItem, images: NewCatalogueItem['images'] = item.images) => {
  const style = uniqueToken('s').toUpperCase();
  const styleColorId = `${style}_${item.product.color}`;
  await createProductsRepository(t.db).insertMany([{ product: { ...item.product, style, styleColorId }, images }]);
  return styleColorId;
};

const image = (
  styleColorId: string,
  angle = 'A',
  size = 'medium',
  options: { cookie?: string; headers?: Record<string, string>; query?: string } = {},
) =>
  t.call(`/api/products/images/${styleColorId}/${angle}/${size}${options.query ?? ''}`, {
    cookie: 'cookie' in options ? options.cookie : cookie,
    headers: options.headers,
  });

const bytes = async (response: Response) => Buffer.from(await response.arrayBuffer());

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'stride-images-'));
  t = await createTestApp({ env: { DATA_DIR: dataDir } });
  const user = await createUser(t.db, { permissions: [{ domain: 'products', role: 'user' }] });
  cookie = await signIn(t, user.email, user.password!);
  const footwear = pick(
    ({ product, images }) =>
      product.productType === 'Footwear' && images.filter((i) => i.kind === 'photo').length === 4,
  );
  ids.footwear = await insertProduct(footwear);
  ids.apparel = await insertProduct(
    pick(({ product, images }) => product.productType === 'Apparel' && images.length === 2),
  );
  ids.noImages = await insertProduct(footwear, []);
  ids.otherNoImages = await insertProduct(
    pick(({ product }) => product.productType === 'POP'),
    [],
  );
});
afterAll(async () => {
  await t?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

describe('GET /api/products/images/:styleColorId/:angle/:size', () => {
  it.each(Object.entries(imageSizes))('answers a %s JPEG of %i px square with long caching', async (size, pixels) => {
    const response = await image(ids.footwear, 'A', size);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/jpeg');
    expect(response.headers.get('cache-control')).toBe(IMAGE_CACHE_CONTROL);
    expect(response.headers.get('etag')).toMatch(/^"[\w-]{22}"$/);
    const body = await bytes(response);
    expect(Number(response.headers.get('content-length'))).toBe(body.length);
    expect(await sharp(body).metadata()).toMatchObject({ format: 'jpeg', width: pixels, height: pixels });
  });

  it('stores the rendering and serves the same bytes and ETag afterwards', async () => {
    const first = await image(ids.footwear, 'B', 'small');
    const firstBytes = await bytes(first);
    const stored = await readdir(path.join(dataDir, 'files', 'product-images', ids.footwear));
    expect(stored.filter((file) => file.startsWith('B-small-'))).toHaveLength(1);
    const second = await image(ids.footwear, 'B', 'small');
    expect(second.headers.get('etag')).toBe(first.headers.get('etag'));
    expect((await bytes(second)).equals(firstBytes)).toBe(true);
  });

  it('draws each angle differently', async () => {
    const tags = await Promise.all(
      ['A', 'B', 'C', 'D'].map(async (angle) => (await image(ids.footwear, angle, 'small')).headers.get('etag')),
    );
    expect(new Set(tags).size).toBe(4);
  });

  it('answers 304 without a body when If-None-Match holds the ETag', async () => {
    const etag = (await image(ids.footwear, 'A', 'small')).headers.get('etag')!;
    for (const ifNoneMatch of [etag, `W/${etag}`, `"other", ${etag}`, '*']) {
      const response = await image(ids.footwear, 'A', 'small', { headers: { 'if-none-match': ifNoneMatch } });
      expect(response.status, ifNoneMatch).toBe(304);
      expect(response.headers.get('etag')).toBe(etag);
      expect(response.headers.get('cache-control')).toBe(IMAGE_CACHE_CONTROL);
      expect((await bytes(response)).length).toBe(0);
    }
    const changed = await image(ids.footwear, 'A', 'small', { headers: { 'if-none-match': '"stale"' } });
    expect(changed.status).toBe(200);
  });

  it('answers WebP on request, with its own ETag', async () => {
    const jpeg = await image(ids.footwear, 'A', 'small');
    const webp = await image(ids.footwear, 'A', 'small', { query: '?format=webp' });
    expect(webp.status).toBe(200);
    expect(webp.headers.get('content-type')).toBe('image/webp');
    expect(webp.headers.get('etag')).not.toBe(jpeg.headers.get('etag'));
    expect(await sharp(await bytes(webp)).metadata()).toMatchObject({ format: 'webp', width: 160, height: 160 });
  });

  it('answers the coming-soon picture for a product without pictures, the same for every such product', async () => {
    const response = await image(ids.noImages, 'A', 'medium');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/jpeg');
    expect(await sharp(await bytes(response)).metadata()).toMatchObject({ width: 480, height: 480 });
    const other = await image(ids.otherNoImages, 'C', 'medium');
    expect(other.headers.get('etag')).toBe(response.headers.get('etag'));
    expect((await image(ids.footwear, 'A', 'medium')).headers.get('etag')).not.toBe(response.headers.get('etag'));
  });

  it('answers the coming-soon picture for an angle the product was not photographed from', async () => {
    const comingSoon = (await image(ids.noImages, 'A', 'small')).headers.get('etag');
    expect((await image(ids.apparel, 'A', 'small')).headers.get('etag')).not.toBe(comingSoon);
    const missingAngle = await image(ids.apparel, 'D', 'small');
    expect(missingAngle.status).toBe(200);
    expect(missingAngle.headers.get('etag')).toBe(comingSoon);
  });

  it('answers 404 for an unknown product', async () => {
    const response = await image('NOSUCHSTYLE1_BLK', 'A', 'small');
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({
      messageCode: 'ITS_BE_ERROR_NOT_FOUND',
      messageData: { what: 'Product' },
    });
  });

  it('answers 400 for an unknown angle, size or format, or a malformed id', async () => {
    expect((await image(ids.footwear, 'Z', 'small')).status).toBe(400);
    expect((await image(ids.footwear, 'A', 'huge')).status).toBe(400);
    expect((await image(ids.footwear, 'A', 'small', { query: '?format=gif' })).status).toBe(400);
    expect((await image('..%2F..%2Fetc', 'A', 'small')).status).toBe(400);
  });

  it('answers 401 without a session and 403 without the products permission', async () => {
    const anonymous = await image(ids.footwear, 'A', 'small', { cookie: undefined });
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toMatchObject({ messageCode: 'ITS_BE_ERROR_UNAUTHENTICATED' });
    const outsider = await createUser(t.db, { permissions: [{ domain: 'advertisingAssets', role: 'user' }] });
    const forbidden = await image(ids.footwear, 'A', 'small', {
      cookie: await signIn(t, outsider.email, outsider.password!),
    });
    expect(forbidden.status).toBe(403);
  });
});
