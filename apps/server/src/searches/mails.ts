import { fullName, type ShareSearchRequest } from '@stride/domain';
import type { MailMessage } from '../platform/mail/mailer.js';

type Sender = { email: string; name: string; lastName: string };

/**
 * A search shared by e-mail: the sender's subject and message, then the link under the sender's
 * link text. The footer says who sent it, as the recipients may not know the address it comes from.
 */
export const searchShareMail = (sender: Sender, share: ShareSearchRequest, link: string): MailMessage => ({
  to: share.recipients,
  bcc: share.bccRecipients.length > 0 ? share.bccRecipients : undefined,
  subject: share.subject,
  text: [
    share.body,
    `${share.linkText || 'Open the search in Stride'}:\n${link}`,
    `Sent by ${fullName(sender)} <${sender.email}> from Stride.`,
  ]
    .filter(Boolean)
    .join('\n\n'),
});
