import type { AssortmentsQuery, User } from '@stride/domain';
import type { AppConfig } from '../platform/config.js';
import type { Database } from '../platform/db/database.js';
import type { App } from '../platform/http/app-types.js';
import type { Mailer } from '../platform/mail/mailer.js';
import type { Storage } from '../platform/storage/storage.js';
import type { ProductImageService } from '../products/image-service.js';
import { createUsersRepository } from '../users/repository.js';
import { registerPackageDownloadRoutes } from './download-routes.js';
import type { DownloadableFiles } from './downloadable-files.js';
import { acceptFormBodies } from './form-body.js';
import { registerPackageMailRoutes } from './mail-routes.js';
import { createMailedPackagesRepository } from './mailed-packages-repository.js';
import { createPackageService } from './package-service.js';
import { createPhotoSources } from './photo-sources.js';
import { createProductPhotosRepository } from './product-photos-repository.js';
import { createPackageShareService } from './share-service.js';

export type PackagesDeps = {
  db: Database;
  storage: Storage;
  mailer: Mailer;
  /** Product photos are drawn through it (as the assortments' image zips are). */
  images: ProductImageService;
  bypassPermissions: boolean;
  downloadableFiles: DownloadableFiles;
  /** The style-colours of the person's assortments an assortment package's query matches. */
  assortmentStyleColors: (user: User, query: AssortmentsQuery) => Promise<string[]>;
  config: Pick<AppConfig, 'cookieSecure' | 'publicUrl'>;
};

/** Wires download packages and share mails into the app, in a scope that reads form bodies. */
export const setupPackages = (app: App, deps: PackagesDeps) =>
  app.register(async (scope) => {
    acceptFormBodies(scope);
    const packages = createPackageService({
      downloadableFiles: deps.downloadableFiles,
      storage: deps.storage,
      photos: createPhotoSources({
        photos: createProductPhotosRepository(deps.db),
        images: deps.images,
        bypassPermissions: deps.bypassPermissions,
      }),
      assortmentStyleColors: deps.assortmentStyleColors,
    });
    const shares = createPackageShareService({
      db: deps.db,
      mailed: createMailedPackagesRepository(deps.db),
      users: createUsersRepository(deps.db),
      mailer: deps.mailer,
      packages,
    });
    const routeDeps = { packages, shares, config: deps.config };
    registerPackageDownloadRoutes(scope, routeDeps);
    registerPackageMailRoutes(scope, routeDeps);
  });
