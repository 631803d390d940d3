import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalDiskStorage } from './local-disk-storage.js';
import { createMemoryStorage } from './memory-storage.js';
import type { Storage } from './storage.js';

let root: string;
beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'stride-storage-'));
});
afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

const read = async (storage: Storage, key: string) => {
  const object = await storage.get(key);
  if (!object) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of object.stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return { data: Buffer.concat(chunks), size: object.size };
};

describe.each([
  ['local disk', () => createLocalDiskStorage(path.join(root, 'files'))],
  ['memory', () => createMemoryStorage()],
] as const)('%s storage', (_, create) => {
  let storage: Storage;
  beforeAll(() => {
    storage = create();
  });

  it('stores, streams back, replaces and deletes an object', async () => {
    expect(await storage.exists('images/a/one.jpg')).toBe(false);
    expect(await storage.get('images/a/one.jpg')).toBeNull();
    await storage.put('images/a/one.jpg', Buffer.from('first'));
    expect(await storage.exists('images/a/one.jpg')).toBe(true);
    expect(await read(storage, 'images/a/one.jpg')).toEqual({ data: Buffer.from('first'), size: 5 });
    await storage.put('images/a/one.jpg', Readable.from([Buffer.from('sec'), Buffer.from('ond!')]));
    expect(await read(storage, 'images/a/one.jpg')).toEqual({ data: Buffer.from('second!'), size: 7 });
    await storage.delete('images/a/one.jpg');
    expect(await storage.exists('images/a/one.jpg')).toBe(false);
    await expect(storage.delete('images/a/one.jpg')).resolves.toBeUndefined();
  });

  it.each([
    '../escape.txt',
    'a/../../escape.txt',
    '/etc/passwd',
    'a//b',
    'a/./b',
    '.hidden',
    'a/b/',
    'a\\b',
    'a\0b',
    '',
  ])('refuses the key %j', async (key) => {
    await expect(storage.put(key, Buffer.from('x'))).rejects.toThrow(/Unsafe storage key/);
    await expect(storage.get(key)).rejects.toThrow(/Unsafe storage key/);
    await expect(storage.exists(key)).rejects.toThrow(/Unsafe storage key/);
    await expect(storage.delete(key)).rejects.toThrow(/Unsafe storage key/);
  });
});

describe('local disk storage', () => {
  it('keeps files under its root and leaves no temporary files behind', async () => {
    const files = path.join(root, 'contained');
    const storage = createLocalDiskStorage(files);
    await storage.put('product-images/149710_BKWT/A-small.jpg', Buffer.from('jpeg'));
    expect(await readdir(path.join(files, 'product-images', '149710_BKWT'))).toEqual(['A-small.jpg']);
    expect(await readdir(root)).not.toContain('escape.txt');
  });

  it('does not treat a directory as an object', async () => {
    const storage = createLocalDiskStorage(path.join(root, 'dirs'));
    await storage.put('folder/file.bin', Buffer.from('x'));
    expect(await storage.exists('folder')).toBe(false);
  });

  it('removes the temporary file when a stream fails', async () => {
    const files = path.join(root, 'failing');
    const storage = createLocalDiskStorage(files);
    const failing = new Readable({
      read() {
        this.destroy(new Error('source broke'));
      },
    });
    await expect(storage.put('broken/file.bin', failing)).rejects.toThrow('source broke');
    expect(await readdir(path.join(files, 'broken'))).toEqual([]);
  });
});
