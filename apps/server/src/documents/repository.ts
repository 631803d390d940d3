import {
  type AssortmentDocument,
  type AssortmentDocumentRequest,
  DOCUMENT_LINK_TTL_MS,
  type DocumentFormat,
} from '@stride/domain';
import { and, desc, eq, gt, inArray, isNotNull, sql } from 'drizzle-orm';
import { hashToken, randomToken } from '../platform/crypto/tokens.js';
import type { Database } from '../platform/db/database.js';
import {
  type AssortmentDocumentRow,
  assortmentDocuments,
  type DocumentShareLinkRow,
  documentShareLinks,
} from './tables.js';

/** How many kept documents the list answers: the newest. */
const LIST_LIMIT = 50;

const iso = (date: Date | null) => (date ? date.toISOString() : null);

export const presentDocument = (
  row: AssortmentDocumentRow,
  links: readonly DocumentShareLinkRow[],
): AssortmentDocument => ({
  _id: row.id,
  kind: 'AssortmentDocument',
  assortment: row.assortmentId,
  documentType: row.request.documentType,
  format: row.format,
  filename: row.filename,
  displayName: row.displayName,
  state: row.state,
  error: row.error,
  size: row.size,
  lineCount: row.lineCount,
  createdDate: row.createdAt.toISOString(),
  finishedDate: iso(row.finishedAt),
  expiresDate: row.expiresAt.toISOString(),
  links: links.map((link) => ({
    recipient: link.recipient,
    viewCount: link.viewCount,
    firstViewedDate: iso(link.firstViewedAt),
    lastViewedDate: iso(link.lastViewedAt),
  })),
});

/** Where a kept document's file is stored. */
export const documentStorageKey = (id: string, format: DocumentFormat) => `documents/${id}.${format}`;

export type NewDocument = {
  ownerId: string;
  scheduleId?: string;
  request: AssortmentDocumentRequest;
  format: DocumentFormat;
  filename: string;
  displayName: string;
  storageKey: string;
  size: number;
  lineCount: number;
};

export const createDocumentsRepository = (db: Database) => {
  const linksOf = async (documentIds: readonly string[]) =>
    documentIds.length === 0
      ? []
      : db
          .select()
          .from(documentShareLinks)
          .where(inArray(documentShareLinks.documentId, [...documentIds]));

  return {
    /** A made document, kept for the links' lifetime; its id names its stored file. */
    insertMade: async (executor: Database, id: string, document: NewDocument, now = new Date()) => {
      const [row] = await executor
        .insert(assortmentDocuments)
        .values({
          id,
          ...document,
          assortmentId: document.request.assortment,
          state: 'success',
          createdAt: now,
          finishedAt: now,
          expiresAt: new Date(now.getTime() + DOCUMENT_LINK_TTL_MS),
        })
        .returning();
      if (!row) throw new Error('The document row was not stored');
      return row;
    },

    /** A document job's row (part 2 §7.7 POST /assortment-documents): started, its file to come. */
    insertStarted: async (document: Omit<NewDocument, 'storageKey' | 'size' | 'lineCount'>, now = new Date()) => {
      const [row] = await db
        .insert(assortmentDocuments)
        .values({
          ...document,
          assortmentId: document.request.assortment,
          state: 'started',
          createdAt: now,
          expiresAt: new Date(now.getTime() + DOCUMENT_LINK_TTL_MS),
        })
        .returning();
      if (!row) throw new Error('The document row was not stored');
      return row;
    },

    findById: async (id: string) =>
      (await db.select().from(assortmentDocuments).where(eq(assortmentDocuments.id, id)))[0] ?? null,

    /** Ends a started document; false when it was no longer started (deleted, or ended by another worker). */
    finish: async (
      id: string,
      outcome:
        | { state: 'success'; storageKey: string; size: number; lineCount: number; filename: string }
        | { state: 'failed'; error: string },
      now = new Date(),
    ) => {
      const ended = await db
        .update(assortmentDocuments)
        .set({ ...outcome, finishedAt: now })
        .where(and(eq(assortmentDocuments.id, id), eq(assortmentDocuments.state, 'started')))
        .returning({ id: assortmentDocuments.id });
      return ended.length > 0;
    },

    /** One link per recipient; answers each recipient's code (only its hash is kept). */
    insertLinks: async (executor: Database, documentId: string, recipients: readonly string[]) => {
      const links = recipients.map((recipient) => ({ recipient, code: randomToken() }));
      await executor
        .insert(documentShareLinks)
        .values(links.map((link) => ({ documentId, recipient: link.recipient, codeHash: hashToken(link.code) })));
      return links;
    },

    list: async (ownerId: string) => {
      const rows = await db
        .select()
        .from(assortmentDocuments)
        .where(eq(assortmentDocuments.ownerId, ownerId))
        .orderBy(desc(assortmentDocuments.createdAt))
        .limit(LIST_LIMIT);
      const links = await linksOf(rows.map((row) => row.id));
      return rows.map((row) =>
        presentDocument(
          row,
          links.filter((link) => link.documentId === row.id),
        ),
      );
    },

    find: async (ownerId: string, id: string) => {
      const [row] = await db
        .select()
        .from(assortmentDocuments)
        .where(and(eq(assortmentDocuments.id, id), eq(assortmentDocuments.ownerId, ownerId)));
      return row ? { row, document: presentDocument(row, await linksOf([row.id])) } : null;
    },

    delete: (id: string) => db.delete(assortmentDocuments).where(eq(assortmentDocuments.id, id)),

    /** A document a schedule sent, named by its id and the time stamp of its run, while not expired. */
    findScheduled: async (documentId: string, timeStamp: number, now = new Date()) => {
      const [row] = await db
        .select()
        .from(assortmentDocuments)
        .where(
          and(
            eq(assortmentDocuments.id, documentId),
            eq(assortmentDocuments.createdAt, new Date(timeStamp)),
            isNotNull(assortmentDocuments.scheduleId),
            gt(assortmentDocuments.expiresAt, now),
          ),
        );
      return row ?? null;
    },

    /** The document a recipient's code opens, while it has not expired; counts the view. */
    openShared: async (documentId: string, code: string, now = new Date()) => {
      const [found] = await db
        .select({
          document: assortmentDocuments,
          linkId: documentShareLinks.id,
          recipient: documentShareLinks.recipient,
        })
        .from(documentShareLinks)
        .innerJoin(assortmentDocuments, eq(assortmentDocuments.id, documentShareLinks.documentId))
        .where(
          and(
            eq(documentShareLinks.codeHash, hashToken(code)),
            eq(assortmentDocuments.id, documentId),
            gt(assortmentDocuments.expiresAt, now),
          ),
        );
      if (!found) return null;
      await db
        .update(documentShareLinks)
        .set({
          viewCount: sql`${documentShareLinks.viewCount} + 1`,
          firstViewedAt: sql`coalesce(${documentShareLinks.firstViewedAt}, ${now})`,
          lastViewedAt: now,
        })
        .where(eq(documentShareLinks.id, found.linkId));
      return { document: found.document, recipient: found.recipient };
    },
  };
};

export type DocumentsRepository = ReturnType<typeof createDocumentsRepository>;
