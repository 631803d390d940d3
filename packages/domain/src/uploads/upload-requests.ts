import { z } from 'zod';
import { UPLOAD_CHUNK_SIZE } from '../constants/limits.js';
import { MAX_UPLOAD_FILE_SIZE, MAX_UPLOAD_PARTS, MIN_UPLOAD_CHUNK_SIZE } from './upload-rules.js';

const bucket = z.string().min(1).max(255);
/** Checked for safety by the storage layer; here only bounded. */
const key = z.string().min(1).max(512);
const uploadId = z.string().min(1).max(2_048);

/** POST /api/upload/aws/s3/create (spec part 2 §7.10). */
export const createUploadRequestSchema = z.object({
  bucket,
  key,
  fileSize: z
    .number()
    .int()
    .min(1, 'The file is empty.')
    .max(MAX_UPLOAD_FILE_SIZE, `The file is larger than ${MAX_UPLOAD_FILE_SIZE} bytes (5 GiB).`),
  forceOverwrite: z.boolean().default(false),
  chunkSize: z.number().int().min(MIN_UPLOAD_CHUNK_SIZE).max(UPLOAD_CHUNK_SIZE).default(UPLOAD_CHUNK_SIZE),
});
export const createUploadAnswerSchema = z.object({
  message: z.literal('Success'),
  uploadId: z.string(),
  /** One signed URL per part, part 1 first. */
  urls: z.array(z.string()),
});

/** An ETag as the browser read it from the part answer, quotes included. */
const etag = z.string().min(1).max(200);
/** Part n's ETag at index n-1, or the S3 client's `{ PartNumber, ETag }` list. */
const etags = z
  .union([z.array(etag), z.array(z.object({ PartNumber: z.number().int().min(1).max(MAX_UPLOAD_PARTS), ETag: etag }))])
  .refine((list) => list.length >= 1 && list.length <= MAX_UPLOAD_PARTS, 'etags must list every part.');

/** POST /api/upload/aws/s3/complete. */
export const completeUploadRequestSchema = z.object({ bucket, key, uploadId, etags });
export const completeUploadAnswerSchema = z.object({ message: z.literal('Success'), key: z.string() });

/** POST /api/upload/aws/s3/abort (the browser's cancel). */
export const abortUploadRequestSchema = z.object({ bucket, key, uploadId });
export const abortUploadAnswerSchema = z.object({ message: z.literal('Success') });

export type CreateUploadRequest = z.infer<typeof createUploadRequestSchema>;
export type CompleteUploadRequest = z.infer<typeof completeUploadRequestSchema>;
export type AbortUploadRequest = z.infer<typeof abortUploadRequestSchema>;

/** The completed parts in part order, whichever form the browser sent. */
export const uploadedParts = (list: CompleteUploadRequest['etags']): { partNumber: number; etag: string }[] =>
  list
    .map((entry, index) =>
      typeof entry === 'string'
        ? { partNumber: index + 1, etag: entry }
        : { partNumber: entry.PartNumber, etag: entry.ETag },
    )
    .sort((a, b) => a.partNumber - b.partNumber);
