import type { AuditLog } from '../audit/audit-log.js';
import { createPhotoSources } from '../packages/photo-sources.js';
import { createProductPhotosRepository } from '../packages/product-photos-repository.js';
import type { AppConfig } from '../platform/config.js';
import type { DatabaseHandle } from '../platform/db/database.js';
import { createAnswerCache } from '../platform/http/answer-cache.js';
import type { App } from '../platform/http/app-types.js';
import type { MetricsPort } from '../platform/metrics/metrics.js';
import type { Storage } from '../platform/storage/storage.js';
import type { ProductImageService } from '../products/image-service.js';
import type { ProductSearchService } from '../products/search-service.js';
import { createUsersRepository } from '../users/repository.js';
import type { WebhookPublisher } from '../webhooks/publish.js';
import { registerAssortmentBatchRoutes } from './batch-routes.js';
import { createAssortmentBatchService, type SavedBatch } from './batch-service.js';
import { createAssortmentCopyService } from './copy-service.js';
import { createCrmSync } from './crm-sync.js';
import { registerCrmSyncRoutes } from './crm-sync-routes.js';
import { createEditLocks } from './edit-lock.js';
import { registerAssortmentFileRoutes } from './file-routes.js';
import { ASSORTMENT_FILES_KEY_PREFIX, createAssortmentFileService } from './file-service.js';
import { registerGroupSortRoutes } from './group-sort-routes.js';
import { createGroupSortService } from './group-sort-service.js';
import { createAssortmentHistoryService } from './history-service.js';
import { registerInternalAssortmentRoutes } from './internal-routes.js';
import { createInternalAssortmentService } from './internal-service.js';
import { createAssortmentLiveHub } from './live-hub.js';
import { registerAssortmentLiveRoutes } from './live-routes.js';
import { createAssortmentOptionsRepository } from './options-repository.js';
import { registerAssortmentOptionRoutes } from './options-routes.js';
import { createAssortmentOptionsService } from './options-service.js';
import { createAssortmentPackageReader } from './package-style-colors.js';
import { presentAssortmentProduct } from './presenter.js';
import { createProductRowsRepository } from './product-rows-repository.js';
import { registerAssortmentRoutes } from './routes.js';
import { createSeasonOverlapRepository } from './season-overlap-repository.js';
import { registerSeasonOverlapRoutes } from './season-overlap-routes.js';
import { createSeasonOverlapService } from './season-overlap-service.js';
import { type AssortmentOrdersOf, createAssortmentService } from './service.js';
import { registerAssortmentZipRoutes } from './zip-routes.js';

/**
 * Wires assortments into the app, with the live fan-out of saved batches over LISTEN/NOTIFY;
 * answers the upload targets of assortment files.
 */
/** Characters of assortment answers kept (platform/http/answer-cache.ts): about a dozen of 5,000 lines. */
const ANSWER_CACHE_CHARS = 16_000_000;
/** About 500 lines: smaller assortments are read again in a few milliseconds. */
const ANSWER_CACHE_MIN_CHARS = 100_000;

