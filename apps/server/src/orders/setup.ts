import { createCoordinatorAssignmentsRepository } from '../coordinator-assignments/repository.js';
import { createCustomersRepository } from '../customers/repository.js';
import { createCustomersService } from '../customers/service.js';
import type { NotifyOrderEvent } from '../notifications/order-notifier.js';
import type { Database } from '../platform/db/database.js';
import type { App } from '../platform/http/app-types.js';
import type { JobQueue } from '../platform/jobs/job-queue.js';
import { registerPromoExpiry } from './expire-job.js';
import { orderEventNotices } from './notices.js';
import type { OrdersServiceDeps } from './order-context.js';
import { createOrdersRepository } from './repository.js';
import { registerOrderRoutes } from './routes.js';
import { listSampleStyles } from './sample-styles-repository.js';
import { registerSampleStylesRoute } from './sample-styles-routes.js';
import { createOrdersService } from './service.js';

/**
 * The orders feature: its repository, service, routes, the hourly lapse of undecided promo orders
 * and the Sample Styles tab. Order events become notices through the notifications feature.
 */
export const setupOrders = async (
  app: App,
  deps: { db: Database; jobs?: JobQueue; notifyOrderEvent: NotifyOrderEvent } & Omit<
    OrdersServiceDeps,
    'repository' | 'coordinatorAssignments' | 'onOrderEvent'
  >,
) => {
  const { db, jobs, notifyOrderEvent, ...rest } = deps;
  const service = createOrdersService({
    repository: createOrdersRepository(db),
    coordinatorAssignments: createCoordinatorAssignmentsRepository(db).list,
    onOrderEvent: orderEventNotices(notifyOrderEvent),
    ...rest,
  });
  registerOrderRoutes(app, service, createCustomersService(createCustomersRepository(db)));
  if (jobs) await registerPromoExpiry(jobs, service);
  registerSampleStylesRoute(app, { sampleStyles: { list: () => listSampleStyles(db) } });
  return service;
};
