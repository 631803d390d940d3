import fastifyCookie from '@fastify/cookie';
import fastifyRateLimit from '@fastify/rate-limit';
import { todayDateNumber } from '@stride/domain';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { createAccountCodesRepository } from './accounts/codes-repository.js';
import { registerAccountRoutes } from './accounts/routes.js';
import { createAccountsService } from './accounts/service.js';
import { createAnnouncementsRepository } from './announcements/repository.js';
import { registerAnnouncementRoutes } from './announcements/routes.js';
import { setupAssets } from './assets/setup.js';
import { ASSORTMENT_FILES_KEY_PREFIX } from './assortments/file-service.js';
import { setupAssortments } from './assortments/setup.js';
import { registerCollectionRoutes } from './collections/routes.js';
import { CONFERENCE_PICTURES_KEY_PREFIX } from './conference/pictures.js';
import { setupConference } from './conference/setup.js';
import { registerCoordinatorAssignmentRoutes } from './coordinator-assignments/routes.js';
import { createCustomersRepository } from './customers/repository.js';
import { registerCustomerRoutes } from './customers/routes.js';
import { createCustomersService } from './customers/service.js';
import { registerDashboardRoutes } from './dashboard/routes.js';
import { setupDocuments } from './documents/setup.js';
import { registerHealthRoutes } from './health/routes.js';
import { registerImportRoutes } from './imports/routes.js';
import { registerMailRoutes } from './mail/routes.js';
import { setupNotifications } from './notifications/setup.js';
import { registerOptionRoutes } from './options/routes.js';
import { orderEventNotices } from './orders/notices.js';
import { registerSampleStylesRoute } from './orders/sample-styles-routes.js';
import { setupOrders } from './orders/setup.js';
import type { DownloadableFiles } from './packages/downloadable-files.js';
import { createPhotoSources } from './packages/photo-sources.js';
import { createProductPhotosRepository } from './packages/product-photos-repository.js';
import { setupPackages } from './packages/setup.js';
import type { AppConfig } from './platform/config.js';
import type { DatabaseHandle } from './platform/db/database.js';
import { createAnswerCache } from './platform/http/answer-cache.js';
import type { App } from './platform/http/app-types.js';
import { registerCompression } from './platform/http/compression.js';
import { registerCsrfProtection } from './platform/http/csrf.js';
import { registerErrorHandler } from './platform/http/error-handler.js';
import { registerOpenApi } from './platform/http/openapi.js';
import { registerLargeAnswersAsBytes } from './platform/http/plain-json.js';
import { databaseRateLimitStore, registerRateLimitPurge } from './platform/http/rate-limit-store.js';
import { registerRouteAccess } from './platform/http/route-access.js';
import { registerSecurityHeaders } from './platform/http/security-headers.js';
import { registerWebApp } from './platform/http/web-app.js';
import type { JobQueue } from './platform/jobs/job-queue.js';
import type { Mailer } from './platform/mail/mailer.js';
import { openAppStorage } from './platform/storage/app-storage.js';
import type { Storage } from './platform/storage/storage.js';
import { setupProducts } from './products/setup.js';
import { setupReports } from './reports/setup.js';
import { setupSampleInventory } from './sample-inventory/setup.js';
import { registerSearchRoutes } from './searches/routes.js';
import { SEASON_FILES_KEY_PREFIX } from './seasons/files.js';
import { setupSeasons } from './seasons/setup.js';
import { createSessionsRepository } from './sessions/repository.js';
import { rateLimitErrorBuilder, registerSessionLoader, registerSessionRoutes } from './sessions/routes.js';
import { createSessionService } from './sessions/service.js';
import { createSignInThrottle, registerSignInFailuresPurge } from './sessions/sign-in-throttle.js';
import { registerShipperRoutes } from './shippers/routes.js';
import { createUpsAdapter } from './shippers/ups-adapter.js';
import { registerShowroomRoutes } from './showroom/routes.js';
import { createShowroomService } from './showroom/service.js';
import { setupSingleSignOn } from './sso/setup.js';
import { registerStatsRoutes } from './stats/routes.js';
import { setupUploads } from './uploads/setup.js';
import { renderThumbnail } from './uploads/thumbnails.js';
import { targetsByKeyPrefix, type UploadTargets } from './uploads/upload-targets.js';
import { createUsersRepository } from './users/repository.js';
import { registerUserRoutes } from './users/routes.js';
import { createUsersService } from './users/service.js';
import { checkWholesaleSubmit } from './wholesale/order-system.js';
import { registerWholesaleRoutes } from './wholesale/routes.js';

export const APP_VERSION = '0.1.0';

/**
 * storage: files (rendered images, uploads); DATA_DIR/files on local disk unless given (tests).
 * downloadableFiles: the library files packages may zip (none unless given).
 */
export type AppDeps = {
  config: AppConfig;
  database: DatabaseHandle;
  mailer: Mailer;
  storage?: Storage;
  downloadableFiles?: DownloadableFiles;
  /** Who may upload to which keys (tests); the asset libraries' targets unless given. */
  uploadTargets?: UploadTargets;
  /** Queues the retries of a CRM sync whose first attempt failed (a job in the running server). */
  retryCrmSync: (assortmentId: string) => Promise<void>;
  /** The running server's job queue, for the features that register jobs of their own (schedules). */
  jobs?: JobQueue;
};

