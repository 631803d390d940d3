import type { Transporter } from 'nodemailer';
import type { Database } from '../db/database.js';
import type { JobQueue, JobSendOptions } from '../jobs/job-queue.js';
import type { Storage } from '../storage/storage.js';
import { deliverOutboxMessage } from './delivery.js';
import type { MailDispatch } from './mailer.js';

export const MAIL_DELIVERY_JOB = 'mail.deliver';

type MailDeliveryData = { outboxId: string };
export type MailRetry = Pick<JobSendOptions, 'retryLimit' | 'retryDelay' | 'retryBackoff'>;

/** Five tries within 7½ to 15 minutes: retries after 30 s, 1, 2 and 4 min, each stretched up to double by jitter. */
export const MAIL_RETRY: MailRetry = { retryLimit: 4, retryDelay: 30, retryBackoff: true };

/** The mailer's dispatch: one delivery job per outbox row. */
export const dispatchMailThrough =
  (jobs: JobQueue, retry: MailRetry = MAIL_RETRY): MailDispatch =>
  async (outboxId, executor) => {
    await jobs.send<MailDeliveryData>(MAIL_DELIVERY_JOB, { outboxId }, { ...retry, executor });
  };

/** The worker that sends outbox rows over SMTP, or keeps them in the outbox without SMTP. */
export const registerMailDelivery = (
  jobs: JobQueue,
  deps: { db: Database; transport: Transporter | undefined; from: string; storage: Pick<Storage, 'get'> },
) =>
  jobs.work<MailDeliveryData>(MAIL_DELIVERY_JOB, ({ outboxId }) =>
    deliverOutboxMessage(deps.db, deps.transport, deps.from, outboxId, deps.storage),
  );
