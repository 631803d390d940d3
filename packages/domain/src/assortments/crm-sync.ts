import { z } from 'zod';
import type { Assortment, AssortmentProduct } from './assortment.js';

/**
 * POST /api/assortments/crmSync/{id} (spec part 2 §7.3): 'synced' when the CRM took the
 * assortment at once; 'retrying' when it did not answer well, and the server keeps trying in
 * the background (the last sync date then stays as it was).
 */
export const crmSyncAnswerSchema = z.object({
  status: z.enum(['synced', 'retrying']),
  lastSyncDate: z.iso.datetime().nullable(),
});
export type CrmSyncAnswer = z.infer<typeof crmSyncAnswerSchema>;

/** GET /api/assortments/{id}/lastSyncDate, and whether this site has a CRM to sync with at all. */
export const crmSyncStatusSchema = z.object({
  lastSyncDate: z.iso.datetime().nullable(),
  crmConfigured: z.boolean(),
});
export type CrmSyncStatus = z.infer<typeof crmSyncStatusSchema>;

/** Retries after a failed sync, the first after a minute, each wait doubled (about an hour in all). */
export const CRM_SYNC_RETRIES = 6;
export const CRM_SYNC_RETRY_DELAY_SECONDS = 60;

/**
 * What the CRM receives: the assortment's planning attributes and its lines with the figures an
 * account manager works with. Event and field names are ours (the spec does not show the CRM's
 * side); `sentAt` lets the receiver drop a retry older than what it already has.
 */
export const crmSyncPayload = (assortment: Assortment, products: readonly AssortmentProduct[], sentAt: Date) => ({
  event: 'assortment.sync' as const,
  sentAt: sentAt.toISOString(),
  assortment: {
    id: assortment._id,
    title: assortment.title,
    subTitle: assortment.subTitle,
    productType: assortment.productType,
    method: assortment.method,
    state: assortment.state,
    channel: assortment.channel,
    region: assortment.region,
    season: assortment.season,
    year: assortment.year,
    locationCode: assortment.locationId,
    owner: assortment.owner,
    modifiedDate: assortment.modifiedDate,
    productCount: products.length,
  },
  products: products.map((product) => ({
    style: product.style,
    color: product.color,
    name: product.name,
    displayGroup: product.displayGroup,
    label: product.label,
    cost: product.cost,
    netCost: product.netCost,
    suggestedRetail: product.suggestedRetail,
    currencySymbol: product.currencySymbol,
    sortOrder: product.sortOrder,
  })),
});
