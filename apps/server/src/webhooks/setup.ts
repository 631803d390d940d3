import type { AuditLog } from '../audit/audit-log.js';
import type { AppConfig } from '../platform/config.js';
import type { Database } from '../platform/db/database.js';
import type { App } from '../platform/http/app-types.js';
import type { JobQueue } from '../platform/jobs/job-queue.js';
import type { Mailer } from '../platform/mail/mailer.js';
import { createUsersRepository } from '../users/repository.js';
import { createWebhookDelivery } from './delivery.js';
import { deliveryKickThrough, deliveryRunAtThrough, registerWebhookDeliveryJob } from './delivery-job.js';
import { disabledNotice } from './disabled-notice.js';
import { createWebhookPublisher } from './publish.js';
import { createWebhooksRepository } from './repository.js';
import { registerWebhookRoutes } from './routes.js';
import { createWebhooksService } from './service.js';

/**
 * Wires the endpoints' calls and, with a job queue (the running server), their delivery; answers
 * the publishing port the features tell of their changes through. Without a queue (tests) events
 * are written and wait for a delivery run.
 */
export const setupWebhooks = async (
  app: App,
  deps: { db: Database; config: AppConfig; jobs: JobQueue | undefined; mailer: Mailer; audit: AuditLog },
) => {
  const repository = createWebhooksRepository(deps.db);
  const reach = deps.config.webhooks;
  const publishing = createWebhookPublisher({
    repository,
    kick: deps.jobs ? deliveryKickThrough(deps.jobs) : async () => undefined,
  });
  if (deps.jobs) {
    const delivery = createWebhookDelivery({
      repository,
      reach,
      notifyDisabled: disabledNotice(() => createUsersRepository(deps.db).holdersOfDomain('webhooks'), deps.mailer),
      runAgainAt: deliveryRunAtThrough(deps.jobs),
    });
    await registerWebhookDeliveryJob(deps.jobs, delivery, repository);
  }
  registerWebhookRoutes(app, createWebhooksService({ repository, publishing, reach, audit: deps.audit }));
  return { publish: publishing.publish };
};