export const setupAssortments = (
  app: App,
  deps: {
    database: DatabaseHandle;
    search: ProductSearchService;
    images: ProductImageService;
    storage: Storage;
    bypassPermissions: boolean;
    /** The orders feature's answer for `includeOrders`: orders made from the assortment the person may see. */
    ordersOf: AssortmentOrdersOf;
    config: Pick<AppConfig, 'cookieSecure' | 'crm'>;
    /** Queues the retries of a CRM sync whose first attempt failed (a job). */
    retryCrmSync: (assortmentId: string) => Promise<void>;
    audit: AuditLog;
    metrics: MetricsPort;
    /** Tells webhook endpoints of saved batches and deleted assortments. */
    publish: WebhookPublisher;
  },
) => {
  const { db } = deps.database;
  const services = { db, users: createUsersRepository(db), bypassPermissions: deps.bypassPermissions };
  // The batch is saved whatever becomes of its fan-out: a failed notification is only logged.
  const onSaved = (id: string, version: number) =>
    hub.published(id, version).then(
      () => undefined,
      (error: unknown) => app.log.error(error, 'Publishing a saved batch failed'),
    );
  const batches = createAssortmentBatchService({ ...services, onSaved, publish: deps.publish });
  const files = createAssortmentFileService({ ...services, storage: deps.storage, batches });
  const assortments = createAssortmentService({
    ...services,
    batches,
    files,
    ordersOf: deps.ordersOf,
    audit: deps.audit,
    publish: deps.publish,
  });
  const rows = createProductRowsRepository(db);
  const batchAnswer = async (saved: SavedBatch) => ({
    message: 'Success' as const,
    version: saved.version,
    products:
      saved.changedIds.length > 0
        ? (await rows.catalogueRows(saved.assortment.id, saved.assortment.locationId, { ids: saved.changedIds })).map(
            presentAssortmentProduct,
          )
        : [],
    deleted: saved.deleted,
    skipped: saved.skipped,
    assortment: await assortments.present(saved.assortment),
  });
  const history = createAssortmentHistoryService({ ...services, batches });
  const hub = createAssortmentLiveHub({
    database: deps.database,
    batchEvent: async (id, version) => {
      const saved = await history.savedBatch(id, version);
      return saved && { ...(await batchAnswer(saved)), user: saved.user };
    },
  });
  deps.metrics.gauge('stride_live_streams_open', 'Live assortment streams this process holds open.', hub.openStreams);
  app.addHook('onReady', hub.start);
  app.addHook('onClose', hub.stop);
  // A few 5,000-line answers at most: read again after a server restart, never stale (their tags).
  const answers = createAnswerCache({ maxChars: ANSWER_CACHE_CHARS, minChars: ANSWER_CACHE_MIN_CHARS });
  const copies = createAssortmentCopyService({ ...services, batches });
  registerAssortmentRoutes(app, { assortments, copies, search: deps.search, answers });
  registerAssortmentBatchRoutes(app, { batches, copies, history, batchAnswer });
  const editLocks = createEditLocks();
  registerInternalAssortmentRoutes(app, {
    assortments,
    batches,
    copies,
    internal: createInternalAssortmentService({ ...services, assortments, editLocks }),
    assertWritable: (user, assortmentId) => editLocks.assertWritable(db, user, assortmentId),
    batchAnswer,
    answers,
  });
  registerGroupSortRoutes(app, { groupSort: createGroupSortService({ batches }), batchAnswer });
  registerAssortmentOptionRoutes(app, {
    options: createAssortmentOptionsService({
      options: createAssortmentOptionsRepository(db, deps.bypassPermissions),
    }),
  });
  registerAssortmentZipRoutes(app, {
    assortments,
    photos: createPhotoSources({
      photos: createProductPhotosRepository(db),
      images: deps.images,
      bypassPermissions: deps.bypassPermissions,
    }),
    secureCookie: deps.config.cookieSecure,
  });
  registerAssortmentLiveRoutes(app, { hub, assertOpenable: (user, id) => assortments.get(user, id, false) });
  registerAssortmentFileRoutes(app, { files });
  registerSeasonOverlapRoutes(app, {
    overlaps: createSeasonOverlapService({
      assortments,
      overlaps: createSeasonOverlapRepository(db, deps.bypassPermissions),
    }),
  });
  registerCrmSyncRoutes(app, {
    assortments,
    crmSync: createCrmSync({ db, crm: deps.config.crm }),
    retryLater: deps.retryCrmSync,
  });
  return {
    assortments,
    files,
    uploadTargets: { prefix: ASSORTMENT_FILES_KEY_PREFIX, targets: files.targets },
    packageStyleColors: createAssortmentPackageReader(db, deps.bypassPermissions).styleColorsFor,
  };
};
