import type { Database } from '../platform/db/database.js';
import type { App } from '../platform/http/app-types.js';
import { createCustomersRepository } from './repository.js';
import { registerCustomerRoutes } from './routes.js';
import { createCustomersService } from './service.js';

/** Wires the official customers look-up. */
export const setupCustomers = (app: App, deps: { db: Database }) =>
  registerCustomerRoutes(app, createCustomersService(createCustomersRepository(deps.db)));
