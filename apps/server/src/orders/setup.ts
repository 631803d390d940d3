import type { Database } from '../platform/db/database.js';
import type { App } from '../platform/http/app-types.js';
import { createOrdersRepository } from './repository.js';
import { registerOrderRoutes } from './routes.js';
import { createOrdersService, type OrdersServiceDeps } from './service.js';

/** The orders feature: its repository, service and routes. */
export const setupOrders = (app: App, deps: { db: Database } & Omit<OrdersServiceDeps, 'repository'>) => {
  const { db, ...rest } = deps;
  const service = createOrdersService({ repository: createOrdersRepository(db), ...rest });
  registerOrderRoutes(app, service);
  return service;
};
