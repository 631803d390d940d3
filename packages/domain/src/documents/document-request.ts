import { z } from 'zod';
import { productTypes } from '../access/roles.js';
import { assortmentChannels, assortmentRegions, assortmentStates } from '../assortments/assortment-constants.js';
import { uiLanguages } from '../i18n/languages.js';
import { MAIL_MAX_RECIPIENTS, mailRecipientSchema } from '../packages/package-request.js';
import { genders } from '../products/product-constants.js';
import { assortmentMethods, orgTypes, seasonNames } from '../seasons/season.js';
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
const documentTypeSchema = z
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
 * The assortments a document lists instead of one (part 1 §3 assortmentsQuery): each named
 * attribute equal (the title without case); their lines once each, in the order found.
 */
const documentAssortmentsQuerySchema = z.object({
  channel: z.enum(assortmentChannels).optional(),
  method: z.enum(assortmentMethods).optional(),
  orgType: z.enum(orgTypes).optional(),
  productType: z.enum(productTypes).optional(),
  season: z.enum(seasonNames).optional(),
  year: z.number().int().min(2000).max(2100).optional(),
  region: z.enum(assortmentRegions).optional(),
  state: z.enum(assortmentStates).optional(),
  title: z.string().trim().min(1).max(200).optional(),
  gender: z.enum(genders).optional(),
});
export type DocumentAssortmentsQuery = z.infer<typeof documentAssortmentsQuerySchema>;

/** A query document's title: what the query names, e.g. 'Womens Fall 2027 Domestic'. */
export const documentQueryTitle = (query: DocumentAssortmentsQuery): string =>
  [query.title, query.gender, query.season, query.year, query.region].filter(Boolean).join(' ') || 'Assortments';

/**
 * Assortment document request (part 1 §3): kind, documentType, productType, settings,
 * assortment or assortmentsQuery, filename, displayName. The settings a request leaves out take
 * the defaults of the assortment's product type and channel; the language is the document's
 * (labels, numbers).
 */
export const assortmentDocumentRequestSchema = z.object({
  kind: z.literal('AssortmentDocument').default('AssortmentDocument'),
  documentType: documentTypeSchema,
  productType: z.enum(productTypes).optional(),
  settings: documentSettingsSchema.partial().default({}),
  /** One assortment; without it, `assortmentsQuery` names the assortments (one of the two is needed). */
  assortment: z.uuid().optional(),
  assortmentsQuery: documentAssortmentsQuerySchema.optional(),
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
