import { CRM_SYNC_RETRIES, CRM_SYNC_RETRY_DELAY_SECONDS } from '@stride/domain';
import { buildApp } from './app.js';
import { CRM_SYNC_JOB, type CrmSyncJob, createCrmSync, registerCrmSyncRetries } from './assortments/crm-sync.js';
import { loadConfig } from './platform/config.js';
import { dataDirLayout } from './platform/data-dir.js';
import { openDatabase } from './platform/db/database.js';
import { createJobQueue } from './platform/jobs/job-queue.js';
import { createSmtpTransport } from './platform/mail/delivery.js';
import { dispatchMailThrough, registerMailDelivery } from './platform/mail/delivery-job.js';
import { createMailer } from './platform/mail/mailer.js';
import { collectStartupGarbage } from './platform/startup-garbage.js';
import { openAppStorage } from './platform/storage/app-storage.js';
import { createLocalDiskStorage } from './platform/storage/local-disk-storage.js';
import { warmProductSearch } from './products/search-warmup.js';
import { seedDemoData } from './seed/seed-demo-data.js';
import { registerSessionPurge } from './sessions/purge-job.js';
import { createSessionsRepository } from './sessions/repository.js';
import { registerUploadPurge } from './uploads/purge-job.js';

const config = loadConfig();
const layout = dataDirLayout(config.dataDir);
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: layout.database });
const jobs = createJobQueue(database);
const transport = createSmtpTransport(config.smtpUrl);
const { storage } = await openAppStorage(config);
await registerMailDelivery(jobs, { db: database.db, transport, from: config.mailFrom, storage });
await registerSessionPurge(jobs, createSessionsRepository(database.db));
await registerUploadPurge(jobs, storage);
const mailer = createMailer(database.db, dispatchMailThrough(jobs));
await registerCrmSyncRetries(jobs, createCrmSync({ db: database.db, crm: config.crm }));
// Done by now on a new embedded database; on PostgreSQL (or a database older than its seed), here.
if (config.seedDemo) {
  await seedDemoData(database.db, {
    catalogueStyles: config.demoCatalogueStyles,
    storage: createLocalDiskStorage(layout.files),
  });
}

const app = await buildApp({
  config,
  database,
  mailer,
  jobs,
  retryCrmSync: async (assortmentId) => {
    await jobs.send<CrmSyncJob>(
      CRM_SYNC_JOB,
      { assortmentId },
      {
        retryLimit: CRM_SYNC_RETRIES,
        retryDelay: CRM_SYNC_RETRY_DELAY_SECONDS,
        retryBackoff: true,
        startAfter: CRM_SYNC_RETRY_DELAY_SECONDS,
        singletonKey: assortmentId,
      },
    );
  },
});
// The schema is migrated by now; the queue logs through the app's logger, hence started here.
await jobs.start(app.log);

let closing = false;
const shutdown = async (signal: string) => {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  await app.close();
  await jobs.stop();
  await database.close();
  process.exit(0);
};
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));

await app.listen({ port: config.port, host: config.host });

const warmStart = performance.now();
warmProductSearch(database.db)
  .then(() => app.log.info({ ms: Math.round(performance.now() - warmStart) }, 'product search cache warmed'))
  .catch((error: unknown) => app.log.warn({ err: error }, 'product search cache not warmed'))
  .finally(collectStartupGarbage);
