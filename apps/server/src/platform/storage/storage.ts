import type { Readable } from 'node:stream';

export type StoredObject = { stream: Readable; size: number };

/** A multipart upload's shape, fixed when it starts: the total size and the size of every part but the last. */
export type MultipartLayout = { size: number; chunkSize: number };
export type CompletedPart = { partNumber: number; etag: string };

/**
 * Why a multipart call cannot go on, in words for the user (a missing part, a wrong ETag, a
 * part of the wrong size, an upload that no longer exists); the routes answer 400.
 */
export class MultipartError extends Error {
  constructor(
    message: string,
    readonly reason: 'unknown-upload' | 'bad-part' | 'part-size',
  ) {
    super(message);
    this.name = 'MultipartError';
  }
}

/**
 * Where files live (rendered images, uploads, exports), behind one small interface so the
 * local disk can give way to an object store without touching the features.
 */
export interface Storage {
  /** Writes the whole object; readers never see a half-written one. */
  put(key: string, body: Buffer | Readable): Promise<void>;
  /** The object as a stream with its size, or null when there is none. */
  get(key: string): Promise<StoredObject | null>;
  /** Up to `length` bytes from the start of the object (content sniffing), or null when there is none. */
  readStart(key: string, length: number): Promise<Buffer | null>;
  exists(key: string): Promise<boolean>;
  /** Deleting a missing object is not an error. */
  delete(key: string): Promise<void>;

  /** Starts a multipart upload of `key`; the answer is the upload's id. Nothing is visible until completion. */
  createMultipart(key: string, layout: MultipartLayout): Promise<string>;
  /** The URL the browser PUTs part `partNumber` (1-based) to: signed and expiring. */
  partUrl(key: string, uploadId: string, partNumber: number, expiresInSeconds: number): Promise<string>;
  /**
   * Stores one part that came through our own server (drivers whose part URLs point at us);
   * answers the part's ETag. Object stores take parts themselves and leave this out.
   */
  writePart?(uploadId: string, partNumber: number, body: Readable): Promise<string>;
  /** Joins the parts into the object atomically and answers its size; throws MultipartError. */
  completeMultipart(key: string, uploadId: string, parts: CompletedPart[]): Promise<{ size: number }>;
  /** Drops the upload and its parts; an unknown upload is not an error. */
  abortMultipart(key: string, uploadId: string): Promise<void>;
  /** Drops uploads with no progress since `before`; answers how many. */
  purgeAbandonedMultiparts(before: Date): Promise<number>;
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
