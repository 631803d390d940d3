import { fullName } from '@stride/domain';
import type { MailMessage } from '../platform/mail/mailer.js';

type Sender = { email: string; name: string; lastName: string };

const note = (message: string | undefined) => (message ? `\n${message}\n` : '');

/** Share mails. Texts are English, as the account mails: the recipients' language is unknown. */
export const shareMails = {
  package: (
    sender: Sender,
    to: string[],
    share: { filename: string; link: string; expiresAt: Date; message?: string },
  ): MailMessage => ({
    to,
    subject: `Stride: ${fullName(sender)} shared ${share.filename} with you`,
    text: `${fullName(sender)} <${sender.email}> shared a download with you: ${share.filename}\n${note(share.message)}\nDownload it here (the link works until ${share.expiresAt.toISOString().slice(0, 10)}):\n${share.link}\n`,
  }),
  appLink: (sender: Sender, to: string[], link: string, message?: string): MailMessage => ({
    to,
    subject: `Stride: ${fullName(sender)} sent you a link`,
    text: `${fullName(sender)} <${sender.email}> sent you a link to Stride:\n${note(message)}\n${link}\n`,
  }),
};
