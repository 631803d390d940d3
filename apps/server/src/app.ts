import fastifyCookie from '@fastify/cookie';
import fastifyRateLimit from '@fastify/rate-limit';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { setupAccounts } from './accounts/setup.js';
import { setupAnnouncements } from './announcements/setup.js';
import { setupApiTokens } from './api-tokens/setup.js';
import { setupAssets } from './assets/setup.js';
import { setupAssortments } from './assortments/setup.js';
import { createAuditLog, setupAudit } from './audit/setup.js';
import { setupCollections } from './collections/setup.js';
import { setupConference } from './conference/setup.js';
import { setupCoordinatorAssignments } from './coordinator-assignments/setup.js';
import { setupCustomers } from './customers/setup.js';
import { setupDashboard } from './dashboard/setup.js';
import { setupDocuments } from './documents/setup.js';
import { setupHealth } from './health/setup.js';
import { setupImports } from './imports/setup.js';
import { setupMail } from './mail/setup.js';
import { setupNotifications } from './notifications/setup.js';
import { setupOptions } from './options/setup.js';
import { setupOrders } from './orders/setup.js';
import { type PackagesDeps, setupPackages } from './packages/setup.js';
import type { AppConfig } from './platform/config.js';
import type { DatabaseHandle } from './platform/db/database.js';
import type { App } from './platform/http/app-types.js';
import { registerCompression } from './platform/http/compression.js';
import { registerCsrfProtection } from './platform/http/csrf.js';
import { registerErrorHandler } from './platform/http/error-handler.js';
import { registerOpenApi } from './platform/http/openapi.js';
import { registerLargeAnswersAsBytes } from './platform/http/plain-json.js';
import {
  databaseRateLimitStore,
  rateLimitErrorBuilder,
  registerRateLimitPurge,
} from './platform/http/rate-limit-store.js';
import { registerRouteAccess } from './platform/http/route-access.js';
import { registerSecurityHeaders } from './platform/http/security-headers.js';
import { registerWebApp } from './platform/http/web-app.js';
import type { JobQueue } from './platform/jobs/job-queue.js';
import type { Mailer } from './platform/mail/mailer.js';
import { registerMetrics } from './platform/metrics/register-metrics.js';
import { openAppStorage } from './platform/storage/app-storage.js';
import type { Storage } from './platform/storage/storage.js';
import { registerRequestSpans, storageWithSpans } from './platform/tracing/request-spans.js';
import { traceLogFields } from './platform/tracing/tracing.js';
import { setupProducts } from './products/setup.js';
import { setupReports } from './reports/setup.js';
import { setupSampleInventory } from './sample-inventory/setup.js';
import { setupSearches } from './searches/setup.js';
import { setupSeasons } from './seasons/setup.js';
import { setupSessions } from './sessions/setup.js';
import { setupShippers } from './shippers/setup.js';
import { setupShowroom } from './showroom/setup.js';
import { setupSingleSignOn } from './sso/setup.js';
import { setupStats } from './stats/setup.js';
import { setupUploads, type UploadTargets } from './uploads/setup.js';
import { setupUsers } from './users/setup.js';
import { setupWebhooks } from './webhooks/setup.js';
import { setupWholesale } from './wholesale/setup.js';

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
  downloadableFiles?: PackagesDeps['downloadableFiles'];
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
      : { level: config.logLevel, ...(config.otlpEndpoint ? { mixin: traceLogFields } : {}) },
    trustProxy: config.trustProxy,
    bodyLimit: 1_048_576,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  registerRouteAccess(app, { bypassPermissions: config.bypassPermissions });
  // The first onRequest hooks: a request another hook refuses (CSRF, a bad token) is timed and named too.
  const metrics = registerMetrics(app, { database, withJobs: jobs !== undefined, token: config.metricsToken });
  if (config.otlpEndpoint) registerRequestSpans(app);
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
  if (jobs) await registerRateLimitPurge(jobs, db);
  // The one writer of the audit log, handed to every feature that records in it.
  const audit = createAuditLog(db);
  // The session loader's hook first: every route after it sees `request.user`.
  const sessions = await setupSessions(app, { db, config, jobs, audit });
  // Right after the session loader: a call with an API token is its owner's for every route after it.
  setupApiTokens(app, { db, config, audit });
  setupHealth(app, { database, version: APP_VERSION });
  // Before the features that tell endpoints of their changes: they get its publishing port.
  const { publish } = await setupWebhooks(app, { db, config, jobs, mailer, audit });
  const accounts = setupAccounts(app, { db, config, mailer, sessions, audit, publish });
  setupSingleSignOn(app, { config, db, sessions: sessions.service, mailer, audit, publish });
  setupUsers(app, {
    db,
    config,
    audit,
    onApproved: accounts.sendWelcome,
    onAccessChanged: sessions.repository.forgetUser,
    publish,
  });
  setupOptions(app, { config, version: APP_VERSION });
  setupAnnouncements(app, { db, config });
  setupStats(app, { db });
  await setupImports(app);
  setupSearches(app, { db, mailer, config });
  const appStorage = await openAppStorage(config);
  const files = config.otlpEndpoint ? storageWithSpans(storage ?? appStorage.storage) : (storage ?? appStorage.storage);
  setupMail(app, { db, storage: files, metrics });
  await setupReports(app, { db, mailer, storage: files, jobs, audit });
  await setupAudit(app, { db, retentionDays: config.auditRetentionDays, jobs });
  const { images, search } = setupProducts(app, { db, storage: files });
  setupCollections(app, { db });
  setupDashboard(app, { db, bypassPermissions: config.bypassPermissions });
  setupShowroom(app, { db, search, bypassPermissions: config.bypassPermissions });
  const conference = setupConference(app, { db, storage: files, bypassPermissions: config.bypassPermissions });
  setupCustomers(app, { db });
  const { notifyOrderEvent } = setupNotifications(app, { db, mailer, config });
  setupCoordinatorAssignments(app, { db });
  setupShippers(app, { config });
  const { checkWholesaleSubmit } = setupWholesale(app, { db });
  const orders = await setupOrders(app, {
    db,
    jobs,
    bypassPermissions: config.bypassPermissions,
    notifyOrderEvent,
    checkWholesaleSubmit,
    audit,
    publish,
  });
  const assortments = setupAssortments(app, {
    metrics,
    database,
    search,
    images,
    storage: files,
    bypassPermissions: config.bypassPermissions,
    ordersOf: orders.ofAssortment,
    config,
    retryCrmSync,
    audit,
    publish,
  });
  await setupDocuments(app, {
    db,
    assortments: assortments.assortments,
    files: assortments.files,
    images,
    search,
    storage: files,
    mailer,
    config,
    jobs,
    audit,
    publish,
  });
  const libraries = setupAssets(app, { db, storage: files, bypassPermissions: config.bypassPermissions });
  setupSampleInventory(app, { db, bypassPermissions: config.bypassPermissions, publish });
  const seasons = setupSeasons(app, { db, storage: files, bypassPermissions: config.bypassPermissions, audit });
  await setupPackages(app, {
    db,
    storage: files,
    mailer,
    images,
    bypassPermissions: config.bypassPermissions,
    downloadableFiles: downloadableFiles ?? libraries.downloadableFiles,
    assortmentStyleColors: assortments.packageStyleColors,
    config,
  });
  await setupUploads(app, {
    storage: files,
    signer: appStorage.signer,
    targets: uploadTargets,
    byKeyPrefix: [assortments.uploadTargets, seasons.uploadTargets, conference.uploadTargets, libraries.uploadTargets],
  });
  await registerWebApp(app, config.webDistDir);
  return app;
};
