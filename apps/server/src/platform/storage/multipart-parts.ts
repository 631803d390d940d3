import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import { uploadPartCount, uploadPartRange } from '@stride/domain';
import { type CompletedPart, MultipartError, type MultipartLayout } from './storage.js';

/** Where part `partNumber` goes in the object; a number outside the upload is refused. */
export const partRange = (layout: MultipartLayout, partNumber: number) => {
  try {
    return uploadPartRange(layout.size, layout.chunkSize, partNumber);
  } catch {
    throw new MultipartError(`This upload has no part ${partNumber}.`, 'bad-part');
  }
};

/**
 * The part's bytes as they arrive, refused as soon as there are more than the part holds (and
 * at the end when fewer), with their MD5 as the ETag, quoted as S3 does.
 */
export async function* checkedPartBytes(body: Readable, partNumber: number, length: number, etag: { value: string }) {
  const hash = createHash('md5');
  let received = 0;
  for await (const chunk of body) {
    const bytes = chunk as Buffer;
    received += bytes.length;
    if (received > length) {
      throw new MultipartError(`Part ${partNumber} is too large: it must be ${length} bytes.`, 'part-size');
    }
    hash.update(bytes);
    yield bytes;
  }
  if (received < length) {
    throw new MultipartError(
      `Part ${partNumber} is too small: it must be ${length} bytes, not ${received}.`,
      'part-size',
    );
  }
  etag.value = `"${hash.digest('hex')}"`;
}

const bareTag = (etag: string) => etag.replace(/^W\//, '').replace(/"/g, '');

/** Every part of the upload must be listed once, in order, with the ETag its upload answered. */
export const assertPartsComplete = async (
  layout: MultipartLayout,
  parts: CompletedPart[],
  storedEtag: (partNumber: number) => Promise<string | null>,
) => {
  const count = uploadPartCount(layout.size, layout.chunkSize);
  if (parts.length !== count) {
    throw new MultipartError(`This upload has ${count} parts; ${parts.length} were listed.`, 'bad-part');
  }
  for (const [index, part] of parts.entries()) {
    if (part.partNumber !== index + 1) throw new MultipartError(`Part ${index + 1} is not listed.`, 'bad-part');
    const stored = await storedEtag(part.partNumber);
    if (stored === null) throw new MultipartError(`Part ${part.partNumber} was not uploaded.`, 'bad-part');
    if (bareTag(stored) !== bareTag(part.etag)) {
      throw new MultipartError(`Part ${part.partNumber} does not match its ETag.`, 'bad-part');
    }
  }
};
