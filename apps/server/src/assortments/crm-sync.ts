import { crmSyncPayload } from '@stride/domain';
import type { CrmSettings } from '../platform/config.js';
import { bodySignature } from '../platform/crypto/body-signature.js';
import type { Database } from '../platform/db/database.js';
import { AppError, notFound } from '../platform/errors.js';
import type { JobQueue } from '../platform/jobs/job-queue.js';
import { presentAssortment, presentAssortmentProduct } from './presenter.js';
import { createProductRowsRepository } from './product-rows-repository.js';
import { createAssortmentsRepository } from './repository.js';
import { folderMap } from './service.js';

export const CRM_SYNC_JOB = 'assortments.crm-sync';
export type CrmSyncJob = { assortmentId: string };

/** A CRM that takes longer than this is treated as down; the sync is then retried later. */
const CRM_TIMEOUT_MS = 10_000;

/**
 * Sends an assortment with its lines to the CRM as signed JSON and records when it was taken.
 * Used by the sync call (the first attempt) and by the retry job; throws when the CRM is not
 * reached or does not answer 2xx.
 */
export const createCrmSync = (deps: { db: Database; crm: CrmSettings | undefined }) => {
  const repository = createAssortmentsRepository(deps.db);
  const rows = createProductRowsRepository(deps.db);
  return {
    configured: deps.crm !== undefined,
    send: async (assortmentId: string): Promise<Date> => {
      if (!deps.crm) throw new Error('No CRM is configured (CRM_SYNC_URL)');
      const row = await repository.find(assortmentId);
      if (row?.type !== 'item') throw notFound('Assortment');
      const assortment = presentAssortment(row, await folderMap(repository, row.ownerId));
      const products = (await rows.catalogueRows(row.id, row.locationId)).map(presentAssortmentProduct);
      const sentAt = new Date();
      const body = JSON.stringify(crmSyncPayload(assortment, products, sentAt));
      const response = await fetch(deps.crm.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'user-agent': 'Stride CRM sync',
          'x-stride-signature': bodySignature(deps.crm.secret, body, Math.floor(sentAt.getTime() / 1000)),
        },
        body,
        signal: AbortSignal.timeout(CRM_TIMEOUT_MS),
      });
      // The body is read so the connection is released; what the CRM says is not used.
      await response.arrayBuffer();
      if (!response.ok) throw new Error(`The CRM answered ${response.status}`);
      await repository.update(assortmentId, { lastSyncDate: sentAt });
      return sentAt;
    },
  };
};
export type CrmSync = ReturnType<typeof createCrmSync>;

/** The retries of a sync whose first attempt failed, as jobs that outlive a restart. */
export const registerCrmSyncRetries = (jobs: JobQueue, crmSync: CrmSync) =>
  jobs.work<CrmSyncJob>(CRM_SYNC_JOB, async ({ assortmentId }) => {
    try {
      await crmSync.send(assortmentId);
    } catch (error) {
      // Deleted since: nothing left to send, so no more retries.
      if (error instanceof AppError && error.statusCode === 404) return;
      throw error;
    }
  });
