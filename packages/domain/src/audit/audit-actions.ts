import { z } from 'zod';

/**
 * What the audit log records (issue 26): what matters for security and accountability. Each name
 * is `object.happening`, the words an administrator filters by.
 */
export const AUDIT_ACTIONS = [
  'session.signed_in',
  'session.sign_in_failed',
  'session.signed_out',
  'account.password_reset',
  'user.created',
  'user.approved',
  'user.disabled',
  'user.permissions_changed',
  'token.created',
  'token.revoked',
  'webhook.created',
  'webhook.changed',
  'webhook.deleted',
  'document.shared',
  'document.share_opened',
  'schedule.created',
  'schedule.deleted',
  'assortment.deleted',
  'assortment.restored',
  'season.state_changed',
  'order.approved',
  'order.denied',
] as const;

export const auditActionSchema = z.enum(AUDIT_ACTIONS);
export type AuditAction = z.infer<typeof auditActionSchema>;
