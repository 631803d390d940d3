import type { AppConfig } from '../platform/config.js';
import type { App } from '../platform/http/app-types.js';
import { registerOptionRoutes } from './routes.js';

/** Wires the options call: what the browser needs to know of this server and the caller. */
export const setupOptions = (app: App, deps: { config: AppConfig; version: string }) =>
  registerOptionRoutes(app, {
    version: deps.version,
    ssoEnabled: Boolean(deps.config.oidc),
    salesToolUrls: deps.config.salesToolUrls,
    bypassPermissions: deps.config.bypassPermissions,
    s3: deps.config.s3 ? { bucket: deps.config.s3.bucket, region: deps.config.s3.region } : null,
  });
