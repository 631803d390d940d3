import { createWriteStream } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { randomToken } from '../crypto/tokens.js';
import { assertPartsComplete, checkedPartBytes, partRange } from './multipart-parts.js';
import type { PartUrls } from './part-urls.js';
import { MultipartError, type MultipartLayout, type Storage } from './storage.js';

type Manifest = MultipartLayout & { key: string };
type MultipartMethods = Pick<
  Storage,
  'createMultipart' | 'partUrl' | 'writePart' | 'completeMultipart' | 'abortMultipart' | 'purgeAbandonedMultiparts'
>;

const UPLOAD_ID = /^[A-Za-z0-9_-]{43}$/;
const MANIFEST = 'upload.json';
const DATA = 'data';
const etagFile = (partNumber: number) => `part-${partNumber}.etag`;
const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';
const unknownUpload = () =>
  new MultipartError(
    'This upload does not exist any more: it was completed, cancelled or abandoned.',
    'unknown-upload',
  );

/**
 * Multipart uploads on local disk. Each upload has a staging folder under `stagingDir` with its
 * layout, one `data` file every part is written into at its own offset (so parts may arrive in
 * any order and at once), and one ETag file per finished part. Completion checks the ETags and
 * renames `data` into place: the object appears whole or not at all, without a second copy.
 */
export const createLocalMultipart = (options: {
  stagingDir: string;
  partUrls: PartUrls;
  /** Moves a finished file into the store under `key` (a rename on the same disk). */
  place: (key: string, file: string) => Promise<void>;
}): MultipartMethods => {
  const { stagingDir, partUrls, place } = options;
  const folderOf = (uploadId: string) => {
    if (!UPLOAD_ID.test(uploadId)) throw unknownUpload();
    return path.join(stagingDir, uploadId);
  };
  const manifestOf = async (uploadId: string): Promise<Manifest> => {
    try {
      return JSON.parse(await readFile(path.join(folderOf(uploadId), MANIFEST), 'utf8')) as Manifest;
    } catch (error) {
      if (isMissing(error)) throw unknownUpload();
      throw error;
    }
  };
  // Written beside and renamed, which also marks the folder as recently used for the purge.
  const writeAtomically = async (file: string, content: string) => {
    const temporary = `${file}.${randomToken().slice(0, 8)}.tmp`;
    await writeFile(temporary, content);
    await rename(temporary, file);
  };

  return {
    createMultipart: async (key, layout) => {
      const uploadId = randomToken();
      const folder = folderOf(uploadId);
      await mkdir(folder, { recursive: true });
      await writeFile(path.join(folder, DATA), '');
      await writeFile(path.join(folder, MANIFEST), JSON.stringify({ key, ...layout } satisfies Manifest));
      return uploadId;
    },

    partUrl: async (_key, uploadId, partNumber, expiresInSeconds) =>
      partUrls.url(uploadId, partNumber, expiresInSeconds),

    writePart: async (uploadId, partNumber, body) => {
      const manifest = await manifestOf(uploadId);
      const { start, length } = partRange(manifest, partNumber);
      const folder = folderOf(uploadId);
      const etag = { value: '' };
      // A write stream batches the arriving chunks into few large writes at the part's offset.
      const target = createWriteStream(path.join(folder, DATA), { flags: 'r+', start, highWaterMark: 1_048_576 });
      await pipeline(Readable.from(checkedPartBytes(body, partNumber, length, etag)), target).catch(
        (error: unknown) => {
          throw isMissing(error) ? unknownUpload() : error;
        },
      );
      await writeAtomically(path.join(folder, etagFile(partNumber)), etag.value);
      return etag.value;
    },

    completeMultipart: async (key, uploadId, parts) => {
      const manifest = await manifestOf(uploadId);
      if (manifest.key !== key) throw unknownUpload();
      const folder = folderOf(uploadId);
      await assertPartsComplete(manifest, parts, async (partNumber) =>
        readFile(path.join(folder, etagFile(partNumber)), 'utf8').catch((error: unknown) => {
          if (isMissing(error)) return null;
          throw error;
        }),
      );
      await place(key, path.join(folder, DATA)).catch((error: unknown) => {
        throw isMissing(error) ? unknownUpload() : error;
      });
      await rm(folder, { recursive: true, force: true });
      return { size: manifest.size };
    },

    abortMultipart: async (key, uploadId) => {
      const manifest = await manifestOf(uploadId).catch((error: unknown) => {
        if (error instanceof MultipartError) return null;
        throw error;
      });
      if (manifest?.key === key) await rm(folderOf(uploadId), { recursive: true, force: true });
    },

    purgeAbandonedMultiparts: async (before) => {
      const uploads = await readdir(stagingDir).catch((error: unknown) => {
        if (isMissing(error)) return [];
        throw error;
      });
      let purged = 0;
      for (const uploadId of uploads) {
        const folder = path.join(stagingDir, uploadId);
        const folderStat = await stat(folder).catch(() => null);
        if (folderStat && folderStat.mtime < before) {
          await rm(folder, { recursive: true, force: true });
          purged += 1;
        }
      }
      return purged;
    },
  };
};
