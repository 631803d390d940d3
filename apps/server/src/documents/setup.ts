import type { AssortmentFileService } from '../assortments/file-service.js';
import { createAssortmentPackageReader } from '../assortments/package-style-colors.js';
import type { AssortmentService } from '../assortments/service.js';
import type { AuditLog } from '../audit/audit-log.js';
import type { AppConfig } from '../platform/config.js';
import type { Database } from '../platform/db/database.js';
import type { App } from '../platform/http/app-types.js';
import type { JobQueue } from '../platform/jobs/job-queue.js';
import type { Mailer } from '../platform/mail/mailer.js';
import type { Storage } from '../platform/storage/storage.js';
import type { ProductImageService } from '../products/image-service.js';
import { createProductsRepository } from '../products/repository.js';
import type { ProductSearchService } from '../products/search-service.js';
import { createSeasonsRepository } from '../seasons/repository.js';
import { createUsersRepository } from '../users/repository.js';
import type { WebhookPublisher } from '../webhooks/publish.js';
import { createDocumentContent } from './document-content.js';
import { createDocumentImages, createDocumentLogoLoader } from './document-images.js';
import { createDocumentJobs, documentJobDispatch } from './document-jobs.js';
import { createDocumentRenderer } from './document-renderer.js';
import { createDynamicLines } from './dynamic-lines.js';
import { createDocumentsRepository } from './repository.js';
import { registerDocumentRoutes } from './routes.js';
import { queueScheduleRunThrough, registerScheduleTick } from './schedule-job.js';
import { registerScheduleRoutes } from './schedule-routes.js';
import { createDocumentSchedules, type DocumentSchedules } from './schedules.js';
import { createDocumentService } from './service.js';
import { createDocumentShareService } from './share-service.js';

declare module 'fastify' {
  interface FastifyInstance {
    documentSchedules: DocumentSchedules;
  }
}

/** Wires assortment documents: content from assortments and the catalogue, pictures, renderers. */
export const setupDocuments = async (
  app: App,
  deps: {
    db: Database;
    assortments: AssortmentService;
    files: AssortmentFileService;
    images: ProductImageService;
    search: ProductSearchService;
    storage: Storage;
    mailer: Mailer;
    config: Pick<AppConfig, 'publicUrl' | 'port' | 'documentThreads'>;
    /** The running server's job queue: schedules are sent by a job ticking every minute. */
    jobs?: JobQueue;
    audit: AuditLog;
    /** Tells webhook endpoints of finished document jobs. */
    publish: WebhookPublisher;
  },
) => {
  const products = createProductsRepository(deps.db);
  const users = createUsersRepository(deps.db);
  const renderer = createDocumentRenderer(deps.config.documentThreads);
  app.addHook('onClose', renderer.close);
  const documents = createDocumentService({
    content: createDocumentContent({
      assortments: deps.assortments,
      products,
      dynamicLines: createDynamicLines({ search: deps.search, products }),
      assortmentIdsFor: createAssortmentPackageReader(deps.db).assortmentIdsFor,
      findSeason: createSeasonsRepository(deps.db).findByName,
    }),
    images: createDocumentImages({ images: deps.images, files: deps.files }),
    logo: createDocumentLogoLoader({ files: deps.files, storage: deps.storage, log: app.log }),
    render: renderer.render,
  });
  const repository = createDocumentsRepository(deps.db);
  const shares = createDocumentShareService({
    db: deps.db,
    documents,
    repository,
    storage: deps.storage,
    mailer: deps.mailer,
    audit: deps.audit,
  });
  const jobs = createDocumentJobs({
    assortments: deps.assortments,
    documents,
    repository,
    storage: deps.storage,
    users,
    log: app.log,
    publish: deps.publish,
  });
  const dispatch = await documentJobDispatch(deps.jobs, jobs, deps.config.documentThreads);
  registerDocumentRoutes(app, {
    documents,
    shares,
    jobs,
    dispatch,
    storage: deps.storage,
    config: deps.config,
  });
  const schedules = createDocumentSchedules({
    db: deps.db,
    shares,
    assortments: deps.assortments,
    users,
    audit: deps.audit,
    queueRun: deps.jobs ? queueScheduleRunThrough(deps.jobs) : undefined,
  });
  registerScheduleRoutes(app, { schedules, shares, config: deps.config });
  // Mails from a job have no request to take the site's address from.
  const origin = deps.config.publicUrl ?? `http://localhost:${deps.config.port}`;
  if (deps.jobs) await registerScheduleTick(deps.jobs, schedules, origin);
  // Tests run a tick with a clock of their own (`app.documentSchedules.runDue(origin, now)`).
  app.decorate('documentSchedules', schedules);
};
