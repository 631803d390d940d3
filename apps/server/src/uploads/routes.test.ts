import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { UPLOAD_CHUNK_SIZE, type User } from '@stride/domain';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../test/factories.js';
import { createTestApp, readAnswer, signIn, type TestApp } from '../../test/test-app.js';
import { createSigner } from '../platform/crypto/signing.js';
import { forbidden } from '../platform/errors.js';
import { createPartUrls } from '../platform/storage/part-urls.js';
import type { UploadTargets } from './upload-targets.js';

const SECRET = 'upload-test-secret-0123456789abcdefghij';
const BUCKET = 'library';

/** Targets issued per user under `test-uploads/<userId>/`; completions are recorded. */
const completions: { user: string; key: string; stored: { size: number; contentType: string } }[] = [];
const fakeTargets: UploadTargets = {
  authorize: async (user: User, bucket, key) => {
    if (bucket !== BUCKET || !key.startsWith(`test-uploads/${user._id}/`)) throw forbidden();
  },
  completed: async (user, key, stored) => {
    completions.push({ user: user._id, key, stored });
  },
};

let t: TestApp;
let dataDir: string;
let cookie: string;
let userId: string;
let otherCookie: string;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'stride-uploads-'));
  t = await createTestApp({
    env: { DATA_DIR: dataDir, UPLOAD_SIGNING_SECRET: SECRET },
    deps: { uploadTargets: fakeTargets },
  });
  const user = await createUser(t.db);
  const other = await createUser(t.db);
  userId = user.id;
  cookie = await signIn(t, user.email, user.password!);
  otherCookie = await signIn(t, other.email, other.password!);
});
afterAll(async () => {
  await t?.close();
  await rm(dataDir, { recursive: true, force: true });
});

const keyFor = (name: string) => `test-uploads/${userId}/${name}`;
const create = (key: string, fileSize: number, as = cookie) =>
  t.call('/api/upload/aws/s3/create', {
    cookie: as,
    body: { bucket: BUCKET, key, fileSize, forceOverwrite: false, chunkSize: UPLOAD_CHUNK_SIZE },
  });
const putPart = (url: string, body: Buffer) =>
  fetch(`${t.baseUrl}${url}`, {
    method: 'PUT',
    body: new Uint8Array(body),
    headers: { 'content-type': 'application/octet-stream' },
  });
const stagingFolders = async () => readdir(path.join(dataDir, 'upload-staging')).catch(() => []);

/** A real PNG followed by filler, so the file has the size asked for and sniffs as an image. */
const pngOfSize = async (size: number) => {
  const png = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#3366cc' } })
    .png()
    .toBuffer();
  return Buffer.concat([png, Buffer.alloc(size - png.length, 7)]);
};

/** Uploads `file` through the whole protocol up to (not including) complete; answers the ids. */
const uploadParts = async (key: string, file: Buffer) => {
  const created = await create(key, file.length);
  expect(created.status).toBe(200);
  const { uploadId, urls } = await readAnswer(created);
  const etags: string[] = [];
  for (const [index, url] of (urls as string[]).entries()) {
    const part = file.subarray(index * UPLOAD_CHUNK_SIZE, (index + 1) * UPLOAD_CHUNK_SIZE);
    const answer = await putPart(url, part);
    expect(answer.status).toBe(200);
    etags.push(answer.headers.get('etag') ?? '');
  }
  return { uploadId: uploadId as string, urls: urls as string[], etags };
};
const complete = (key: string, uploadId: string, etags: unknown) =>
  t.call('/api/upload/aws/s3/complete', { cookie, body: { bucket: BUCKET, key, uploadId, etags } });

