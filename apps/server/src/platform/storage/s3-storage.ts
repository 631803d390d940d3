import type { Readable } from 'node:stream';
import { readAll } from './read-all.js';
import { assertSafeKey, MultipartError, type Storage } from './storage.js';

export type S3Settings = {
  bucket: string;
  region: string;
  endpoint?: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  forcePathStyle: boolean;
};

/**
 * Objects in an S3-compatible bucket. Browsers send upload parts straight to the bucket through
 * presigned UploadPart URLs (the bucket's CORS must allow PUT and expose ETag).
 */
export const createS3Storage = async (settings: S3Settings): Promise<Storage> => {
  // The SDK loads here, not at start: a server on local disk never needs its memory.
  const [
    {
      AbortMultipartUploadCommand,
      CompleteMultipartUploadCommand,
      CreateMultipartUploadCommand,
      DeleteObjectCommand,
      GetObjectCommand,
      HeadObjectCommand,
      ListMultipartUploadsCommand,
      PutObjectCommand,
      S3Client,
      S3ServiceException,
      UploadPartCommand,
    },
    { getSignedUrl },
  ] = await Promise.all([import('@aws-sdk/client-s3'), import('@aws-sdk/s3-request-presigner')]);
  const isMissing = (error: unknown) =>
    error instanceof S3ServiceException && (error.name === 'NoSuchKey' || error.name === 'NotFound');
  const isUnknownUpload = (error: unknown) => error instanceof S3ServiceException && error.name === 'NoSuchUpload';
  const isBadPart = (error: unknown) =>
    error instanceof S3ServiceException && (error.name === 'InvalidPart' || error.name === 'InvalidPartOrder');

  const { bucket } = settings;
  const client = new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    credentials:
      settings.accessKeyId && settings.secretAccessKey
        ? { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey }
        : undefined,
    // Without this the SDK signs a checksum header into part URLs, which browsers do not send.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });

  const getObject = async (key: string, range?: string) => {
    try {
      return await client.send(new GetObjectCommand({ Bucket: bucket, Key: assertSafeKey(key), Range: range }));
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  };

  return {
    // Small objects only (thumbnails, rendered images): PutObject needs the length up front.
    put: async (key, body) => {
      await client.send(new PutObjectCommand({ Bucket: bucket, Key: assertSafeKey(key), Body: await readAll(body) }));
    },

    get: async (key) => {
      const object = await getObject(key);
      return object?.Body ? { stream: object.Body as Readable, size: object.ContentLength ?? 0 } : null;
    },

    readStart: async (key, length) => {
      const object = await getObject(key, `bytes=0-${length - 1}`);
      return object?.Body ? Buffer.from(await object.Body.transformToByteArray()) : null;
    },

    exists: async (key) => {
      try {
        await client.send(new HeadObjectCommand({ Bucket: bucket, Key: assertSafeKey(key) }));
        return true;
      } catch (error) {
        if (isMissing(error)) return false;
        throw error;
      }
    },

    delete: async (key) => {
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: assertSafeKey(key) }));
    },

    createMultipart: async (key) => {
      const answer = await client.send(new CreateMultipartUploadCommand({ Bucket: bucket, Key: assertSafeKey(key) }));
      if (!answer.UploadId) throw new Error('The bucket started a multipart upload without an id');
      return answer.UploadId;
    },

    partUrl: (key, uploadId, partNumber, expiresInSeconds) =>
      getSignedUrl(
        client,
        new UploadPartCommand({ Bucket: bucket, Key: assertSafeKey(key), UploadId: uploadId, PartNumber: partNumber }),
        { expiresIn: expiresInSeconds },
      ),

    completeMultipart: async (key, uploadId, parts) => {
      try {
        await client.send(
          new CompleteMultipartUploadCommand({
            Bucket: bucket,
            Key: assertSafeKey(key),
            UploadId: uploadId,
            MultipartUpload: { Parts: parts.map((part) => ({ PartNumber: part.partNumber, ETag: part.etag })) },
          }),
        );
      } catch (error) {
        if (isUnknownUpload(error)) throw new MultipartError('This upload does not exist any more.', 'unknown-upload');
        if (isBadPart(error)) throw new MultipartError('A part is missing or does not match its ETag.', 'bad-part');
        throw error;
      }
      const head = await client.send(new HeadObjectCommand({ Bucket: bucket, Key: key }));
      return { size: head.ContentLength ?? 0 };
    },

    abortMultipart: async (key, uploadId) => {
      try {
        await client.send(
          new AbortMultipartUploadCommand({ Bucket: bucket, Key: assertSafeKey(key), UploadId: uploadId }),
        );
      } catch (error) {
        if (!isUnknownUpload(error)) throw error;
      }
    },

    purgeAbandonedMultiparts: async (before) => {
      let purged = 0;
      let markers: { KeyMarker?: string; UploadIdMarker?: string } = {};
      for (;;) {
        const page = await client.send(new ListMultipartUploadsCommand({ Bucket: bucket, ...markers }));
        for (const upload of page.Uploads ?? []) {
          if (!upload.Key || !upload.UploadId || !upload.Initiated || upload.Initiated >= before) continue;
          await client.send(
            new AbortMultipartUploadCommand({ Bucket: bucket, Key: upload.Key, UploadId: upload.UploadId }),
          );
          purged += 1;
        }
        if (!page.IsTruncated) return purged;
        markers = { KeyMarker: page.NextKeyMarker, UploadIdMarker: page.NextUploadIdMarker };
      }
    },
  };
};
