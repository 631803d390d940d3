import { z } from 'zod';
import { assortmentDocumentRequestSchema, type DocumentFormat, documentFormats } from './document-request.js';

/** A shared document's links work this long (not shown by the spec; a selling season's month). */
const DOCUMENT_LINK_TTL_DAYS = 30;
export const DOCUMENT_LINK_TTL_MS = DOCUMENT_LINK_TTL_DAYS * 24 * 60 * 60 * 1000;

/** Document creation states (part 1 §4, part 2 §4). */
const documentStates = ['started', 'success', 'failed'] as const;

/** One recipient's link and what became of it (beyond the spec: who opened what, when). */
const documentShareLinkSchema = z.object({
  recipient: z.string(),
  viewCount: z.number().int().min(0),
  firstViewedDate: z.iso.datetime().nullable(),
  lastViewedDate: z.iso.datetime().nullable(),
});

/** A kept document (GET /assortment-documents, /{id}): its request, state, file and links. */
export const assortmentDocumentSchema = z.object({
  _id: z.uuid(),
  kind: z.literal('AssortmentDocument'),
  assortment: z.uuid().nullable(),
  documentType: assortmentDocumentRequestSchema.shape.documentType,
  format: z.enum(documentFormats),
  filename: z.string(),
  displayName: z.string(),
  state: z.enum(documentStates),
  error: z.string().nullable(),
  size: z.number().int().nullable(),
  lineCount: z.number().int().nullable(),
  createdDate: z.iso.datetime(),
  finishedDate: z.iso.datetime().nullable(),
  expiresDate: z.iso.datetime(),
  links: z.array(documentShareLinkSchema),
});
export type AssortmentDocument = z.infer<typeof assortmentDocumentSchema>;

/** Part 1 §2: the public page a shared document's link opens. */
export const sharedDocumentPagePath = (format: DocumentFormat, documentId: string, code: string, filename: string) =>
  `/file/shared/${format}/document/${documentId}/${code}/${encodeURIComponent(filename)}`;

/** Part 2 §7.7: where that page reads the file. */
export const sharedDocumentFilePath = (format: DocumentFormat, documentId: string, code: string, filename: string) =>
  `/api/assortment-documents/${format}/shared/${documentId}/${code}/${encodeURIComponent(filename)}`;
