import {
  type AssortmentDocumentRequest,
  documentFilenameFor,
  documentFormatOf,
  documentQueryTitle,
  type User,
} from '@stride/domain';
import type { AssortmentService } from '../assortments/service.js';
import { AppError, invalidInput, notFound } from '../platform/errors.js';
import type { JobQueue } from '../platform/jobs/job-queue.js';
import type { Storage } from '../platform/storage/storage.js';
import { presentUser } from '../users/presenter.js';
import type { UsersRepository } from '../users/repository.js';
import type { WebhookPublisher } from '../webhooks/publish.js';
import { type DocumentsRepository, documentStorageKey, presentDocument } from './repository.js';
import type { DocumentService } from './service.js';

const DOCUMENT_MAKE_JOB = 'documents.make';
/** Where a make job goes once its tries are used up without ending the document (its server died). */
const DOCUMENT_MAKE_DEAD_LETTER = 'documents.make.failed';
type DocumentMakeData = { documentId: string };

/** Reported to the person when a document fails for a reason that is not theirs to fix. */
const UNEXPECTED_FAILURE = 'The document could not be made. Please try again.';

/** Hands a started document to whatever makes it: the job queue, or (without one) this process. */
export type DocumentJobDispatch = (documentId: string) => Promise<void>;

/**
 * Document jobs (part 2 §7.7 POST /assortment-documents; part 1 §4 document creation started →
 * success | failed): the request is kept at once as a started document, and made apart from the
 * request, so a 1,000-line pdf never holds a connection open and survives a restart as a job.
 */
export const createDocumentJobs = (deps: {
  assortments: AssortmentService;
  documents: DocumentService;
  repository: DocumentsRepository;
  storage: Storage;
  users: UsersRepository;
  log: { error: (details: object, message: string) => void };
  /** Tells webhook endpoints a document is ready to fetch. */
  publish?: WebhookPublisher;
}) => {
  /** Makes a started document; a document already ended (or deleted) is left alone, so a retry is harmless. */
  const make = async (documentId: string) => {
    const row = await deps.repository.findById(documentId);
    if (row?.state !== 'started') return;
    const owner = await deps.users.findById(row.ownerId);
    try {
      if (owner?.status !== 'active') throw notFound('Owner');
      const made = await deps.documents.render(presentUser(owner), row.request, row.format);
      const storageKey = documentStorageKey(row.id, row.format);
      await deps.storage.put(storageKey, made.bytes);
      const ended = await deps.repository.finish(row.id, {
        state: 'success',
        storageKey,
        size: made.bytes.length,
        lineCount: made.lineCount,
        filename: made.filename,
      });
      // Deleted while it was being made: its file goes too.
      if (!ended) await deps.storage.delete(storageKey);
      else
        await deps.publish?.('document.ready', {
          documentId: row.id,
          kind: row.request.documentType.type,
          format: row.format,
        });
    } catch (error) {
      if (!(error instanceof AppError)) deps.log.error({ err: error, documentId }, 'document job failed');
      await deps.repository.finish(row.id, {
        state: 'failed',
        error: error instanceof AppError ? error.message : UNEXPECTED_FAILURE,
      });
    }
  };

  return {
    make,

    /**
     * A make job whose tries are used up: each time its server died while making it (a pdf too big
     * for its memory, say), so nothing ended the document. It fails now rather than stay started.
     */
    abandon: async (documentId: string) => {
      if (await deps.repository.finish(documentId, { state: 'failed', error: UNEXPECTED_FAILURE })) {
        deps.log.error({ documentId }, 'document job abandoned: its server stopped on every try');
      }
    },

    /** Keeps the request as a started document (after checking the assortment is the person's) and dispatches it. */
    start: async (user: User, request: AssortmentDocumentRequest, dispatch: DocumentJobDispatch) => {
      // The assortment is checked now (a wrong one is refused at once); a query's, when made.
      if (!request.assortment && !request.assortmentsQuery)
        throw invalidInput('assortment', 'Name the assortment, or the assortments, to put in the document.');
      const title = request.assortment
        ? (await deps.assortments.get(user, request.assortment, false)).title
        : documentQueryTitle(request.assortmentsQuery ?? {});
      const filename = documentFilenameFor(request, title);
      const row = await deps.repository.insertStarted({
        ownerId: user._id,
        request,
        format: documentFormatOf(request.documentType.type),
        filename,
        displayName: request.displayName || filename,
      });
      await dispatch(row.id);
      return presentDocument(row, []);
    },

    /** One of the person's documents (its row and its answer); undefined when it is not theirs. */
    find: (ownerId: string, id: string) => deps.repository.find(ownerId, id),

    /** The person's documents (My documents). */
    list: (ownerId: string) => deps.repository.list(ownerId),
  };
};

export type DocumentJobs = ReturnType<typeof createDocumentJobs>;

/**
 * With a job queue, documents are made by its workers (on any server, after a restart too), as
 * many at a time as there are render threads; without one (tests), in this process, after the answer.
 */
export const documentJobDispatch = async (
  jobs: JobQueue | undefined,
  documentJobs: Pick<DocumentJobs, 'make' | 'abandon'>,
  concurrency: number,
) => {
  if (!jobs) {
    return async (documentId: string) => {
      setImmediate(() => void documentJobs.make(documentId));
    };
  }
  await jobs.work<DocumentMakeData>(DOCUMENT_MAKE_DEAD_LETTER, ({ documentId }) => documentJobs.abandon(documentId));
  await jobs.work<DocumentMakeData>(DOCUMENT_MAKE_JOB, ({ documentId }) => documentJobs.make(documentId), {
    concurrency,
  });
  return async (documentId: string) => {
    await jobs.send<DocumentMakeData>(
      DOCUMENT_MAKE_JOB,
      { documentId },
      { retryLimit: 2, expireInSeconds: 600, deadLetter: DOCUMENT_MAKE_DEAD_LETTER },
    );
  };
};
