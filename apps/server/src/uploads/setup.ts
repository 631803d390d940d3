import type { Signer } from '../platform/crypto/signing.js';
import type { App } from '../platform/http/app-types.js';
import type { Storage } from '../platform/storage/storage.js';
import { registerUploadPartRoutes } from './part-routes.js';
import { registerUploadRoutes } from './routes.js';
import { createUploadService } from './service.js';
import type { UploadTargets } from './upload-targets.js';

/** Wires the upload protocol into the app. */
export const setupUploads = async (app: App, deps: { storage: Storage; signer: Signer; targets: UploadTargets }) => {
  const uploads = createUploadService(deps);
  registerUploadRoutes(app, { uploads });
  await registerUploadPartRoutes(app, { uploads });
};
