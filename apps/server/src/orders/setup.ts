import { createCustomersRepository } from '../customers/repository.js';
import { createCustomersService } from '../customers/service.js';
import type { Database } from '../platform/db/database.js';
import type { App } from '../platform/http/app-types.js';
import type { JobQueue } from '../platform/jobs/job-queue.js';
import { registerPromoExpiry } from './expire-job.js';
import { createOrdersRepository } from './repository.js';
import { registerOrderRoutes } from './routes.js';
import { createOrdersService, type OrdersServiceDeps } from './service.js';

/** The orders feature: its repository, service, routes and the hourly lapse of undecided promo orders. */
export const setupOrders = async (
  app: App,
  deps: { db: Database; jobs?: JobQueue } & Omit<OrdersServiceDeps, 'repository'>,
) => {
  const { db, jobs, ...rest } = deps;
  const service = createOrdersService({ repository: createOrdersRepository(db), ...rest });
  registerOrderRoutes(app, service, createCustomersService(createCustomersRepository(db)));
  if (jobs) await registerPromoExpiry(jobs, service);
  return service;
};
