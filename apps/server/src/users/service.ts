import { accessChangeEntries, type UserAccessUpdate, type UserListQuery } from '@stride/domain';
import type { AuditContext, AuditLog } from '../audit/audit-log.js';
import type { Database } from '../platform/db/database.js';
import { notFound } from '../platform/errors.js';
import type { WebhookPublisher } from '../webhooks/publish.js';
import { presentUser, presentUserSummary } from './presenter.js';
import type { UsersRepository } from './repository.js';
import type { UserRow } from './tables.js';

export type UserApprovedHook = (user: UserRow, origin: string) => Promise<void>;

export const createUsersService = (deps: {
  db: Database;
  users: UsersRepository;
  audit: AuditLog;
  onApproved: UserApprovedHook;
  /** Called after an edit so the user's open sessions see it on their next request. */
  onAccessChanged: (userId: string) => void;
  /** Tells webhook endpoints of changed rights, in the transaction of the change. */
  publish?: WebhookPublisher;
}) => ({
  autocomplete: async (text: string, limit: number) =>
    (await deps.users.autocomplete(text, limit)).map(presentUserSummary),

  list: async (query: UserListQuery) => {
    const { rows, totalCount } = await deps.users.list(query);
    return { totalCount, data: rows.map(presentUser) };
  },

  get: async (id: string) => {
    const row = await deps.users.findById(id);
    if (!row) throw notFound('User');
    return presentUser(row);
  },

  /**
   * Approving a pending request (status pending → active) sends the welcome mail. The change and
   * its audit entries (approved, disabled, rights before and after) are written together.
   */
  updateAccess: async (id: string, patch: UserAccessUpdate, origin: string, context: AuditContext) => {
    const before = await deps.users.findById(id);
    if (!before) throw notFound('User');
    const after = await deps.db.transaction(async (tx) => {
      const updated = await deps.users.update(id, patch, tx);
      if (!updated) throw notFound('User');
      const changes = accessChangeEntries(presentUser(before), presentUser(updated));
      for (const entry of changes) {
        await deps.audit.record({ ...context, ...entry, objectType: 'user', objectId: id }, tx);
      }
      if (changes.length > 0) await deps.publish?.('user.permissions_changed', { userId: id }, { executor: tx });
      return updated;
    });
    deps.onAccessChanged(id);
    if (before.status === 'pending' && after.status === 'active') await deps.onApproved(after, origin);
    return presentUser(after);
  },
});

export type UsersService = ReturnType<typeof createUsersService>;
