import type { DocumentFormat } from '@stride/domain';
import type { FastifyReply } from 'fastify';
import { sendFileAnswer } from '../platform/http/file-answer.js';
import type { StoredObject } from '../platform/storage/storage.js';
import { XLSX_CONTENT_TYPE } from '../platform/xlsx/workbook.js';

export const documentContentTypes: Record<DocumentFormat, string> = {
  xlsx: XLSX_CONTENT_TYPE,
  pdf: 'application/pdf',
};

/** A kept document's file as a download that no cache keeps. */
export const sendStoredDocument = (
  reply: FastifyReply,
  format: DocumentFormat,
  file: StoredObject & { filename: string },
) =>
  sendFileAnswer(
    reply,
    { body: file.stream, contentType: documentContentTypes[format], filename: file.filename, size: file.size },
    { disposition: 'attachment', cacheControl: 'private, no-store' },
  );
