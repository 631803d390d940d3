import { eq, sql } from 'drizzle-orm';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Database } from '../db/database.js';
import type { Storage } from '../storage/storage.js';
import { outbox } from './outbox-table.js';

export const createSmtpTransport = (smtpUrl: string | undefined): Transporter | undefined =>
  smtpUrl ? nodemailer.createTransport(smtpUrl) : undefined;

/**
 * Delivers one outbox message. Without SMTP the message is kept in the outbox, which is then
 * the mailbox. A failure is recorded and rethrown so the job queue retries it.
 */
export const deliverOutboxMessage = async (
  db: Database,
  transport: Transporter | undefined,
  from: string,
  id: string,
  storage: Pick<Storage, 'get'>,
) => {
  const [message] = await db.select().from(outbox).where(eq(outbox.id, id)).limit(1);
  if (!message || message.status === 'sent' || message.status === 'kept') return;
  if (!transport) {
    await db.update(outbox).set({ status: 'kept' }).where(eq(outbox.id, id));
    return;
  }
  try {
    const attachments = await Promise.all(
      message.attachments.map(async (attachment) => {
        const stored = await storage.get(attachment.storageKey);
        if (!stored) throw new Error(`The attachment ${attachment.filename} is no longer stored`);
        return { filename: attachment.filename, contentType: attachment.contentType, content: stored.stream };
      }),
    );
    await transport.sendMail({
      from,
      to: message.to,
      bcc: message.bcc,
      subject: message.subject,
      text: message.text,
      html: message.html ?? undefined,
      attachments,
    });
    await db
      .update(outbox)
      .set({ status: 'sent', sentAt: new Date(), attempts: sql`${outbox.attempts} + 1` })
      .where(eq(outbox.id, id));
  } catch (error) {
    await db
      .update(outbox)
      .set({ status: 'failed', lastError: String(error), attempts: sql`${outbox.attempts} + 1` })
      .where(eq(outbox.id, id));
    throw error;
  }
};
