import { randomUUID } from 'node:crypto';
import type { Permission } from '@stride/domain';
import { hashPassword } from '../src/platform/crypto/passwords.js';
import type { Database } from '../src/platform/db/database.js';
import { createUsersRepository, type NewUser } from '../src/users/repository.js';
import type { UserRow } from '../src/users/tables.js';

export const TEST_PASSWORD = 'correct-horse-battery';

/** argon2 takes tens of milliseconds; the common password is hashed once per process. */
let testPasswordHash: Promise<string> | undefined;
const hashFor = (password: string) => {
  if (password !== TEST_PASSWORD) return hashPassword(password);
  testPasswordHash ??= hashPassword(TEST_PASSWORD);
  return testPasswordHash;
};

let sequence = 0;

/** Lower-case letters and digits no other test or parallel file uses: names, codes, e-mails. */
export const uniqueToken = (prefix = 't'): string =>
  `${prefix}${randomUUID().replace(/-/g, '').slice(0, 10)}${(++sequence).toString(36)}`;

export type UserFactoryOptions = Partial<Omit<NewUser, 'passwordHash'>> & {
  /** null: no password (as after an access request). Okta users never have one. */
  password?: string | null;
};

export type TestUser = UserRow & { password: string | null };

/** An active, confirmed local user with a unique e-mail and user code, unless told otherwise. */
export const createUser = async (db: Database, options: UserFactoryOptions = {}): Promise<TestUser> => {
  const { password = TEST_PASSWORD, ...fields } = options;
  const token = uniqueToken();
  const strategy = fields.strategy ?? 'local';
  const usablePassword = strategy === 'local' ? password : null;
  const row = await createUsersRepository(db).insert({
    userCode: token.toUpperCase(),
    name: 'Test',
    lastName: `User ${token}`,
    email: `${token}@test.stride`,
    status: 'active',
    emailConfirmed: true,
    externalSubject: strategy === 'okta' ? `okta-${token}` : null,
    ...fields,
    passwordHash: usablePassword === null ? null : await hashFor(usablePassword),
  });
  return { ...row, password: usablePassword };
};

const adminUsersPermission: Permission = { domain: 'adminUsers', role: 'admin' };

/** A user administrator (the adminUsers rule). */
export const createAdmin = (db: Database, options: UserFactoryOptions = {}) =>
  createUser(db, { permissions: [adminUsersPermission], ...options });
