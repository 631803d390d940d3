import { todayDateNumber } from '@stride/domain';
import type { Database } from '../platform/db/database.js';
import type { App } from '../platform/http/app-types.js';
import { checkWholesaleSubmit } from './order-system.js';
import { createWholesaleRepository } from './repository.js';
import { registerWholesaleRoutes } from './routes.js';
import { createWholesaleService } from './service.js';

/** Wires the wholesale order form's calls; answers the order system's submit check for the orders feature. */
export const setupWholesale = (app: App, deps: { db: Database }) => {
  registerWholesaleRoutes(app, { wholesale: createWholesaleService(createWholesaleRepository(deps.db)) });
  return {
    checkWholesaleSubmit: (order: Parameters<typeof checkWholesaleSubmit>[0]) =>
      checkWholesaleSubmit(order, todayDateNumber(new Date())),
  };
};
