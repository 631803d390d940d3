import type { AuditEntry } from '@stride/domain';
import type { AuditEntryRow } from './tables.js';

export const presentAuditEntry = (row: AuditEntryRow): AuditEntry => ({
  _id: String(row.seq),
  at: row.at.toISOString(),
  actorId: row.actorId,
  actorEmail: row.actorEmail,
  // Written through AuditLog only, so the text is always one of the action names.
  action: row.action as AuditEntry['action'],
  objectType: row.objectType,
  objectId: row.objectId,
  address: row.address,
  details: row.details,
});
