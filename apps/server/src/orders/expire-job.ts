import type { JobQueue } from '../platform/jobs/job-queue.js';
import type { OrdersService } from './service.js';

const PROMO_EXPIRY_JOB = 'orders.expire-promos';

/**
 * Hourly, the order system lets promo orders no approver decided in time lapse (UNAPPROVED ORDER)
 * and completes the wholesale orders whose ship windows have all ended.
 */
export const registerPromoExpiry = async (jobs: JobQueue, orders: OrdersService) => {
  await jobs.work(PROMO_EXPIRY_JOB, async () => {
    await orders.expireLapsedPromos();
    await orders.completeShippedWholesale();
  });
  await jobs.schedule(PROMO_EXPIRY_JOB, '23 * * * *', {});
};
