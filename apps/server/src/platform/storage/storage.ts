import type { Readable } from 'node:stream';

export type StoredObject = { stream: Readable; size: number };

/**
 * Where files live (rendered images, uploads, exports), behind one small interface so the
 * local disk can give way to an object store without touching the features.
 */
export interface Storage {
  /** Writes the whole object; readers never see a half-written one. */
  put(key: string, body: Buffer | Readable): Promise<void>;
  /** The object as a stream with its size, or null when there is none. */
  get(key: string): Promise<StoredObject | null>;
  exists(key: string): Promise<boolean>;
  /** Deleting a missing object is not an error. */
  delete(key: string): Promise<void>;
}

const SEGMENT = /^[A-Za-z0-9_][A-Za-z0-9._-]*$/;
const MAX_KEY_LENGTH = 512;

/**
 * Keys are relative paths of plain segments (letters, digits, dot, dash, underscore; no empty,
 * hidden, `.` or `..` segment), so no key can name anything outside the store.
 */
export const isSafeKey = (key: string): boolean =>
  key.length > 0 && key.length <= MAX_KEY_LENGTH && key.split('/').every((segment) => SEGMENT.test(segment));

export const assertSafeKey = (key: string): string => {
  if (!isSafeKey(key)) throw new Error(`Unsafe storage key: ${JSON.stringify(key.slice(0, 80))}`);
  return key;
};
