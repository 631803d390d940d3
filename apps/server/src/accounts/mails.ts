import { fullName } from '@stride/domain';
import type { MailMessage } from '../platform/mail/mailer.js';

type Person = { email: string; name: string; lastName: string };

/** The account e-mails. Texts are English: the server does not know a visitor's language yet. */
export const accountMails = {
  confirmEmail: (person: Person, link: string): MailMessage => ({
    to: [person.email],
    subject: 'Stride: please confirm your e-mail address',
    text: `Hello ${person.name},\n\nThank you for requesting access to Stride. Please confirm your e-mail address:\n${link}\n\nOnce confirmed, an administrator reviews your request and you will receive an e-mail when it is approved.\n`,
  }),
  alreadyRegistered: (person: Person, link: string): MailMessage => ({
    to: [person.email],
    subject: 'Stride: access request',
    text: `Hello ${person.name},\n\nSomeone asked for access to Stride with this e-mail address, which already has an account. If you forgot your password, open ${link} and choose "Forgot your password?" in the login dialog.\n`,
  }),
  newAccessRequest: (
    admins: string[],
    person: Person & { entity: string | null; reason: string | null },
    link: string,
  ): MailMessage => ({
    to: admins,
    subject: `Stride: access request from ${fullName(person)}`,
    text: `${fullName(person)} <${person.email}>${person.entity ? ` (${person.entity})` : ''} confirmed their e-mail and asks for access.\n${person.reason ? `\nReason: ${person.reason}\n` : ''}\nReview the request: ${link}\n`,
  }),
  welcome: (person: Person, link: string): MailMessage => ({
    to: [person.email],
    subject: 'Stride: your access was approved',
    text: `Hello ${person.name},\n\nYour access to Stride was approved. Choose your password to sign in (the link works once and expires in 7 days):\n${link}\n`,
  }),
  passwordReset: (person: Person, link: string): MailMessage => ({
    to: [person.email],
    subject: 'Stride: reset your password',
    text: `Hello ${person.name},\n\nUse this link to choose a new password (it works once and expires in 1 hour):\n${link}\n\nIf you did not ask for this, you can ignore this e-mail.\n`,
  }),
  singleSignOnReset: (person: Person): MailMessage => ({
    to: [person.email],
    subject: 'Stride: password reset',
    text: `Hello ${person.name},\n\nYou sign in to Stride with your company account (single sign-on). Please contact IT to reset your password.\n`,
  }),
};
