import { Readable } from 'node:stream';
import { assertSafeKey, type Storage } from './storage.js';

const toBuffer = async (body: Buffer | Readable) => {
  if (Buffer.isBuffer(body)) return body;
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
};

/** A store in memory, for tests; `objects` shows what was written. */
export const createMemoryStorage = (): Storage & { objects: Map<string, Buffer> } => {
  const objects = new Map<string, Buffer>();
  return {
    objects,
    put: async (key, body) => {
      assertSafeKey(key);
      objects.set(key, Buffer.from(await toBuffer(body)));
    },
    get: async (key) => {
      const data = objects.get(assertSafeKey(key));
      return data ? { stream: Readable.from([data]), size: data.length } : null;
    },
    exists: async (key) => objects.has(assertSafeKey(key)),
    delete: async (key) => {
      objects.delete(assertSafeKey(key));
    },
  };
};
