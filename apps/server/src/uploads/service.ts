import type { Readable } from 'node:stream';
import {
  type AbortUploadRequest,
  type CompleteUploadRequest,
  type CreateUploadRequest,
  describeAllowedUploads,
  isAllowedUploadContentType,
  UPLOAD_CHUNK_SIZE,
  UPLOAD_PART_URL_TTL_SECONDS,
  type User,
  uploadedParts,
  uploadPartCount,
} from '@stride/domain';
import type { Signer } from '../platform/crypto/signing.js';
import { AppError, conflict, invalidInput, notFound } from '../platform/errors.js';
import { createPartUrls } from '../platform/storage/part-urls.js';
import { isSafeKey, MultipartError, type Storage } from '../platform/storage/storage.js';
import { SNIFF_BYTES, sniffContentType } from './content-sniffing.js';
import { createUploadIds } from './upload-ids.js';
import type { UploadTargets } from './upload-targets.js';

/** A storage refusal (missing part, wrong ETag, wrong part size, gone upload) in the user's words. */
const asBadRequest = (error: unknown): never => {
  if (error instanceof MultipartError) {
    throw invalidInput(error.reason === 'part-size' ? 'part' : 'uploadId', error.message, { reason: error.reason });
  }
  throw error;
};

const expiredPartUrl = () =>
  new AppError(403, 'ITS_BE_ERROR_FORBIDDEN', 'This upload link has expired. Start the upload again.');
const invalidPartUrl = () =>
  new AppError(403, 'ITS_BE_ERROR_FORBIDDEN', 'This upload link is not valid. Start the upload again.');

/**
 * The upload protocol (spec part 2 §7.10): create hands out one signed URL per part, the
 * browser PUTs the parts, complete joins them, checks what arrived and tells the target's owner.
 */
export const createUploadService = (deps: { storage: Storage; signer: Signer; targets: UploadTargets }) => {
  const { storage, targets } = deps;
  const uploadIds = createUploadIds(deps.signer);
  const partUrls = createPartUrls(deps.signer);

  /**
   * An upload joined into place by a server that stopped before telling the target: the target
   * still waits for a file of this size and the object is there, so completing it again goes on.
   */
  const joinedBefore = async (user: User, error: unknown, upload: { bucket: string; key: string; size: number }) => {
    if (!(error instanceof MultipartError) || error.reason !== 'unknown-upload') return undefined;
    const waiting = await targets.authorize(user, upload.bucket, upload.key, upload.size).then(
      () => true,
      () => false,
    );
    const stored = waiting ? await storage.get(upload.key) : null;
    stored?.stream.destroy();
    return stored ? { size: stored.size } : undefined;
  };

  return {
    create: async (user: User, request: CreateUploadRequest) => {
      const { bucket, key, fileSize, chunkSize } = request;
      if (!isSafeKey(key))
        throw invalidInput(
          'key',
          'The key must be a plain relative path of letters, digits, dots, dashes and underscores.',
        );
      await targets.authorize(user, bucket, key, fileSize);
      if (!request.forceOverwrite && (await storage.exists(key))) {
        throw conflict('ITS_BE_ERROR_CONFLICT', 'A file was already uploaded to this target.', { key });
      }
      const id = await storage.createMultipart(key, { size: fileSize, chunkSize });
      const uploadId = uploadIds.issue({ id, userId: user._id, bucket, key, size: fileSize, chunkSize });
      const parts = Array.from({ length: uploadPartCount(fileSize, chunkSize) }, (_, index) => index + 1);
      const urls = await Promise.all(
        parts.map((partNumber) => storage.partUrl(key, id, partNumber, UPLOAD_PART_URL_TTL_SECONDS)),
      );
      return { uploadId, urls };
    },

    /** A part that came to our own server (local storage); answers its ETag. */
    writePart: async (
      part: { uploadId: string; partNumber: number; expires: number; signature: string },
      body: Readable,
      declaredLength: number | undefined,
    ) => {
      const check = partUrls.check(part);
      if (check === 'invalid') throw invalidPartUrl();
      if (check === 'expired') throw expiredPartUrl();
      if (!storage.writePart) throw notFound('Upload part');
      if (declaredLength !== undefined && declaredLength > UPLOAD_CHUNK_SIZE) {
        throw invalidInput(
          'part',
          `Part ${part.partNumber} is too large: parts are at most ${UPLOAD_CHUNK_SIZE} bytes.`,
        );
      }
      return storage.writePart(part.uploadId, part.partNumber, body).catch(asBadRequest);
    },

    complete: async (user: User, request: CompleteUploadRequest) => {
      const { bucket, key } = request;
      const ticket = uploadIds.read(request.uploadId, { userId: user._id, bucket, key });
      const { size } = await storage
        .completeMultipart(key, ticket.id, uploadedParts(request.etags))
        .catch(
          async (error: unknown) =>
            (await joinedBefore(user, error, { bucket, key, size: ticket.size })) ?? asBadRequest(error),
        );
      if (size !== ticket.size) {
        await storage.delete(key);
        throw invalidInput(
          'etags',
          `The upload has ${size} bytes, not the ${ticket.size} announced. Upload the file again.`,
        );
      }
      const usage = (await targets.usageOf?.(key)) ?? 'libraryAsset';
      const start = await storage.readStart(key, SNIFF_BYTES);
      const contentType = start ? await sniffContentType(start) : null;
      if (!contentType || !isAllowedUploadContentType(usage, contentType)) {
        await storage.delete(key);
        throw invalidInput(
          'file',
          `This type of file cannot be uploaded${contentType ? ` (${contentType})` : ''}. Allowed are ${describeAllowedUploads(usage)}.`,
          { contentType },
        );
      }
      await targets.completed(user, key, { size, contentType });
      return { key };
    },

    abort: async (user: User, request: AbortUploadRequest) => {
      const ticket = uploadIds.read(request.uploadId, { userId: user._id, bucket: request.bucket, key: request.key });
      await storage.abortMultipart(request.key, ticket.id);
    },
  };
};

export type UploadService = ReturnType<typeof createUploadService>;
