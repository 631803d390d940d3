import { crmSyncAnswerSchema, crmSyncStatusSchema, idParams } from '@stride/domain';
import { conflict, invalidInput } from '../platform/errors.js';
import type { App } from '../platform/http/app-types.js';
import { signedInUser } from '../platform/http/signed-in-user.js';
import type { CrmSync } from './crm-sync.js';
import type { AssortmentService } from './service.js';

const access = { access: 'viewAssortments' } as const;
const tags = ['Assortments'];

/**
 * CRM sync (spec part 2 §7.3): the last sync date, and the sync itself. The first attempt is made
 * while the person waits; when the CRM is down, `retryLater` queues the retries and the answer
 * says so (202) instead of failing.
 */
export const registerCrmSyncRoutes = (
  app: App,
  deps: { assortments: AssortmentService; crmSync: CrmSync; retryLater: (assortmentId: string) => Promise<void> },
) => {
  app.get(
    '/api/assortments/:id/lastSyncDate',
    {
      config: access,
      schema: {
        tags,
        summary: 'When the assortment was last synced with the CRM, and whether a CRM is set up',
        params: idParams,
        response: { 200: crmSyncStatusSchema },
      },
    },
    async (request) => ({
      lastSyncDate: (await deps.assortments.get(signedInUser(request), request.params.id, false)).lastSyncDate,
      crmConfigured: deps.crmSync.configured,
    }),
  );

  app.post(
    '/api/assortments/crmSync/:id',
    {
      config: access,
      schema: {
        tags,
        summary: 'Sends the assortment and its lines to the CRM (signed JSON), retrying in the background',
        params: idParams,
        response: { 200: crmSyncAnswerSchema, 202: crmSyncAnswerSchema },
      },
    },
    async (request, reply) => {
      const assortment = await deps.assortments.get(signedInUser(request), request.params.id, false);
      if (assortment.type !== 'item') throw invalidInput('id', 'A folder cannot be synced with the CRM.');
      if (!deps.crmSync.configured) {
        throw conflict('ITS_BE_ERROR_CRM_NOT_CONFIGURED', 'No CRM is set up for this site.');
      }
      try {
        const syncedAt = await deps.crmSync.send(assortment._id);
        return { status: 'synced' as const, lastSyncDate: syncedAt.toISOString() };
      } catch (error) {
        request.log.warn({ err: error, assortmentId: assortment._id }, 'CRM sync failed; retrying later');
        await deps.retryLater(assortment._id);
        return reply.code(202).send({ status: 'retrying' as const, lastSyncDate: assortment.lastSyncDate });
      }
    },
  );
};
