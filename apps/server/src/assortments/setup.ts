import type { PhotoSources } from '../packages/photo-sources.js';
import type { AppConfig } from '../platform/config.js';
import type { DatabaseHandle } from '../platform/db/database.js';
import { createAnswerCache } from '../platform/http/answer-cache.js';
import type { App } from '../platform/http/app-types.js';
import type { Storage } from '../platform/storage/storage.js';
import type { ProductSearchService } from '../products/search-service.js';
import type { UsersRepository } from '../users/repository.js';
import { createAssortmentBatchService, type SavedBatch } from './batch-service.js';
import { createAssortmentCopyService } from './copy-service.js';
import { createCrmSync } from './crm-sync.js';
import { registerCrmSyncRoutes } from './crm-sync-routes.js';
import { createEditLocks } from './edit-lock.js';
import { registerAssortmentFileRoutes } from './file-routes.js';
import { createAssortmentFileService } from './file-service.js';
import { registerGroupSortRoutes } from './group-sort-routes.js';
import { createAssortmentHistoryService } from './history-service.js';
import { registerInternalAssortmentRoutes } from './internal-routes.js';
import { createInternalAssortmentService } from './internal-service.js';
import { createAssortmentLiveHub } from './live-hub.js';
import { registerAssortmentLiveRoutes } from './live-routes.js';
import { registerAssortmentOptionRoutes } from './options-routes.js';
import { createAssortmentPackageReader } from './package-style-colors.js';
import { presentAssortmentProduct } from './presenter.js';
import { createProductRowsRepository } from './product-rows-repository.js';
import { registerAssortmentRoutes } from './routes.js';
import { registerSeasonOverlapRoutes } from './season-overlap-routes.js';
import { createAssortmentService } from './service.js';
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
    users: UsersRepository;
    search: ProductSearchService;
    photos: PhotoSources;
    storage: Storage;
    bypassPermissions: boolean;
    config: Pick<AppConfig, 'cookieSecure' | 'crm'>;
    /** Queues the retries of a CRM sync whose first attempt failed (a job). */
    retryCrmSync: (assortmentId: string) => Promise<void>;
  },
) => {
  const { db } = deps.database;
  const services = { db, users: deps.users, bypassPermissions: deps.bypassPermissions };
  // The batch is saved whatever becomes of its fan-out: a failed notification is only logged.
  const onSaved = (id: string, version: number) =>
    hub.published(id, version).then(
      () => undefined,
      (error: unknown) => app.log.error(error, 'Publishing a saved batch failed'),
    );
  const batches = createAssortmentBatchService({ ...services, onSaved });
  const files = createAssortmentFileService({ ...services, storage: deps.storage, batches });
  const assortments = createAssortmentService({ ...services, batches, files });
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
  app.addHook('onReady', hub.start);
  app.addHook('onClose', hub.stop);
  // A few 5,000-line answers at most: read again after a server restart, never stale (their tags).
  const answers = createAnswerCache({ maxChars: ANSWER_CACHE_CHARS, minChars: ANSWER_CACHE_MIN_CHARS });
  registerAssortmentRoutes(app, {
    assortments,
    batches,
    copies: createAssortmentCopyService({ ...services, batches }),
    history,
    search: deps.search,
    batchAnswer,
    answers,
  });
  const editLocks = createEditLocks();
  registerInternalAssortmentRoutes(app, {
    assortments,
    batches,
    internal: createInternalAssortmentService({ ...services, assortments, editLocks }),
    editLocks,
    db,
    batchAnswer,
    answers,
  });
  registerGroupSortRoutes(app, { batches, batchAnswer });
  registerAssortmentOptionRoutes(app, { db, bypassPermissions: deps.bypassPermissions });
  registerAssortmentZipRoutes(app, { assortments, photos: deps.photos, secureCookie: deps.config.cookieSecure });
  registerAssortmentLiveRoutes(app, { hub, assertOpenable: (user, id) => assortments.get(user, id, false) });
  registerAssortmentFileRoutes(app, { files });
  registerSeasonOverlapRoutes(app, { db, assortments, bypassPermissions: deps.bypassPermissions });
  registerCrmSyncRoutes(app, {
    assortments,
    crmSync: createCrmSync({ db, crm: deps.config.crm }),
    retryLater: deps.retryCrmSync,
  });
  return {
    assortments,
    files,
    uploadTargets: files.targets,
    packageStyleColors: createAssortmentPackageReader(db, deps.bypassPermissions).styleColorsFor,
  };
};
