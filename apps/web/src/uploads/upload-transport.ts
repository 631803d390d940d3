import type { LibraryUploadTarget, StorageTarget } from './upload-types';

type MultipartCreateRequest = {
  bucket: string;
  key: string;
  fileSize: number;
  forceOverwrite: boolean;
  chunkSize: number;
};
type MultipartObject = { bucket: string; key: string; uploadId: string };

/** The calls of a multipart upload (spec part 2 §7.10); faked in tests. */
export type MultipartTransport = {
  create: (request: MultipartCreateRequest, signal: AbortSignal) => Promise<{ uploadId: string; urls: string[] }>;
  /** Writes one part to its signed URL and answers the part's ETag. */
  putPart: (url: string, body: Blob, signal: AbortSignal, onProgress: (loaded: number) => void) => Promise<string>;
  complete: (request: MultipartObject & { etags: string[] }, signal: AbortSignal) => Promise<void>;
  abort: (request: MultipartObject) => Promise<void>;
};

/** Turns a queued file into a storage target the server issued (checks and asset records come first). */
export type UploadPreparer = (
  file: { filename: string; fileSize: number },
  target: LibraryUploadTarget,
  signal: AbortSignal,
) => Promise<StorageTarget>;
