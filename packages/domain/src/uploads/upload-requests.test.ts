import { describe, expect, it } from 'vitest';
import { allowedUploadContentTypes, describeAllowedUploads, isAllowedUploadContentType } from './content-types.js';
import { completeUploadRequestSchema, createUploadRequestSchema, uploadedParts } from './upload-requests.js';

describe('upload requests', () => {
  it('defaults the chunk size to 10 MiB and refuses empty or oversized files', () => {
    const base = { bucket: 'local', key: 'a/b.jpg' };
    expect(createUploadRequestSchema.parse({ ...base, fileSize: 5 })).toEqual({
      ...base,
      fileSize: 5,
      forceOverwrite: false,
      chunkSize: 10_485_760,
    });
    expect(createUploadRequestSchema.safeParse({ ...base, fileSize: 0 }).error?.issues[0]?.message).toBe(
      'The file is empty.',
    );
    expect(createUploadRequestSchema.safeParse({ ...base, fileSize: 6 * 1024 ** 3 }).success).toBe(false);
    expect(createUploadRequestSchema.safeParse({ ...base, fileSize: 5, chunkSize: 1024 }).success).toBe(false);
  });

  it('reads ETags as a list in part order or as S3 part objects', () => {
    const base = { bucket: 'b', key: 'k', uploadId: 'u' };
    const plain = completeUploadRequestSchema.parse({ ...base, etags: ['"a"', '"b"'] });
    expect(uploadedParts(plain.etags)).toEqual([
      { partNumber: 1, etag: '"a"' },
      { partNumber: 2, etag: '"b"' },
    ]);
    const objects = completeUploadRequestSchema.parse({
      ...base,
      etags: [
        { PartNumber: 2, ETag: '"b"' },
        { PartNumber: 1, ETag: '"a"' },
      ],
    });
    expect(uploadedParts(objects.etags)).toEqual(uploadedParts(plain.etags));
    expect(completeUploadRequestSchema.safeParse({ ...base, etags: [] }).success).toBe(false);
  });
});

describe('allowed upload content types', () => {
  it('lets library assets be documents, videos and design files but logos only images', () => {
    expect(isAllowedUploadContentType('libraryAsset', 'image/vnd.adobe.photoshop')).toBe(true);
    expect(isAllowedUploadContentType('libraryAsset', 'video/quicktime')).toBe(true);
    expect(isAllowedUploadContentType('libraryAsset', 'application/x-msdownload')).toBe(false);
    expect(isAllowedUploadContentType('assortmentLogo', 'application/pdf')).toBe(false);
    expect(allowedUploadContentTypes('seasonCover')).toContain('image/webp');
    expect(describeAllowedUploads('assortmentLogo')).toBe('images (JPEG, PNG, GIF, WebP, TIFF)');
    expect(describeAllowedUploads('libraryAsset')).toMatch(
      /^images .*, ZIP archives and Illustrator, EPS and Photoshop files$/,
    );
  });
});
