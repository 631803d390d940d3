import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { AppConfig } from '../config.js';
import { createSigner, type Signer } from '../crypto/signing.js';
import { randomToken } from '../crypto/tokens.js';
import { dataDirLayout } from '../data-dir.js';
import { createLocalDiskStorage } from './local-disk-storage.js';
import { createPartUrls } from './part-urls.js';
import { createS3Storage } from './s3-storage.js';
import type { Storage } from './storage.js';

/**
 * The upload signing key: UPLOAD_SIGNING_SECRET, or one made on first start and kept in
 * DATA_DIR, so part URLs and upload ids survive a restart.
 */
const uploadSigningSecret = async (config: AppConfig): Promise<string> => {
  if (config.uploadSigningSecret) return config.uploadSigningSecret;
  const file = path.join(config.dataDir, 'upload-signing.key');
  await mkdir(config.dataDir, { recursive: true });
  try {
    await writeFile(file, randomToken(), { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return (await readFile(file, 'utf8')).trim();
};

/** The app's file store as configured (S3 bucket or local disk) and the signer of its uploads. */
export const openAppStorage = async (config: AppConfig): Promise<{ storage: Storage; signer: Signer }> => {
  const signer = createSigner(await uploadSigningSecret(config));
  const storage = config.s3
    ? await createS3Storage(config.s3)
    : createLocalDiskStorage(dataDirLayout(config.dataDir).files, {
        stagingDir: path.join(config.dataDir, 'upload-staging'),
        partUrls: createPartUrls(signer),
      });
  return { storage, signer };
};
