import { fullName, type ShareDocumentRequest } from '@stride/domain';
import type { MailMessage } from '../platform/mail/mailer.js';

type Sender = { email: string; name: string; lastName: string };

/**
 * A document sent by e-mail (a share mails each recipient their own link, so the sender sees who
 * opened it; a schedule's run one link to all): the sender's subject and message, the link, until
 * when it works.
 */
export const documentShareMail = (
  sender: Sender,
  share: Pick<ShareDocumentRequest, 'subject' | 'body'>,
  to: string[],
  bcc: string[],
  document: { filename: string; link: string; expiresAt: Date },
): MailMessage => ({
  to,
  bcc: bcc.length > 0 ? bcc : undefined,
  subject: share.subject,
  text: [
    share.body,
    `${document.filename}:\n${document.link}`,
    `The link works until ${document.expiresAt.toISOString().slice(0, 10)}.`,
    `Sent by ${fullName(sender)} <${sender.email}> from Stride.`,
  ]
    .filter(Boolean)
    .join('\n\n'),
});