/** Builds the HTTP app: platform hooks first (access, CSRF, session), then each feature. */
export const buildApp = async ({
  config,
  database,
  mailer,
  storage,
  downloadableFiles,
  uploadTargets,
  retryCrmSync,
  jobs,
}: AppDeps): Promise<App> => {
  const app = Fastify({
    logger: config.logPretty
      ? {
          level: config.logLevel,
          transport: { target: 'pino-pretty', options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname' } },
        }
      : { level: config.logLevel },
    trustProxy: config.trustProxy,
    bodyLimit: 1_048_576,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  registerRouteAccess(app, { bypassPermissions: config.bypassPermissions });
  await registerSecurityHeaders(app, { https: config.cookieSecure });
  await app.register(fastifyCookie);
  // Counted in the database, so every server process on it enforces the same limits.
  await app.register(fastifyRateLimit, {
    global: false,
    errorResponseBuilder: rateLimitErrorBuilder,
    store: databaseRateLimitStore(database.db),
  });
  await registerOpenApi(app, APP_VERSION);
  registerCsrfProtection(app);
  registerLargeAnswersAsBytes(app);
  registerCompression(app);

  const { db } = database;
  const users = createUsersRepository(db);
  const sessionsRepository = createSessionsRepository(db, config.sessionCacheTtlMs);
  const signInThrottle = createSignInThrottle(db, config.signInThrottle);
  const sessions = createSessionService({ sessions: sessionsRepository, users, throttle: signInThrottle });
  if (jobs) {
    await registerSignInFailuresPurge(jobs, signInThrottle);
    await registerRateLimitPurge(jobs, db);
  }
  const accounts = createAccountsService({
    db,
    users,
    codes: createAccountCodesRepository(db),
    sessions: sessionsRepository,
    mailer,
  });

  registerSessionLoader(app, sessions);
  registerHealthRoutes(app, database, APP_VERSION);
  registerSessionRoutes(app, sessions, config);
  registerAccountRoutes(app, { accounts, sessions, config });
  setupSingleSignOn(app, { config, db, users, sessions, mailer });
  registerUserRoutes(
    app,
    createUsersService({ users, onApproved: accounts.sendWelcome, onAccessChanged: sessionsRepository.forgetUser }),
    config,
  );
  registerOptionRoutes(app, {
    version: APP_VERSION,
    ssoEnabled: Boolean(config.oidc),
    salesToolUrls: config.salesToolUrls,
    bypassPermissions: config.bypassPermissions,
    s3: config.s3 ? { bucket: config.s3.bucket, region: config.s3.region } : null,
  });
  registerAnnouncementRoutes(app, { announcements: createAnnouncementsRepository(db), config });
  registerStatsRoutes(app, db);
  await registerImportRoutes(app);
  registerSearchRoutes(app, { db, mailer, config });
  const appStorage = await openAppStorage(config);
  const files = storage ?? appStorage.storage;
  registerMailRoutes(app, { db, storage: files });
  await setupReports(app, { db, mailer, storage: files, users, jobs });
  const { images, search } = setupProducts(app, { db, storage: files });
  const photos = createPhotoSources({
    photos: createProductPhotosRepository(db),
    images,
    bypassPermissions: config.bypassPermissions,
  });
  registerCollectionRoutes(app, { db });
  registerDashboardRoutes(app, { db, bypassPermissions: config.bypassPermissions });
  registerShowroomRoutes(app, {
    showroom: createShowroomService({ db, search, bypassPermissions: config.bypassPermissions }),
    // A buyer's tablets open the same showrooms over and over: a few 5,000-line ones kept.
    answers: createAnswerCache({ maxChars: 8_000_000, minChars: 100_000 }),
  });
  const conference = setupConference(app, { db, storage: files, bypassPermissions: config.bypassPermissions });
  registerCustomerRoutes(app, createCustomersService(createCustomersRepository(db)));
  const { notifyOrderEvent } = setupNotifications(app, { db, mailer, config });
  registerCoordinatorAssignmentRoutes(app, { db });
  registerShipperRoutes(app, { ups: config.ups ? createUpsAdapter(config.ups) : undefined });
  registerWholesaleRoutes(app, { db });
  await setupOrders(app, {
    db,
    jobs,
    bypassPermissions: config.bypassPermissions,
    onOrderEvent: orderEventNotices(notifyOrderEvent),
    checkWholesaleSubmit: (order) => checkWholesaleSubmit(order, todayDateNumber(new Date())),
  });
  registerSampleStylesRoute(app, db);
  const assortments = setupAssortments(app, {
    database,
    users,
    search,
    photos,
    storage: files,
    bypassPermissions: config.bypassPermissions,
    config,
    retryCrmSync,
  });
  await setupDocuments(app, {
    db,
    assortments: assortments.assortments,
    files: assortments.files,
    images,
    search,
    storage: files,
    mailer,
    users,
    config,
    jobs,
  });
  const libraries = setupAssets(app, {
    db,
    storage: files,
    renderThumbnail,
    bypassPermissions: config.bypassPermissions,
  });
  setupSampleInventory(app, { db, bypassPermissions: config.bypassPermissions });
  const seasons = setupSeasons(app, {
    db,
    storage: files,
    renderThumbnail,
    bypassPermissions: config.bypassPermissions,
  });
  await setupPackages(app, {
    db,
    storage: files,
    mailer,
    users,
    photos,
    downloadableFiles: downloadableFiles ?? libraries.downloadableFiles,
    assortmentStyleColors: assortments.packageStyleColors,
    config,
  });
  await setupUploads(app, {
    storage: files,
    signer: appStorage.signer,
    targets:
      uploadTargets ??
      targetsByKeyPrefix([
        { prefix: ASSORTMENT_FILES_KEY_PREFIX, targets: assortments.uploadTargets },
        { prefix: SEASON_FILES_KEY_PREFIX, targets: seasons.uploadTargets },
        { prefix: CONFERENCE_PICTURES_KEY_PREFIX, targets: conference.uploadTargets },
        { prefix: '', targets: libraries.uploadTargets },
      ]),
  });
  await registerWebApp(app, config.webDistDir);
  return app;
};
