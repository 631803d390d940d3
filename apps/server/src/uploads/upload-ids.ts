import { z } from 'zod';
import type { Signer } from '../platform/crypto/signing.js';
import { AppError } from '../platform/errors.js';

const PURPOSE = 'upload-id';

/** What the server remembers of an upload, carried (signed) in the upload id the browser holds. */
const ticketSchema = z.object({
  /** The storage driver's own upload id. */
  id: z.string(),
  userId: z.string(),
  bucket: z.string(),
  key: z.string(),
  size: z.number(),
  chunkSize: z.number(),
});
export type UploadTicket = z.infer<typeof ticketSchema>;

const notYours = () => new AppError(403, 'ITS_BE_ERROR_FORBIDDEN', 'This upload was not started by you for this file.');

/**
 * Upload ids are signed tickets (`payload.signature`), so no table is needed to know an
 * upload's owner, target and size, and a forged or borrowed id is refused.
 */
export const createUploadIds = (signer: Signer) => ({
  issue: (ticket: UploadTicket): string => {
    const payload = Buffer.from(JSON.stringify(ticket)).toString('base64url');
    return `${payload}.${signer.sign(PURPOSE, [payload])}`;
  },
  /** The ticket of `uploadId` when it was issued to this user for this bucket and key. */
  read: (uploadId: string, expected: { userId: string; bucket: string; key: string }): UploadTicket => {
    const [payload = '', signature = ''] = uploadId.split('.');
    if (!signer.verify(PURPOSE, [payload], signature)) throw notYours();
    const ticket = ticketSchema.parse(JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')));
    if (ticket.userId !== expected.userId || ticket.bucket !== expected.bucket || ticket.key !== expected.key) {
      throw notYours();
    }
    return ticket;
  },
});
