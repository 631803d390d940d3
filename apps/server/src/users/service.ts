import type { UserAccessUpdate, UserListQuery } from '@stride/domain';
import { notFound } from '../platform/errors.js';
import { presentUser, presentUserSummary } from './presenter.js';
import type { UsersRepository } from './repository.js';
import type { UserRow } from './tables.js';

export type UserApprovedHook = (user: UserRow, origin: string) => Promise<void>;

export const createUsersService = (deps: {
  users: UsersRepository;
  onApproved: UserApprovedHook;
  /** Called after an edit so the user's open sessions see it on their next request. */
  onAccessChanged: (userId: string) => void;
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

  /** Approving a pending request (status pending → active) sends the welcome mail. */
  updateAccess: async (id: string, patch: UserAccessUpdate, origin: string) => {
    const before = await deps.users.findById(id);
    if (!before) throw notFound('User');
    const after = await deps.users.update(id, patch);
    if (!after) throw notFound('User');
    deps.onAccessChanged(id);
    if (before.status === 'pending' && after.status === 'active') await deps.onApproved(after, origin);
    return presentUser(after);
  },
});

export type UsersService = ReturnType<typeof createUsersService>;
