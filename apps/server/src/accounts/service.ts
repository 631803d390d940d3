import { type AccessRequest, userCodeFromEmail } from '@stride/domain';
import type { AuditLog } from '../audit/audit-log.js';
import { hashPassword } from '../platform/crypto/passwords.js';
import type { Database } from '../platform/db/database.js';
import { invalidCode } from '../platform/errors.js';
import type { Mailer } from '../platform/mail/mailer.js';
import type { SessionsRepository } from '../sessions/repository.js';
import type { UsersRepository } from '../users/repository.js';
import type { UserRow } from '../users/tables.js';
import type { WebhookPublisher } from '../webhooks/publish.js';
import type { AccountCodesRepository } from './codes-repository.js';
import { accountMails } from './mails.js';

const HOUR = 3_600_000;
const TTL = { confirmEmail: 72 * HOUR, setPassword: 7 * 24 * HOUR, resetPassword: HOUR } as const;
const passwordPurposes: ('setPassword' | 'resetPassword')[] = ['setPassword', 'resetPassword'];

export const createAccountsService = (deps: {
  db: Database;
  users: UsersRepository;
  codes: AccountCodesRepository;
  sessions: SessionsRepository;
  mailer: Mailer;
  audit: AuditLog;
  /** Tells webhook endpoints of new accounts, in the transaction that makes them. */
  publish?: WebhookPublisher;
}) => {
  const setPasswordLink = (origin: string, user: UserRow, code: string, isNew: boolean) =>
    `${origin}/set-password/${user.id}/${code}${isNew ? '/new' : ''}`;

  return {
    /** Same answer whether or not the address is known, so the form cannot probe for accounts. */
    requestAccess: async (request: AccessRequest, origin: string, address: string) => {
      const existing = await deps.users.findByEmail(request.email);
      if (existing) {
        await deps.mailer.send(accountMails.alreadyRegistered(existing, `${origin}/dashboard`));
        return;
      }
      await deps.db.transaction(async (tx) => {
        const user = await deps.users.insert(
          {
            userCode: userCodeFromEmail(request.email),
            email: request.email,
            name: request.name,
            lastName: request.lastName,
            entity: request.entity ?? null,
            country: request.country ?? null,
            accessReason: request.reason ?? null,
            status: 'pending',
          },
          tx,
        );
        await deps.audit.record(
          {
            actor: null,
            address,
            action: 'user.created',
            objectType: 'user',
            objectId: user.id,
            details: { email: user.email, via: 'accessRequest' },
          },
          tx,
        );
        await deps.publish?.('user.created', { userId: user.id }, { executor: tx });
        const code = await deps.codes.issue(user.id, 'confirmEmail', TTL.confirmEmail, tx);
        await deps.mailer.send(
          accountMails.confirmEmail(user, `${origin}/api/users/confirm-email/${user.id}/${code}`),
          tx,
        );
      });
    },

    /** Confirms the address and tells the administrators a request awaits them. */
    confirmEmail: async (userId: string, code: string, origin: string) => {
      const user = await deps.users.findById(userId);
      if (!user) return false;
      const confirmed = await deps.db.transaction(async (tx) => {
        if (!(await deps.codes.consume(userId, code, ['confirmEmail'], tx))) return false;
        await deps.users.update(userId, { emailConfirmed: true }, tx);
        return true;
      });
      if (!confirmed) return false;
      const admins = (await deps.users.holdersOfDomain('adminUsers')).map((admin) => admin.email);
      if (admins.length > 0) {
        await deps.mailer.send(
          accountMails.newAccessRequest(
            admins,
            { ...user, reason: user.accessReason },
            `${origin}/admin/users?status=pending`,
          ),
        );
      }
      return true;
    },

    requestPasswordReset: async (email: string, origin: string) => {
      const user = await deps.users.findByEmail(email);
      if (user?.status !== 'active') return;
      if (user.strategy === 'okta') {
        await deps.mailer.send(accountMails.singleSignOnReset(user));
        return;
      }
      const code = await deps.codes.issue(user.id, 'resetPassword', TTL.resetPassword);
      await deps.mailer.send(accountMails.passwordReset(user, setPasswordLink(origin, user, code, false)));
    },

    sendWelcome: async (user: UserRow, origin: string) => {
      if (user.strategy !== 'local') return;
      const code = await deps.codes.issue(user.id, 'setPassword', TTL.setPassword);
      await deps.mailer.send(accountMails.welcome(user, setPasswordLink(origin, user, code, true)));
    },

    checkSetPasswordCode: async (userId: string, code: string) => {
      const found = await deps.codes.findValid(userId, code, passwordPurposes);
      const user = found && (await deps.users.findById(userId));
      if (!user) throw invalidCode();
      return { email: user.email, name: user.name };
    },

    /**
     * Sets the password, spends the code and ends other sessions of the user. The audit entry
     * names the user as the actor: the mailed code proved who they are.
     */
    setPassword: async (userId: string, code: string, password: string, address: string) => {
      const passwordHash = await hashPassword(password);
      const user = await deps.db.transaction(async (tx) => {
        const purpose = await deps.codes.consume(userId, code, passwordPurposes, tx);
        if (!purpose) throw invalidCode();
        await deps.sessions.deleteForUser(userId, tx);
        const updated = await deps.users.update(userId, { passwordHash, emailConfirmed: true }, tx);
        if (!updated) return undefined;
        await deps.audit.record(
          {
            actor: { _id: updated.id, email: updated.email },
            address,
            action: 'account.password_reset',
            objectType: 'user',
            objectId: updated.id,
            // setPassword: the first password of a welcomed user; resetPassword: a forgotten one.
            details: { purpose },
          },
          tx,
        );
        return updated;
      });
      if (!user) throw invalidCode();
      return user;
    },
  };
};

export type AccountsService = ReturnType<typeof createAccountsService>;
