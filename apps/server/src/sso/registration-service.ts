import type { AdRegisterDetails, AdRegisterRequest } from '@stride/domain';
import { accountMails } from '../accounts/mails.js';
import type { Database } from '../platform/db/database.js';
import { invalidCode } from '../platform/errors.js';
import type { Mailer } from '../platform/mail/mailer.js';
import type { UsersRepository } from '../users/repository.js';
import type { SsoRegistrationsRepository } from './registrations-repository.js';

/** /ad-register: a first-time single sign-on user completes the access request. */
export const createSsoRegistrationService = (deps: {
  db: Database;
  users: UsersRepository;
  registrations: SsoRegistrationsRepository;
  mailer: Mailer;
}) => {
  /** The token's user, while it is still an okta user that has not sent its request. */
  const pendingUserOf = async (pendingUser: string) => {
    const registration = await deps.registrations.findValid(pendingUser);
    if (!registration) throw invalidCode();
    const user = await deps.users.findById(registration.userId);
    if (user?.strategy !== 'okta' || user.status !== 'pending' || user.emailConfirmed) throw invalidCode();
    return user;
  };

  return {
    details: async (pendingUser: string): Promise<AdRegisterDetails> => {
      const user = await pendingUserOf(pendingUser);
      return { email: user.email, name: user.name, lastName: user.lastName };
    },

    /**
     * Records the request and tells the administrators. The provider has verified the e-mail,
     * so it counts as confirmed, which is also how a later sign-in knows the request was sent.
     */
    submit: async (pendingUser: string, request: AdRegisterRequest, origin: string) => {
      await pendingUserOf(pendingUser);
      const admins = (await deps.users.holdersOfDomain('adminUsers')).map((admin) => admin.email);
      await deps.db.transaction(async (tx) => {
        const userId = await deps.registrations.consume(pendingUser, tx);
        if (!userId) throw invalidCode();
        const user = await deps.users.update(
          userId,
          {
            entity: request.entity ?? null,
            country: request.country ?? null,
            accessReason: request.reason ?? null,
            emailConfirmed: true,
          },
          tx,
        );
        if (!user || admins.length === 0) return;
        await deps.mailer.send(
          accountMails.newAccessRequest(
            admins,
            { ...user, reason: user.accessReason },
            `${origin}/admin/users?status=pending`,
          ),
          tx,
        );
      });
    },
  };
};

export type SsoRegistrationService = ReturnType<typeof createSsoRegistrationService>;
