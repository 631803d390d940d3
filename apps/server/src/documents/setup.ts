import type { AssortmentFileService } from '../assortments/file-service.js';
import type { AssortmentService } from '../assortments/service.js';
import type { AppConfig } from '../platform/config.js';
import type { Database } from '../platform/db/database.js';
import type { App } from '../platform/http/app-types.js';
import type { Mailer } from '../platform/mail/mailer.js';
import type { Storage } from '../platform/storage/storage.js';
import type { ProductImageService } from '../products/image-service.js';
import { createProductsRepository } from '../products/repository.js';
import { createDocumentContent } from './document-content.js';
import { createDocumentImages } from './document-images.js';
import { createDocumentsRepository } from './repository.js';
import { registerDocumentRoutes } from './routes.js';
import { createDocumentService } from './service.js';
import { createDocumentShareService } from './share-service.js';

/** Wires assortment documents: content from assortments and the catalogue, pictures, renderers. */
export const setupDocuments = (
  app: App,
  deps: {
    db: Database;
    assortments: AssortmentService;
    files: AssortmentFileService;
    images: ProductImageService;
    storage: Storage;
    mailer: Mailer;
    config: Pick<AppConfig, 'publicUrl'>;
  },
) => {
  const documents = createDocumentService({
    content: createDocumentContent({ assortments: deps.assortments, products: createProductsRepository(deps.db) }),
    images: createDocumentImages({ images: deps.images, files: deps.files }),
  });
  const repository = createDocumentsRepository(deps.db);
  const shares = createDocumentShareService({
    db: deps.db,
    documents,
    repository,
    storage: deps.storage,
    mailer: deps.mailer,
  });
  registerDocumentRoutes(app, { documents, shares, repository, config: deps.config });
  return documents;
};
