import type { Database } from '../db/database.js';
import { type MailAttachment, outbox } from './outbox-table.js';

/** Mail goes to people outside the app too: a sender may start a few dozen mails a minute. */
export const mailRateLimit = { max: 30, timeWindow: 60_000 };

export type MailMessage = {
  to: string[];
  bcc?: string[];
  subject: string;
  text: string;
  html?: string;
  attachments?: MailAttachment[];
};

/**
 * Hands a written outbox row to whatever delivers it (the mail job), inside the caller's
 * transaction when there is one, so the delivery commits or rolls back with the row.
 */
export type MailDispatch = (outboxId: string, executor?: Database) => Promise<void>;

/**
 * Mail is written to the outbox (inside the caller's transaction when given one) and then
 * dispatched for delivery, so a failed send never loses a message.
 */
export const createMailer = (db: Database, dispatch: MailDispatch) => ({
  send: async (message: MailMessage, executor?: Database) => {
    const [row] = await (executor ?? db)
      .insert(outbox)
      .values({
        to: message.to,
        bcc: message.bcc ?? [],
        subject: message.subject,
        text: message.text,
        html: message.html,
        attachments: message.attachments ?? [],
      })
      .returning({ id: outbox.id });
    await dispatch(row!.id, executor);
    return { id: row!.id };
  },
});

export type Mailer = ReturnType<typeof createMailer>;
