import { mkdtemp, readdir, rm, utimes } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalDiskStorage } from './local-disk-storage.js';

let root: string;
beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'stride-multipart-'));
});
afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

const MiB = 1_048_576;

describe('local disk multipart uploads', () => {
  it('takes parts in any order and shows the object only when complete', async () => {
    const storage = createLocalDiskStorage(path.join(root, 'files'));
    const data = Buffer.alloc(5 * MiB + 3, 1).fill(2, 5 * MiB);
    const uploadId = await storage.createMultipart('a/film.mp4', { size: data.length, chunkSize: 5 * MiB });
    const second = await storage.writePart?.(uploadId, 2, Readable.from([data.subarray(5 * MiB)]));
    const first = await storage.writePart?.(uploadId, 1, Readable.from([data.subarray(0, 5 * MiB)]));
    expect(await storage.exists('a/film.mp4')).toBe(false);
    const parts = [
      { partNumber: 1, etag: first ?? '' },
      { partNumber: 2, etag: second ?? '' },
    ];
    expect(await storage.completeMultipart('a/film.mp4', uploadId, parts)).toEqual({ size: data.length });
    expect((await storage.readStart('a/film.mp4', 10 * MiB))?.equals(data)).toBe(true);
    expect(await readdir(path.join(root, 'files-staging'))).toEqual([]);
  });

  it('purges uploads idle since before the cut-off and keeps the others', async () => {
    const stagingDir = path.join(root, 'staging');
    const storage = createLocalDiskStorage(path.join(root, 'purge-files'), { stagingDir });
    const old = await storage.createMultipart('a/old.bin', { size: 10, chunkSize: 5 * MiB });
    const fresh = await storage.createMultipart('a/fresh.bin', { size: 10, chunkSize: 5 * MiB });
    const twoDaysAgo = new Date(Date.now() - 2 * 86_400_000);
    await utimes(path.join(stagingDir, old), twoDaysAgo, twoDaysAgo);
    expect(await storage.purgeAbandonedMultiparts(new Date(Date.now() - 86_400_000))).toBe(1);
    expect(await readdir(stagingDir)).toEqual([fresh]);
  });
});
