import type { DocumentFormat } from '@stride/domain';
import type { FastifyReply } from 'fastify';
import { contentDisposition } from '../platform/http/content-disposition.js';
import type { StoredObject } from '../platform/storage/storage.js';

export const documentContentTypes: Record<DocumentFormat, string> = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pdf: 'application/pdf',
};

/** A kept document's file as a download that no cache keeps. */
export const sendStoredDocument = (
  reply: FastifyReply,
  format: DocumentFormat,
  file: StoredObject & { filename: string },
) =>
  reply
    .type(documentContentTypes[format])
    .header('content-disposition', contentDisposition('attachment', file.filename))
    .header('content-length', String(file.size))
    .header('cache-control', 'private, no-store')
    .send(file.stream);
