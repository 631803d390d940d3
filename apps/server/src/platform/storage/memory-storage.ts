import { Readable } from 'node:stream';
import { createSigner } from '../crypto/signing.js';
import { randomToken } from '../crypto/tokens.js';
import { assertPartsComplete, checkedPartBytes, partRange } from './multipart-parts.js';
import { createPartUrls } from './part-urls.js';
import { readAll } from './read-all.js';
import { assertSafeKey, MultipartError, type MultipartLayout, type Storage } from './storage.js';

type Upload = MultipartLayout & { key: string; parts: Map<number, { data: Buffer; etag: string }> };

/** A store in memory, for tests; `objects` shows what was written, `uploads` what is in progress. */
export const createMemoryStorage = (): Storage & { objects: Map<string, Buffer>; uploads: Map<string, Upload> } => {
  const objects = new Map<string, Buffer>();
  const uploads = new Map<string, Upload>();
  const partUrls = createPartUrls(createSigner(randomToken()));
  const uploadOf = (uploadId: string) => {
    const upload = uploads.get(uploadId);
    if (!upload) throw new MultipartError('This upload does not exist any more.', 'unknown-upload');
    return upload;
  };
  return {
    objects,
    uploads,
    put: async (key, body) => {
      assertSafeKey(key);
      objects.set(key, Buffer.from(await readAll(body)));
    },
    get: async (key) => {
      const data = objects.get(assertSafeKey(key));
      return data ? { stream: Readable.from([data]), size: data.length } : null;
    },
    readStart: async (key, length) => objects.get(assertSafeKey(key))?.subarray(0, length) ?? null,
    exists: async (key) => objects.has(assertSafeKey(key)),
    delete: async (key) => {
      objects.delete(assertSafeKey(key));
    },

    createMultipart: async (key, layout) => {
      const uploadId = randomToken();
      uploads.set(uploadId, { key: assertSafeKey(key), ...layout, parts: new Map() });
      return uploadId;
    },
    partUrl: async (_key, uploadId, partNumber, expiresInSeconds) =>
      partUrls.url(uploadId, partNumber, expiresInSeconds),
    writePart: async (uploadId, partNumber, body) => {
      const upload = uploadOf(uploadId);
      const { length } = partRange(upload, partNumber);
      const etag = { value: '' };
      const chunks: Buffer[] = [];
      for await (const bytes of checkedPartBytes(body, partNumber, length, etag)) chunks.push(bytes);
      upload.parts.set(partNumber, { data: Buffer.concat(chunks), etag: etag.value });
      return etag.value;
    },
    completeMultipart: async (key, uploadId, parts) => {
      const upload = uploadOf(uploadId);
      if (upload.key !== key) throw new MultipartError('This upload does not exist any more.', 'unknown-upload');
      await assertPartsComplete(upload, parts, async (partNumber) => upload.parts.get(partNumber)?.etag ?? null);
      const data = Buffer.concat(parts.map((part) => upload.parts.get(part.partNumber)?.data ?? Buffer.alloc(0)));
      objects.set(key, data);
      uploads.delete(uploadId);
      return { size: data.length };
    },
    abortMultipart: async (key, uploadId) => {
      if (uploads.get(uploadId)?.key === key) uploads.delete(uploadId);
    },
    // Memory dies with the process; nothing lingers long enough to be abandoned.
    purgeAbandonedMultiparts: async () => 0,
  };
};
