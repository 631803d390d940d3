import { copyFile, type FileHandle, mkdir, open, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createSigner } from '../crypto/signing.js';
import { randomToken } from '../crypto/tokens.js';
import { createLocalMultipart } from './local-multipart.js';
import { createPartUrls, type PartUrls } from './part-urls.js';
import { assertSafeKey, type Storage } from './storage.js';

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

export type LocalDiskOptions = {
  /** Multipart uploads in progress; beside `root` by default (same disk, so completion is a rename). */
  stagingDir?: string;
  /** Signs part URLs; a random secret by default (part URLs then die with the process). */
  partUrls?: PartUrls;
};

/** Files under `root` (DATA_DIR/files in the app), one file per key. */
export const createLocalDiskStorage = (root: string, options: LocalDiskOptions = {}): Storage => {
  const base = path.resolve(root);

  const fileFor = (key: string) => {
    const file = path.resolve(base, assertSafeKey(key));
    // Belt and braces: the key rules already keep paths inside, this proves it per call.
    if (!file.startsWith(base + path.sep)) throw new Error(`Storage key escapes the store: ${key}`);
    return file;
  };

  /** Moves a finished file to `key`, by a rename, or by a copy when the two are on different disks. */
  const place = async (key: string, source: string) => {
    const file = fileFor(key);
    await mkdir(path.dirname(file), { recursive: true });
    try {
      await rename(source, file);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
      const temporary = `${file}.${randomToken().slice(0, 12)}.tmp`;
      await copyFile(source, temporary);
      await rename(temporary, file);
      await rm(source, { force: true });
    }
  };

  return {
    put: async (key, body) => {
      const file = fileFor(key);
      await mkdir(path.dirname(file), { recursive: true });
      // Written beside the target and renamed over it, so a reader sees the old or the new file.
      const temporary = `${file}.${randomToken().slice(0, 12)}.tmp`;
      try {
        if (Buffer.isBuffer(body)) await writeFile(temporary, body);
        // Opened before streaming: a write stream opens its file lazily, so a source failing at
        // once could leave a file created after the cleanup below had already run.
        else await pipeline(body as Readable, (await open(temporary, 'w')).createWriteStream());
        await rename(temporary, file);
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
    },

    get: async (key) => {
      const file = fileFor(key);
      let handle: FileHandle;
      try {
        handle = await open(file, 'r');
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
      // One open descriptor for the size and the stream, so a concurrent replace cannot mix them.
      try {
        const { size } = await handle.stat();
        return { stream: handle.createReadStream(), size };
      } catch (error) {
        await handle.close();
        throw error;
      }
    },

    readStart: async (key, length) => {
      let handle: FileHandle;
      try {
        handle = await open(fileFor(key), 'r');
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
      try {
        const buffer = Buffer.alloc(length);
        const { bytesRead } = await handle.read(buffer, 0, length, 0);
        return buffer.subarray(0, bytesRead);
      } finally {
        await handle.close();
      }
    },

    exists: async (key) => {
      try {
        return (await stat(fileFor(key))).isFile();
      } catch (error) {
        if (isMissing(error)) return false;
        throw error;
      }
    },

    delete: async (key) => {
      await rm(fileFor(key), { force: true });
    },

    ...createLocalMultipart({
      stagingDir: path.resolve(options.stagingDir ?? `${base}-staging`),
      partUrls: options.partUrls ?? createPartUrls(createSigner(randomToken())),
      place,
    }),
  };
};
