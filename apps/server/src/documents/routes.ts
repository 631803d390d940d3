import {
  assortmentDocumentRequestSchema,
  assortmentDocumentSchema,
  documentFormats,
  documentLanguage,
  idParams,
  messageAnswerSchema,
  shareDocumentRequestSchema,
} from '@stride/domain';
import { z } from 'zod';
import { auditContextOf } from '../audit/audit-log.js';
import type { AppConfig } from '../platform/config.js';
import { notFound } from '../platform/errors.js';
import { type App, publicOrigin } from '../platform/http/app-types.js';
import { sendFileAnswer } from '../platform/http/file-answer.js';
import { signedInUser } from '../platform/http/signed-in-user.js';
import { mailRateLimit } from '../platform/mail/mailer.js';
import type { Storage } from '../platform/storage/storage.js';
import type { DocumentJobDispatch, DocumentJobs } from './document-jobs.js';
import { sendStoredDocument } from './file-reply.js';
import type { DocumentService } from './service.js';
import type { DocumentShareService } from './share-service.js';

const tags = ['assortment documents'];
const formatParams = z.object({ format: z.enum(documentFormats) });
const sharedParams = formatParams.extend({
  documentId: z.uuid(),
  accessCode: z.string().regex(/^[A-Za-z0-9_-]{20,100}$/),
  filename: z.string().max(200),
});

/** Spec part 2 §7.7: assortment documents as a file answer, kept, shared by e-mail and opened by link. */
export const registerDocumentRoutes = (
  app: App,
  deps: {
    documents: DocumentService;
    shares: DocumentShareService;
    jobs: DocumentJobs;
    storage: Storage;
    dispatch: DocumentJobDispatch;
    config: Pick<AppConfig, 'publicUrl'>;
  },
) => {
  app.post(
    '/api/assortment-documents',
    {
      config: { access: 'viewAssortments' },
      schema: {
        tags,
        summary:
          'Starts making a document (xlsx or pdf by documentType.type) and answers it as started; GET it until success or failed, then GET its file',
        body: assortmentDocumentRequestSchema,
        response: { 200: assortmentDocumentSchema },
      },
    },
    async (request) => {
      const language = documentLanguage(request.body.language, request.headers['accept-language']);
      return deps.jobs.start(signedInUser(request), { ...request.body, language }, deps.dispatch);
    },
  );

  app.get(
    '/api/assortment-documents/:id/file',
    {
      config: { access: 'viewAssortments' },
      schema: {
        tags,
        summary: "A kept document's file, for its owner, once made",
        params: idParams,
      },
    },
    async (request, reply) => {
      const found = await deps.jobs.find(signedInUser(request)._id, request.params.id);
      const stored = found?.row.storageKey ? await deps.storage.get(found.row.storageKey) : null;
      if (!found || !stored) throw notFound('Document');
      return sendStoredDocument(reply, found.row.format, { ...stored, filename: found.row.filename });
    },
  );

  app.post(
    '/api/assortment-documents/:format',
    {
      config: { access: 'viewAssortments', reads: true },
      schema: {
        tags,
        summary:
          "A linesheet, pricesheet or tearsheet of one of the person's assortments as xlsx or pdf, in the request's language",
        params: formatParams,
        body: assortmentDocumentRequestSchema,
      },
    },
    async (request, reply) => {
      const language = documentLanguage(request.body.language, request.headers['accept-language']);
      const document = await deps.documents.render(
        signedInUser(request),
        { ...request.body, language },
        request.params.format,
      );
      return sendFileAnswer(
        reply,
        { body: document.bytes, contentType: document.contentType, filename: document.filename },
        { disposition: 'attachment', cacheControl: 'private, no-store' },
      );
    },
  );

  app.post(
    '/api/assortment-documents/share/email/:format',
    {
      config: { access: 'viewAssortments', rateLimit: mailRateLimit },
      schema: {
        tags,
        summary:
          'Makes the document once and mails each recipient (and bcc) a link of their own to it; links work 30 days',
        params: formatParams,
        body: shareDocumentRequestSchema,
        response: { 200: messageAnswerSchema.extend({ document: assortmentDocumentSchema }) },
      },
    },
    async (request) => {
      const language = documentLanguage(request.body.language, request.headers['accept-language']);
      const origin = publicOrigin(request, deps.config.publicUrl);
      const id = await deps.shares.share(
        signedInUser(request),
        { ...request.body, language },
        request.params.format,
        origin,
        auditContextOf(request),
      );
      const found = await deps.jobs.find(signedInUser(request)._id, id);
      if (!found) throw notFound('Document');
      return { message: 'Shared Successfully', document: found.document };
    },
  );

  app.get(
    '/api/assortment-documents',
    {
      config: { access: 'viewAssortments' },
      schema: {
        tags,
        summary: "The person's kept documents, newest first, with who opened their links and when",
        response: { 200: z.object({ data: z.array(assortmentDocumentSchema) }) },
      },
    },
    async (request) => ({ data: await deps.jobs.list(signedInUser(request)._id) }),
  );

  app.get(
    '/api/assortment-documents/:id',
    {
      config: { access: 'viewAssortments' },
      schema: {
        tags,
        summary: 'One kept document of the person',
        params: idParams,
        response: { 200: assortmentDocumentSchema },
      },
    },
    async (request) => {
      const found = await deps.jobs.find(signedInUser(request)._id, request.params.id);
      if (!found) throw notFound('Document');
      return found.document;
    },
  );

  app.delete(
    '/api/assortment-documents/:id',
    {
      config: { access: 'viewAssortments' },
      schema: {
        tags,
        summary: 'Deletes a kept document: its file goes and its links stop working',
        params: idParams,
        response: { 200: messageAnswerSchema },
      },
    },
    async (request) => {
      await deps.shares.delete(signedInUser(request), request.params.id);
      return { message: 'Success' };
    },
  );

  app.get(
    '/api/assortment-documents/:format/shared/:documentId/:accessCode/:filename',
    {
      // The recipient's 256-bit code is the credential; the file is the one made when it was shared.
      config: { access: 'public' },
      schema: {
        tags,
        summary: "A shared document's file, for the recipient whose link it is, until the link expires",
        params: sharedParams,
      },
    },
    async (request, reply) => {
      const { format, documentId, accessCode } = request.params;
      const file = await deps.shares.openShared(format, documentId, accessCode, auditContextOf(request));
      return sendStoredDocument(reply, format, file);
    },
  );
};
