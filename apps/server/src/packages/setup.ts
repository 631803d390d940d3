import type { AssortmentsQuery, User } from '@stride/domain';
import type { AppConfig } from '../platform/config.js';
import type { Database } from '../platform/db/database.js';
import type { App } from '../platform/http/app-types.js';
import type { Mailer } from '../platform/mail/mailer.js';
import type { Storage } from '../platform/storage/storage.js';
import type { UsersRepository } from '../users/repository.js';
import { registerPackageDownloadRoutes } from './download-routes.js';
import type { DownloadableFiles } from './downloadable-files.js';
import { acceptFormBodies } from './form-body.js';
import { registerPackageMailRoutes } from './mail-routes.js';
import { createMailedPackagesRepository } from './mailed-packages-repository.js';
import { createPackageService } from './package-service.js';
import type { PhotoSources } from './photo-sources.js';

export type PackagesDeps = {
  db: Database;
  storage: Storage;
  mailer: Mailer;
  users: UsersRepository;
  /** Product photos (shared with the assortments' image zips). */
  photos: PhotoSources;
  downloadableFiles: DownloadableFiles;
  /** The style-colours of the person's assortments an assortment package's query matches. */
  assortmentStyleColors: (user: User, query: AssortmentsQuery) => Promise<string[]>;
  config: Pick<AppConfig, 'cookieSecure' | 'publicUrl'>;
};

/** Wires download packages and share mails into the app, in a scope that reads form bodies. */
export const setupPackages = (app: App, deps: PackagesDeps) =>
  app.register(async (scope) => {
    acceptFormBodies(scope);
    const routeDeps = {
      packages: createPackageService({
        downloadableFiles: deps.downloadableFiles,
        storage: deps.storage,
        photos: deps.photos,
        assortmentStyleColors: deps.assortmentStyleColors,
      }),
      mailed: createMailedPackagesRepository(deps.db),
      users: deps.users,
      config: deps.config,
    };
    registerPackageDownloadRoutes(scope, routeDeps);
    registerPackageMailRoutes(scope, { ...routeDeps, db: deps.db, mailer: deps.mailer });
  });
