import { inArray } from 'drizzle-orm';
import { type OutboxRow, outbox } from '../src/mail/tables.js';
import type { Database } from '../src/platform/db/database.js';

/**
 * Stands in for the mail job: remembers the outbox rows an app dispatched, so a test reads
 * exactly the mails its own app wrote, even when files share one PostgreSQL database.
 */
export const createOutboxRecorder = (db: Database) => {
  const ids: string[] = [];
  return {
    ids,
    dispatch: async (outboxId: string) => {
      ids.push(outboxId);
    },
    /** The mails sent to (or bcc) an address, oldest first. */
    mailsTo: async (email: string): Promise<OutboxRow[]> => {
      if (ids.length === 0) return [];
      const address = email.toLowerCase();
      const rows = await db.select().from(outbox).where(inArray(outbox.id, ids));
      return rows
        .filter((row) => [...row.to, ...row.bcc].some((recipient) => recipient.toLowerCase() === address))
        .sort((a, b) => ids.indexOf(a.id) - ids.indexOf(b.id));
    },
  };
};

export type OutboxRecorder = ReturnType<typeof createOutboxRecorder>;

/** The first link in a mail whose path starts with `pathPrefix`. */
export const linkIn = (mail: Pick<OutboxRow, 'text'>, pathPrefix: string): URL => {
  const links = (mail.text.match(/https?:\/\/\S+/g) ?? []).map((link) => new URL(link));
  const link = links.find((candidate) => candidate.pathname.startsWith(pathPrefix));
  if (!link) throw new Error(`No link to ${pathPrefix} in mail:\n${mail.text}`);
  return link;
};
