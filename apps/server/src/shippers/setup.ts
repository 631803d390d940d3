import type { AppConfig } from '../platform/config.js';
import type { App } from '../platform/http/app-types.js';
import { registerShipperRoutes } from './routes.js';
import { createUpsAdapter } from './ups-adapter.js';

/** Wires the shippers and address calls; the UPS address check only when UPS is configured. */
export const setupShippers = (app: App, deps: { config: Pick<AppConfig, 'ups'> }) =>
  registerShipperRoutes(app, { ups: deps.config.ups ? createUpsAdapter(deps.config.ups) : undefined });
