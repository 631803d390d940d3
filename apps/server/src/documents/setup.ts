import type { AssortmentFileService } from '../assortments/file-service.js';
import type { AssortmentService } from '../assortments/service.js';
import type { Database } from '../platform/db/database.js';
import type { App } from '../platform/http/app-types.js';
import type { ProductImageService } from '../products/image-service.js';
import { createProductsRepository } from '../products/repository.js';
import { createDocumentContent } from './document-content.js';
import { createDocumentImages } from './document-images.js';
import { registerDocumentRoutes } from './routes.js';
import { createDocumentService } from './service.js';

/** Wires assortment documents: content from assortments and the catalogue, pictures, renderers. */
export const setupDocuments = (
  app: App,
  deps: {
    db: Database;
    assortments: AssortmentService;
    files: AssortmentFileService;
    images: ProductImageService;
  },
) => {
  const documents = createDocumentService({
    content: createDocumentContent({ assortments: deps.assortments, products: createProductsRepository(deps.db) }),
    images: createDocumentImages({ images: deps.images, files: deps.files }),
  });
  registerDocumentRoutes(app, { documents });
  return documents;
};
