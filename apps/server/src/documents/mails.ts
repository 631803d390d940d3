import { fullName, type ShareDocumentRequest } from '@stride/domain';
import type { MailMessage } from '../platform/mail/mailer.js';

type Sender = { email: string; name: string; lastName: string };

/**
 * A document shared by e-mail, one mail per recipient (each link is the recipient's own, so the
 * sender sees who opened it): the sender's subject and message, the link, until when it works.
 */
export const documentShareMail = (
  sender: Sender,
  share: Pick<ShareDocumentRequest, 'subject' | 'body'>,
  recipient: string,
  document: { filename: string; link: string; expiresAt: Date },
): MailMessage => ({
  to: [recipient],
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
