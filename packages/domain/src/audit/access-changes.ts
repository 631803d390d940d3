import { type UserAccessFields, userAccessFieldsSchema } from '../users/user.js';
import type { AuditAction } from './audit-actions.js';

type AccessField = keyof UserAccessFields;

/** What an administrator's change of a user's access records in the audit log. */
export type AccessChangeEntry = {
  action: Extract<AuditAction, 'user.approved' | 'user.disabled' | 'user.permissions_changed'>;
  details?: { before: Partial<UserAccessFields>; after: Partial<UserAccessFields> };
};

/** Session timings are the person's comfort, not their rights: they are left out of the log. */
const notRights: readonly AccessField[] = ['sessionOptions'];

const same = (left: unknown, right: unknown) => JSON.stringify(left) === JSON.stringify(right);

/**
 * The entries of one change of a user's access (issue 26): a pending request made active is an
 * approval, a status set to deactivated a disabling; every other change of a right (permissions,
 * scopes, flags, another status change) is one permissions entry with the changed fields before
 * and after.
 */
export const accessChangeEntries = (before: UserAccessFields, after: UserAccessFields): AccessChangeEntry[] => {
  const entries: AccessChangeEntry[] = [];
  const approved = before.status === 'pending' && after.status === 'active';
  const disabled = before.status !== 'deactivated' && after.status === 'deactivated';
  if (approved) entries.push({ action: 'user.approved' });
  if (disabled) entries.push({ action: 'user.disabled' });
  const changed = (Object.keys(userAccessFieldsSchema.shape) as AccessField[]).filter(
    (field) =>
      !notRights.includes(field) &&
      !(field === 'status' && (approved || disabled)) &&
      !same(before[field], after[field]),
  );
  if (changed.length > 0) {
    const pick = (fields: UserAccessFields) => Object.fromEntries(changed.map((field) => [field, fields[field]]));
    entries.push({ action: 'user.permissions_changed', details: { before: pick(before), after: pick(after) } });
  }
  return entries;
};
