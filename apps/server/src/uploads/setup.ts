import type { Signer } from '../platform/crypto/signing.js';
import type { App } from '../platform/http/app-types.js';
import type { Storage } from '../platform/storage/storage.js';
import { registerUploadPartRoutes } from './part-routes.js';
import { registerUploadRoutes } from './routes.js';
import { createUploadService } from './service.js';
import { targetsByKeyPrefix, type UploadTargets } from './upload-targets.js';

export type { UploadTargets };

/**
 * Wires the upload protocol into the app: a key goes to the targets of the first feature whose
 * prefix it starts with (in the order given), unless `targets` replaces them all (tests).
 */
export const setupUploads = async (
  app: App,
  deps: {
    storage: Storage;
    signer: Signer;
    targets: UploadTargets | undefined;
    byKeyPrefix: readonly { prefix: string; targets: UploadTargets }[];
  },
) => {
  const uploads = createUploadService({
    storage: deps.storage,
    signer: deps.signer,
    targets: deps.targets ?? targetsByKeyPrefix(deps.byKeyPrefix),
  });
  registerUploadRoutes(app, { uploads });
  await registerUploadPartRoutes(app, { uploads });
};
