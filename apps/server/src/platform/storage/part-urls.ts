import type { Signer } from '../crypto/signing.js';

/** Where parts go when the storage driver takes them through our own server. */
export const PART_URL_PATH = '/api/upload/parts';
const PURPOSE = 'upload-part';

export type PartUrlCheck = 'valid' | 'expired' | 'invalid';

/**
 * Part URLs of our own server: `/api/upload/parts/{uploadId}/{partNumber}?expires=…&signature=…`,
 * HMAC-signed so only the caller the server handed them to can write the part, until they expire.
 */
export const createPartUrls = (signer: Signer, now: () => number = Date.now) => ({
  url: (uploadId: string, partNumber: number, expiresInSeconds: number) => {
    const expires = Math.floor(now() / 1_000) + expiresInSeconds;
    const signature = signer.sign(PURPOSE, [uploadId, partNumber, expires]);
    return `${PART_URL_PATH}/${encodeURIComponent(uploadId)}/${partNumber}?expires=${expires}&signature=${signature}`;
  },
  check: (part: { uploadId: string; partNumber: number; expires: number; signature: string }): PartUrlCheck => {
    if (!signer.verify(PURPOSE, [part.uploadId, part.partNumber, part.expires], part.signature)) return 'invalid';
    return part.expires * 1_000 < now() ? 'expired' : 'valid';
  },
});

export type PartUrls = ReturnType<typeof createPartUrls>;
