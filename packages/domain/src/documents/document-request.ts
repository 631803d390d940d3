import { z } from 'zod';
import { productTypes } from '../access/roles.js';
import { uiLanguages } from '../i18n/languages.js';
import { MAIL_MAX_RECIPIENTS, mailRecipientSchema } from '../packages/package-request.js';
import {
  type DocumentFileType,
  type DocumentKind,
  documentFileTypes,
  documentKinds,
  documentSettingsSchema,
  documentSubTypes,
} from './document-settings.js';

/** The two answers of `POST /api/assortment-documents/{xlsx|pdf}` and the share links. */
export const documentFormats = ['xlsx', 'pdf'] as const;
export type DocumentFormat = (typeof documentFormats)[number];
export const documentFormatOf = (type: DocumentFileType): DocumentFormat => (type === 'Spreadsheet' ? 'xlsx' : 'pdf');
export const documentFileTypeOf = (format: DocumentFormat): DocumentFileType =>
  format === 'xlsx' ? 'Spreadsheet' : 'pdf';

/** documentType (part 1 §3): the file type and the kind with its sub-type. */
export const documentTypeSchema = z
  .object({
    type: z.enum(documentFileTypes),
    name: z.enum(documentKinds as [DocumentKind, ...DocumentKind[]]),
    subType: z.string(),
  })
  .refine((value) => (documentSubTypes[value.name] as readonly string[]).includes(value.subType), {
    message: 'This kind of document has no such sub-type.',
    path: ['subType'],
  });
export type DocumentType = z.infer<typeof documentTypeSchema>;

/** A file name a person can read: no path, no control or reserved characters. */
const documentFilename = z
  .string()
  .trim()
  .min(1)
  .max(120)
  .refine(
    (name) => !/[/\\:*?"<>|]/.test(name) && [...name].every((character) => character.charCodeAt(0) >= 32),
    'A file name cannot contain / \\ : * ? " < > |',
  );

/**
 * Assortment document request (part 1 §3): kind, documentType, productType, settings,
 * assortment, filename, displayName. The settings a request leaves out take the defaults of the
 * assortment's product type and channel; the language is the document's (labels, numbers).
 */
export const assortmentDocumentRequestSchema = z.object({
  kind: z.literal('AssortmentDocument').default('AssortmentDocument'),
  documentType: documentTypeSchema,
  productType: z.enum(productTypes).optional(),
  settings: documentSettingsSchema.partial().default({}),
  assortment: z.uuid(),
  filename: documentFilename.optional(),
  displayName: z.string().trim().max(200).optional(),
  language: z.enum(uiLanguages).optional(),
});
export type AssortmentDocumentRequest = z.infer<typeof assortmentDocumentRequestSchema>;

/** Sharing a document by e-mail (part 2 §7.7): the request with recipients, bcc, subject, body. */
export const shareDocumentRequestSchema = assortmentDocumentRequestSchema.extend({
  recipients: z.array(mailRecipientSchema).min(1).max(MAIL_MAX_RECIPIENTS),
  bccRecipients: z.array(mailRecipientSchema).max(MAIL_MAX_RECIPIENTS).default([]),
  subject: z.string().trim().min(1).max(200),
  body: z.string().trim().max(2_000).optional(),
});
export type ShareDocumentRequest = z.infer<typeof shareDocumentRequestSchema>;

/** The file name a document is saved under: the person's, else the assortment title and kind. */
export const documentFilenameFor = (
  request: Pick<AssortmentDocumentRequest, 'filename' | 'documentType'>,
  assortmentTitle: string,
): string => {
  const format = documentFormatOf(request.documentType.type);
  const base =
    request.filename ??
    `${assortmentTitle} ${request.documentType.name} ${request.documentType.subType}`
      .replace(/[/\\:*?"<>|]+/g, ' ')
      .replace(/\s+/g, ' ')
      .trim();
  return base.toLowerCase().endsWith(`.${format}`) ? base : `${base}.${format}`;
};
