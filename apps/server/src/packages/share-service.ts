import type { MailedPackageRequest, User } from '@stride/domain';
import type { Database } from '../platform/db/database.js';
import type { Mailer } from '../platform/mail/mailer.js';
import { presentUser } from '../users/presenter.js';
import type { UsersRepository } from '../users/repository.js';
import type { MailedPackagesRepository } from './mailed-packages-repository.js';
import { shareMails } from './mails.js';
import type { PackageService } from './package-service.js';

/** Part 2 §7.11: packages mailed as a link that streams their zip for 7 days, and links to screens. */
export const createPackageShareService = (deps: {
  db: Database;
  mailed: MailedPackagesRepository;
  users: UsersRepository;
  mailer: Mailer;
  packages: PackageService;
}) => ({
  /** Stores the package under a new code and mails its link (`origin` + the shared path) in one transaction. */
  mailPackage: async (
    user: User,
    packageRequest: MailedPackageRequest,
    mail: { to: string[]; message?: string },
    origin: string,
  ) => {
    // The same checks as a download (rights per file, size), so no link is mailed that cannot work.
    await deps.packages.sourcesFor(user, packageRequest);
    await deps.db.transaction(async (tx) => {
      const { code, expiresAt } = await deps.mailed.store(packageRequest, user._id, tx);
      const link = `${origin}/api/packages/shared/${code}`;
      const share = { filename: packageRequest.data.filename, link, expiresAt, message: mail.message };
      await deps.mailer.send(shareMails.package(user, mail.to, share), tx);
    });
  },

  mailAppLink: (user: User, to: string[], link: string, message?: string) =>
    deps.mailer.send(shareMails.appLink(user, to, link, message)),

  /** A mailed package still valid, with its sharer as they are now; undefined when expired or the sharer is not active. */
  shared: async (code: string) => {
    const mailed = await deps.mailed.findValid(code);
    const sharer = mailed && (await deps.users.findById(mailed.sharedBy));
    if (!mailed || sharer?.status !== 'active') return undefined;
    return { sharer: presentUser(sharer), request: mailed.request };
  },
});

export type PackageShareService = ReturnType<typeof createPackageShareService>;
