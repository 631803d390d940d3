import { randomUUID } from 'node:crypto';
import {
  type DocumentFormat,
  type ShareDocumentRequest,
  scheduledDocumentPagePath,
  sharedDocumentPagePath,
  type User,
} from '@stride/domain';
import type { AuditContext, AuditLog } from '../audit/audit-log.js';
import type { Database } from '../platform/db/database.js';
import { notFound } from '../platform/errors.js';
import type { Mailer } from '../platform/mail/mailer.js';
import type { Storage } from '../platform/storage/storage.js';
import { documentShareMail } from './mails.js';
import { type DocumentsRepository, documentStorageKey } from './repository.js';
import type { DocumentService } from './service.js';
import type { AssortmentDocumentRow } from './tables.js';

/**
 * Documents kept and shared: the file made once when shared (recipients get the document as it
 * was sent), one link per recipient mailed in the same transaction as the rows, so a failure
 * leaves neither a link without a document nor a mail without a link.
 */
export const createDocumentShareService = (deps: {
  db: Database;
  documents: DocumentService;
  repository: DocumentsRepository;
  storage: Storage;
  mailer: Mailer;
  audit: AuditLog;
}) => {
  /**
   * Makes the document, stores its file and keeps it; `mail` writes the mails of its links in
   * the same transaction as the row. A failure removes the file again.
   */
  const makeAndKeep = async <T>(
    user: User,
    request: ShareDocumentRequest,
    format: DocumentFormat,
    options: { scheduleId?: string; now?: Date },
    mail: (tx: Database, made: { id: string; filename: string; expiresAt: Date; createdAt: Date }) => Promise<T>,
  ): Promise<{ id: string; result: T }> => {
    const made = await deps.documents.render(user, request, format);
    const id = randomUUID();
    const storageKey = documentStorageKey(id, format);
    await deps.storage.put(storageKey, made.bytes);
    try {
      return await deps.db.transaction(async (tx) => {
        const row = await deps.repository.insertMade(
          tx,
          id,
          {
            ownerId: user._id,
            scheduleId: options.scheduleId,
            request,
            format,
            filename: made.filename,
            displayName: request.displayName || made.filename,
            storageKey,
            size: made.bytes.length,
            lineCount: made.lineCount,
          },
          options.now,
        );
        return {
          id,
          result: await mail(tx, { id, filename: made.filename, expiresAt: row.expiresAt, createdAt: row.createdAt }),
        };
      });
    } catch (error) {
      await deps.storage.delete(storageKey);
      throw error;
    }
  };

  const storedFile = async (document: AssortmentDocumentRow | null, format: DocumentFormat, what: string) => {
    const stored =
      document?.format === format && document.storageKey ? await deps.storage.get(document.storageKey) : null;
    if (!document || !stored) throw notFound(what);
    return { ...stored, filename: document.filename };
  };

  return {
    share: async (
      user: User,
      request: ShareDocumentRequest,
      format: DocumentFormat,
      origin: string,
      context: AuditContext,
    ) => {
      const { id } = await makeAndKeep(user, request, format, {}, async (tx, made) => {
        const recipients = [...new Set([...request.recipients, ...request.bccRecipients])];
        await deps.audit.record(
          {
            ...context,
            action: 'document.shared',
            objectType: 'document',
            objectId: made.id,
            details: { assortmentId: request.assortment ?? null, format, filename: made.filename, recipients },
          },
          tx,
        );
        for (const link of await deps.repository.insertLinks(tx, made.id, recipients)) {
          const page = `${origin}${sharedDocumentPagePath(format, made.id, link.code, made.filename)}`;
          await deps.mailer.send(documentShareMail(user, request, [link.recipient], [], { ...made, link: page }), tx);
        }
      });
      return id;
    },

    /** A schedule's run: the document as it is now, one mail to its recipients with the scheduled link. */
    sendScheduled: async (
      user: User,
      schedule: { id: string; request: ShareDocumentRequest; format: DocumentFormat },
      origin: string,
      now: Date,
    ) =>
      (
        await makeAndKeep(user, schedule.request, schedule.format, { scheduleId: schedule.id, now }, (tx, made) =>
          deps.mailer.send(
            documentShareMail(user, schedule.request, schedule.request.recipients, schedule.request.bccRecipients, {
              ...made,
              link: `${origin}${scheduledDocumentPagePath(schedule.format, made.id, made.createdAt.getTime(), made.filename)}`,
            }),
            tx,
          ),
        )
      ).id,

    /** The file a scheduled link names; 404 once expired or deleted. */
    openScheduled: async (format: DocumentFormat, documentId: string, timeStamp: number) =>
      storedFile(await deps.repository.findScheduled(documentId, timeStamp), format, 'Scheduled document'),

    /** The stored file a recipient's link opens, each open in the audit log; 404 for a wrong, expired or revoked link. */
    openShared: async (format: DocumentFormat, documentId: string, code: string, context: AuditContext) => {
      const opened = await deps.repository.openShared(documentId, code);
      const document = opened?.document;
      const stored =
        document?.format === format && document.storageKey ? await deps.storage.get(document.storageKey) : null;
      if (!document || !stored) throw notFound('Shared document');
      await deps.audit.record({
        ...context,
        action: 'document.share_opened',
        objectType: 'document',
        objectId: documentId,
        details: { recipient: opened.recipient },
      });
      return { ...stored, filename: document.filename };
    },

    /** Deleting a kept document revokes its links and removes its file. */
    delete: async (user: User, id: string) => {
      const found = await deps.repository.find(user._id, id);
      if (!found) throw notFound('Document');
      await deps.repository.delete(id);
      if (found.row.storageKey) await deps.storage.delete(found.row.storageKey);
    },
  };
};

export type DocumentShareService = ReturnType<typeof createDocumentShareService>;
