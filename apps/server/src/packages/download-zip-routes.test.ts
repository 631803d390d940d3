import { COLLECTION_SIZE_LIMIT_BYTES, imageSizes } from '@stride/domain';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { advertisingEditor, bytesOf } from '../../test/package-fixtures.js';
import { readAnswer } from '../../test/test-app.js';
import { readZip, zipEntryHeaders } from '../../test/zip.js';
import { useDownloadTestApp } from './download-routes-test-setup.js';

const { app, cookie, download } = useDownloadTestApp();
const hero = Buffer.from('pretend this is a jpeg');
const notes = Buffer.from('Campaign notes. '.repeat(500));

describe('POST /api/packages/download (part 2 §7.11)', () => {
  it('streams a zip of library files and product photos, named as chosen, and says it started', async () => {
    const files = [
      await app().storeFile('hero.jpg', hero),
      await app().storeFile('notes.txt', notes),
      await app().storeFile('NOTES.txt', Buffer.from('second file of the same name')),
    ];
    const { products } = await app().insertProducts(1, ['A', 'B']);
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
    const files = await Promise.all(names.map((name) => app().storeFile(name, Buffer.from(name))));
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
    const { products } = await app().insertProducts(1, ['A', 'B', 'C']);
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
    const allowed = await app().storeFile('allowed.jpg', hero);
    const secret = await app().storeFile('secret.jpg', hero, { forbidden: true });
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
    const big = await app().storeFile('film.mp4', hero, { claimedSize: COLLECTION_SIZE_LIMIT_BYTES - 10 });
    const rest = await app().storeFile('rest.mp4', Buffer.alloc(10));
    const response = await download({ filename: 'x', files: [big, rest] });
    expect(response.status).toBe(400);
    const answer = await readAnswer(response);
    expect(answer.messageCode).toBe('ITS_BE_ERROR_COLLECTION_TOO_LARGE');
    expect(answer.messageData).toEqual({ bytes: COLLECTION_SIZE_LIMIT_BYTES, limit: COLLECTION_SIZE_LIMIT_BYTES });
  });

  it('refuses product photos to a user without the products permission', async () => {
    const { cookie: editorOnly } = await app().signInWith([advertisingEditor]);
    const { products } = await app().insertProducts(1, ['A']);
    const { style, color, productType } = products[0]!;
    const photo = { type: 'photo', style, color, productType };
    const response = await download({ filename: 'x', files: [photo] }, { cookie: editorOnly });
    expect(response.status).toBe(403);
  });

  it('answers 404 for a photo of an unknown product or of the wrong product type', async () => {
    const { products } = await app().insertProducts(1, ['A']);
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
    const response = await app().t.call('/api/packages/download', {
      rawBody: new URLSearchParams({ data }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      cookie: cookie(),
    });
    expect(response.status).toBe(400);
    expect((await readAnswer(response)).message).toContain(message);
  });

  it('asks to sign in first', async () => {
    const response = await download({ filename: 'x', files: [await app().storeFile('a.jpg', hero)] }, { cookie: '' });
    expect(response.status).toBe(401);
  });
});
