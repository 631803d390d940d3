import type { User } from '@stride/domain';
import { presentUser } from './presenter.js';
import type { UsersRepository } from './repository.js';

/**
 * The user with this id, as signed in, or nothing when the account is gone or not active:
 * work done on someone's behalf (a schedule's run) runs with their rights of the moment.
 */
export const findActiveUser = async (
  users: Pick<UsersRepository, 'findById'>,
  id: string,
): Promise<User | undefined> => {
  const row = await users.findById(id);
  return row?.status === 'active' ? presentUser(row) : undefined;
};