describe('upload protocol on local storage', () => {
  it('uploads a file of several parts and tells the target its size and sniffed type', async () => {
    const file = await pngOfSize(UPLOAD_CHUNK_SIZE * 2 + 12_345);
    const key = keyFor('campaign.png');
    const { uploadId, urls, etags } = await uploadParts(key, file);
    expect(urls).toHaveLength(3);
    expect(etags.every((etag) => /^"[0-9a-f]{32}"$/.test(etag))).toBe(true);
    expect(await stagingFolders()).toHaveLength(1);

    const completed = await complete(key, uploadId, etags);
    expect(completed.status).toBe(200);
    expect(await readAnswer(completed)).toEqual({ message: 'Success', key });
    expect(completions.at(-1)).toEqual({ user: userId, key, stored: { size: file.length, contentType: 'image/png' } });
    expect((await readFile(path.join(dataDir, 'files', key))).equals(file)).toBe(true);
    expect(await stagingFolders()).toEqual([]);
  });

  it('accepts ETags as S3 part objects in any order', async () => {
    const file = await pngOfSize(UPLOAD_CHUNK_SIZE + 10);
    const key = keyFor('objects.png');
    const { uploadId, etags } = await uploadParts(key, file);
    const parts = etags.map((ETag, index) => ({ PartNumber: index + 1, ETag })).reverse();
    expect((await complete(key, uploadId, parts)).status).toBe(200);
  });

  it('refuses a key that was not issued to the caller', async () => {
    expect((await create('test-uploads/someone-else/file.png', 100)).status).toBe(403);
    expect((await create(keyFor('mine.png'), 100, otherCookie)).status).toBe(403);
    expect(
      (await t.call('/api/upload/aws/s3/create', { body: { bucket: BUCKET, key: keyFor('a.png'), fileSize: 1 } }))
        .status,
    ).toBe(401);
  });

  it.each(['../../etc/passwd', 'test-uploads/../x.png', '/abs/path.png', 'a\\b.png', 'a//b.png'])(
    'refuses the path-like key %j',
    async (key) => {
      const answer = await create(key, 100);
      expect(answer.status).toBe(400);
      expect((await readAnswer(answer)).messageData.field).toBe('key');
    },
  );

  it('refuses part URLs with a bad signature or past their expiry', async () => {
    const { urls } = await readAnswer(await create(keyFor('signed.png'), 1_000));
    const url = new URL(urls[0], t.baseUrl);
    const tampered = `${url.pathname}?expires=${Number(url.searchParams.get('expires')) + 60}&signature=${url.searchParams.get('signature')}`;
    const bad = await putPart(tampered, Buffer.alloc(1_000));
    expect(bad.status).toBe(403);
    expect((await readAnswer(bad)).message).toMatch(/not valid/);

    const uploadId = url.pathname.split('/')[4] ?? '';
    const pastUrls = createPartUrls(createSigner(SECRET), () => Date.now() - 2 * 86_400_000);
    const expired = await putPart(pastUrls.url(uploadId, 1, 60), Buffer.alloc(1_000));
    expect(expired.status).toBe(403);
    expect((await readAnswer(expired)).message).toMatch(/expired/);
  });

  it('refuses a part larger or smaller than its place in the file', async () => {
    const { urls } = await readAnswer(await create(keyFor('sizes.png'), UPLOAD_CHUNK_SIZE + 100));
    const tooLarge = await putPart(urls[1], Buffer.alloc(101));
    expect(tooLarge.status).toBe(400);
    expect((await readAnswer(tooLarge)).message).toBe('Part 2 is too large: it must be 100 bytes.');
    const overChunk = await putPart(urls[0], Buffer.alloc(UPLOAD_CHUNK_SIZE + 1));
    expect(overChunk.status).toBe(400);
    expect((await putPart(urls[1], Buffer.alloc(99))).status).toBe(400);
  });

  it('refuses a file whose bytes are not an allowed type and deletes it', async () => {
    const file = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(5_000, 1)]);
    const key = keyFor('setup.png');
    const { uploadId, etags } = await uploadParts(key, file);
    const answer = await complete(key, uploadId, etags);
    expect(answer.status).toBe(400);
    expect((await readAnswer(answer)).message).toMatch(/^This type of file cannot be uploaded.*Allowed are images/);
    expect(await readdir(path.join(dataDir, 'files', 'test-uploads', userId))).not.toContain('setup.png');
  });

  it.each([
    ['page.png', '<!doctype html><script>alert(document.cookie)</script>'],
    ['logo.png', '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect/></svg>'],
    ['feed.jpg', '<?xml version="1.0"?><x:script xmlns:x="http://www.w3.org/1999/xhtml">alert(1)</x:script>'],
  ])('refuses %j whose bytes are markup a browser would run, whatever its name claims', async (name, markup) => {
    const key = keyFor(name);
    const { uploadId, etags } = await uploadParts(key, Buffer.from(markup.padEnd(5_000, ' ')));
    const answer = await complete(key, uploadId, etags);
    expect(answer.status).toBe(400);
    expect((await readAnswer(answer)).message).toMatch(/^This type of file cannot be uploaded/);
    expect(await readdir(path.join(dataDir, 'files', 'test-uploads', userId))).not.toContain(name);
  });

  it('refuses completion with a missing part, a wrong ETag or another user', async () => {
    const file = await pngOfSize(UPLOAD_CHUNK_SIZE + 10);
    const key = keyFor('partial.png');
    const { uploadId, etags } = await uploadParts(key, file);
    expect((await complete(key, uploadId, etags.slice(0, 1))).status).toBe(400);
    expect((await complete(key, uploadId, [etags[0], '"0000"'])).status).toBe(400);
    const stolen = await t.call('/api/upload/aws/s3/complete', {
      cookie: otherCookie,
      body: { bucket: BUCKET, key, uploadId, etags },
    });
    expect(stolen.status).toBe(403);
    expect((await complete(keyFor('other.png'), uploadId, etags)).status).toBe(403);
    expect((await complete(key, uploadId, etags)).status).toBe(200);
  });

  it('aborts an upload and leaves nothing behind', async () => {
    const key = keyFor('cancelled.png');
    const before = await stagingFolders();
    const { uploadId, urls } = await readAnswer(await create(key, UPLOAD_CHUNK_SIZE + 5));
    expect((await putPart(urls[0], Buffer.alloc(UPLOAD_CHUNK_SIZE))).status).toBe(200);
    const aborted = await t.call('/api/upload/aws/s3/abort', { cookie, body: { bucket: BUCKET, key, uploadId } });
    expect(aborted.status).toBe(200);
    expect(await stagingFolders()).toEqual(before);
    expect((await putPart(urls[1], Buffer.alloc(5))).status).toBe(400);
    expect((await complete(key, uploadId, ['"a"', '"b"'])).status).toBe(400);
  });
});
