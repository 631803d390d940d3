import { type Permission, WEBHOOK_FAILURES_BEFORE_DISABLE } from '@stride/domain';
import type { Mailer } from '../platform/mail/mailer.js';
import type { WebhookRow } from './tables.js';

/** Active people holding a permission of the webhooks domain (the users repository's look-up). */
type WebhookPermissionHolders = () => Promise<{ email: string; permissions: Permission[] }[]>;

/**
 * Mails every webhooks administrator that an endpoint was disabled, once, when it happens: the
 * receiver is down or refusing, and nothing more is sent until someone enables it again.
 */
export const disabledNotice = (holders: WebhookPermissionHolders, mailer: Mailer) => async (webhook: WebhookRow) => {
  const text = [
    `Stride stopped sending events to ${webhook.url}: its last ${WEBHOOK_FAILURES_BEFORE_DISABLE} deliveries in a row failed.`,
    'Its waiting deliveries were given up. Check the receiver, then enable the endpoint again under Admin → Webhooks;',
    'its list of deliveries shows what the receiver answered.',
  ].join('\n');
  const administrators = (await holders()).filter((person) =>
    person.permissions.some((permission) => permission.domain === 'webhooks' && permission.role === 'admin'),
  );
  // One mail each: administrators' addresses are not shown to one another.
  for (const { email } of administrators) {
    await mailer.send({ to: [email], subject: 'A webhook endpoint was disabled', text });
  }
};
