import { COLLECTION_SIZE_LIMIT_BYTES, imageSizes } from '@stride/domain';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  advertisingEditor,
  bytesOf,
  createPackagesTestApp,
  type PackagesTestApp,
  postForm,
  productsUser,
} from '../../test/package-fixtures.js';
import { readAnswer } from '../../test/test-app.js';
import { readZip, zipEntryHeaders } from '../../test/zip.js';

let p: PackagesTestApp;
let cookie: string;
const hero = Buffer.from('pretend this is a jpeg');
const notes = Buffer.from('Campaign notes. '.repeat(500));

beforeAll(async () => {
  p = await createPackagesTestApp();
  ({ cookie } = await p.signInWith([productsUser, advertisingEditor]));
});
afterAll(() => p?.close());

const download = (data: unknown, options: { cookie?: string; downloadId?: string } = {}) =>
  postForm(p.t, '/api/packages/download', data, { cookie, ...options });

describe('POST /api/packages/download (part 2 §7.11)', () => {
  it('streams a zip of library files and product photos, named as chosen, and says it started', async () => {
    const files = [
      await p.storeFile('hero.jpg', hero),
      await p.storeFile('notes.txt', notes),
      await p.storeFile('NOTES.txt', Buffer.from('second file of the same name')),
    ];
    const { products } = await p.insertProducts(1, ['A', 'B']);
    const { style, color } = products[0]!;
    const photo = { type: 'photo', style, color, productType: products[0]!.productType, heroOnly: false, small: true };

    const response = await download({ filename: 'Spring Campaign', files: [...files, photo] }, { downloadId: 'q-17' });

    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/zip');
    expect(response.headers.get('content-disposition')).toContain('filename="Spring Campaign.zip"');
    const cookieHeader = response.headers.getSetCookie().find((set) => set.startsWith('stride-download-q-17='));
    expect(cookieHeader).toMatch(/^stride-download-q-17=started; Max-Age=60; Path=\/; SameSite=Lax$/);
    const zip = await bytesOf(response);
    const entries = await readZip(zip);
    const photoName = `${style}_${color}`;
    expect([...entries.keys()]).toEqual([
      'hero.jpg',
      'notes.txt',
      'NOTES (2).txt',
      `${photoName}_A.jpg`,
      `${photoName}_B.jpg`,
    ]);
    expect(entries.get('hero.jpg')).toEqual(hero);
    expect(entries.get('notes.txt')).toEqual(notes);
    const picture = await sharp(entries.get(`${photoName}_B.jpg`)).metadata();
    expect([picture.format, picture.width]).toEqual(['jpeg', imageSizes.small]);
    const headers = await zipEntryHeaders(zip);
    expect(headers.get('hero.jpg')?.compressionMethod).toBe(0);
    expect(headers.get('notes.txt')?.compressionMethod).toBe(8);
  });

  it('packs hostile file names as plain, distinct entries, and names the zip safely', async () => {
    const names = ['../../etc/passwd', '/etc/passwd', 'a"b\r\nc.txt', '..\\..\\boot.ini', 'passwd', 'a_b__c.txt'];
    const files = await Promise.all(names.map((name) => p.storeFile(name, Buffer.from(name))));
    const response = await download({ filename: '../x"\r\n.zip', files }, { downloadId: 'hostile' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="_x___.zip"; filename*=UTF-8''_x___.zip`,
    );
    expect(response.headers.get('content-security-policy')).toContain('sandbox');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    // yauzl refuses absolute and `..` paths itself: that it reads the zip is part of the check.
    const entries = await readZip(await bytesOf(response));
    expect([...entries.keys()]).toEqual([
      '_.._etc_passwd',
      '_etc_passwd',
      'a_b__c.txt',
      '_.._boot.ini',
      'passwd',
      'a_b__c (2).txt',
    ]);
    expect([...entries.values()].map(String)).toEqual(names);
  });

  it('sends only the hero view, large, when asked', async () => {
    const { products } = await p.insertProducts(1, ['A', 'B', 'C']);
    const { style, color, productType } = products[0]!;
    const response = await download({
      filename: 'hero',
      files: [{ type: 'photo', style, color, productType, heroOnly: true, small: false }],
    });
    const entries = await readZip(await bytesOf(response));
    expect([...entries.keys()]).toEqual([`${style}_${color}_A.jpg`]);
    expect((await sharp(entries.get(`${style}_${color}_A.jpg`)).metadata()).width).toBe(imageSizes.large);
  });

  it('refuses the whole package when one file may not be read, before any byte of zip', async () => {
    const allowed = await p.storeFile('allowed.jpg', hero);
    const secret = await p.storeFile('secret.jpg', hero, { forbidden: true });
    const response = await download({ filename: 'x', files: [allowed, secret] }, { downloadId: 'q-18' });
    expect(response.status).toBe(403);
    expect((await readAnswer(response)).messageCode).toBe('ITS_BE_ERROR_FORBIDDEN');
    expect(response.headers.getSetCookie()).toEqual([]);
  });

  it('refuses a key that names no file', async () => {
    const response = await download({
      filename: 'x',
      files: [{ type: 's3', key: 'assets/none/x.jpg', bucket: 'local' }],
    });
    expect(response.status).toBe(404);
  });

  it('refuses a collection of 20 GiB or more', async () => {
    const big = await p.storeFile('film.mp4', hero, { claimedSize: COLLECTION_SIZE_LIMIT_BYTES - 10 });
    const rest = await p.storeFile('rest.mp4', Buffer.alloc(10));
    const response = await download({ filename: 'x', files: [big, rest] });
    expect(response.status).toBe(400);
    const answer = await readAnswer(response);
    expect(answer.messageCode).toBe('ITS_BE_ERROR_COLLECTION_TOO_LARGE');
    expect(answer.messageData).toEqual({ bytes: COLLECTION_SIZE_LIMIT_BYTES, limit: COLLECTION_SIZE_LIMIT_BYTES });
  });

  it('refuses product photos to a user without the products permission', async () => {
    const { cookie: editorOnly } = await p.signInWith([advertisingEditor]);
    const { products } = await p.insertProducts(1, ['A']);
    const { style, color, productType } = products[0]!;
    const photo = { type: 'photo', style, color, productType };
    const response = await download({ filename: 'x', files: [photo] }, { cookie: editorOnly });
    expect(response.status).toBe(403);
  });

  it('answers 404 for a photo of an unknown product or of the wrong product type', async () => {
    const { products } = await p.insertProducts(1, ['A']);
    const { style, color, productType } = products[0]!;
    const otherType = productType === 'Apparel' ? 'Footwear' : 'Apparel';
    const response = await download({
      filename: 'x',
      files: [{ type: 'photo', style, color, productType: otherType }],
    });
    expect(response.status).toBe(404);
    expect((await readAnswer(response)).message).toBe(`Product ${style}_${color} was not found.`);
  });

  it.each([
    ['not JSON', '{files', 'The data field is not valid JSON.'],
    ['no files', JSON.stringify({ filename: 'x', files: [] }), 'Invalid data.files'],
    [
      'an unknown file type',
      JSON.stringify({ filename: 'x', files: [{ type: 'ftp', key: 'a' }] }),
      'Invalid data.files.0.type',
    ],
  ])('answers 400 for %s', async (_case, data, message) => {
    const response = await p.t.call('/api/packages/download', {
      rawBody: new URLSearchParams({ data }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      cookie,
    });
    expect(response.status).toBe(400);
    expect((await readAnswer(response)).message).toContain(message);
  });

  it('asks to sign in first', async () => {
    const response = await download({ filename: 'x', files: [await p.storeFile('a.jpg', hero)] }, { cookie: '' });
    expect(response.status).toBe(401);
  });
});

describe('photo packages: spreadsheet, division, assortment', () => {
  it('packs the photos of spreadsheet rows once each, leaving out unknown rows', async () => {
    const { products } = await p.insertProducts(2, ['A', 'B']);
    const [first, second] = products.map(({ style, color }) => ({ style, color }));
    const response = await postForm(
      p.t,
      '/api/packages/download/spreadsheet',
      {
        filename: 'rows',
        rows: [first, second, first, { style: 'ZZ404', color: '99' }],
        settings: { heroOnly: true, small: true },
      },
      { cookie, downloadId: 'sheet' },
    );
    expect(response.status).toBe(200);
    const entries = await readZip(await bytesOf(response));
    expect([...entries.keys()].sort()).toEqual(
      [`${first!.style}_${first!.color}_A.jpg`, `${second!.style}_${second!.color}_A.jpg`].sort(),
    );
  });

  it('packs every view of every product of a division', async () => {
    const { division, products } = await p.insertProducts(3, ['A', 'C']);
    const response = await postForm(
      p.t,
      '/api/packages/download/division',
      { filename: division, division, settings: { small: true } },
      { cookie },
    );
    const entries = await readZip(await bytesOf(response));
    expect([...entries.keys()].sort()).toEqual(
      products.flatMap(({ styleColorId }) => [`${styleColorId}_A.jpg`, `${styleColorId}_C.jpg`]).sort(),
    );
  });

  it('answers 400 for a division without products', async () => {
    const response = await postForm(
      p.t,
      '/api/packages/download/division',
      { filename: 'x', division: 'Nothing here' },
      { cookie },
    );
    expect(response.status).toBe(400);
    expect((await readAnswer(response)).message).toBe('There are no files to download in this package.');
  });

  it("packs the photos of the lines of a person's assortments that the query matches, each once", async () => {
    const { products } = await p.insertProducts(3, ['A', 'B']);
    const lines = products.map(({ style, color }) => ({ style, color }));
    const planner = await p.signInWith([{ domain: 'productAssortments', role: 'user' }, productsUser]);
    const other = await p.signInWith([{ domain: 'productAssortments', role: 'user' }, productsUser]);
    const create = async (cookie: string, body: Record<string, unknown>) =>
      expect((await p.t.call('/api/assortments', { cookie, body })).status).toBe(200);
    await create(planner.cookie, {
      title: 'Spring Mens',
      gender: 'Mens',
      season: 'Spring',
      year: 2027,
      products: lines.slice(0, 2),
    });
    await create(planner.cookie, {
      title: 'Spring Womens',
      gender: 'Womens',
      season: 'Spring',
      year: 2027,
      products: lines.slice(1),
    });
    await create(other.cookie, {
      title: 'Spring Mens',
      gender: 'Mens',
      season: 'Spring',
      year: 2027,
      products: lines.slice(2),
    });
    const zipOf = async (assortmentsQuery: Record<string, unknown>) => {
      const response = await postForm(
        p.t,
        '/api/packages/download/assortment',
        { filename: 'spring', assortmentsQuery, settings: { heroOnly: true } },
        { cookie: planner.cookie },
      );
      expect(response.status).toBe(200);
      return [...(await readZip(await bytesOf(response))).keys()].sort();
    };
    const heroes = (indexes: number[]) => indexes.map((index) => `${products[index]!.styleColorId}_A.jpg`).sort();

    // Title without case, or gender: only the planner's own assortments count.
    expect(await zipOf({ season: 'Spring', year: '2027', $or: [{ title: 'spring mens' }] })).toEqual(heroes([0, 1]));
    expect(await zipOf({ year: 2027 })).toEqual(heroes([0, 1, 2]));
    expect(await zipOf({ $or: [{ title: 'Spring Mens', gender: 'Womens' }, { gender: 'Womens' }] })).toEqual(
      heroes([1, 2]),
    );

    const none = await postForm(
      p.t,
      '/api/packages/download/assortment',
      { filename: 'x', assortmentsQuery: { season: 'Fall' } },
      { cookie: planner.cookie },
    );
    expect(none.status).toBe(400);
    expect((await readAnswer(none)).message).toBe('There are no files to download in this package.');
  });

  it('packs the lines of the internal plans the person may read, published ones for readers', async () => {
    const { products } = await p.insertProducts(2, ['A']);
    const internal = (subRole?: 'editor') => ({
      domain: 'internalAssortments' as const,
      role: 'user' as const,
      ...(subRole ? { subRole } : {}),
      scopes: { region: 'All' as const, channel: 'All' as const, productType: 'All' as const },
    });
    const assortmentsUser = { domain: 'productAssortments' as const, role: 'user' as const };
    const planner = await p.signInWith([assortmentsUser, productsUser, internal('editor')]);
    const reader = await p.signInWith([assortmentsUser, productsUser, internal()]);
    const title = `Package plan ${products[0]!.style}`;
    const created = await p.t.call('/api/internalAssortments', {
      cookie: planner.cookie,
      body: {
        title,
        season: 'Fall',
        year: 2031,
        channel: 'Wholesale',
        region: 'Domestic',
        products: products.map(({ style, color }) => ({ style, color })),
      },
    });
    expect(created.status).toBe(200);
    const { _id } = (await created.json()) as { _id: string };
    const zip = (cookie: string) =>
      postForm(
        p.t,
        '/api/packages/download/assortment',
        { filename: 'plan', assortmentsQuery: { orgType: 'internal', $or: [{ title }] }, settings: { heroOnly: true } },
        { cookie },
      );
    expect((await zip(planner.cookie)).status).toBe(200);
    // Still Unpublished: a reader finds nothing to pack.
    expect((await zip(reader.cookie)).status).toBe(400);
    await p.t.call(`/api/internalAssortments/${_id}`, {
      method: 'PATCH',
      cookie: planner.cookie,
      body: { state: 'Published' },
    });
    const published = await zip(reader.cookie);
    expect(published.status).toBe(200);
    expect([...(await readZip(await bytesOf(published))).keys()].sort()).toEqual(
      products.map((product) => `${product.styleColorId}_A.jpg`).sort(),
    );
  });

  it('keeps photo packages to users with the products permission', async () => {
    const { cookie: editorOnly } = await p.signInWith([advertisingEditor]);
    const response = await postForm(
      p.t,
      '/api/packages/download/division',
      { filename: 'x', division: 'Running' },
      { cookie: editorOnly },
    );
    expect(response.status).toBe(403);
  });
});
