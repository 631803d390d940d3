import type { UploadUsage, User } from '@stride/domain';
import { forbidden } from '../platform/errors.js';

/**
 * The features that hand out upload targets (asset files, later logos and covers) decide who
 * may upload to a key and learn when its bytes arrived. The upload routes call them.
 */
export interface UploadTargets {
  /** What the file at `key` is for, which says what it may be (its allowed content types); libraryAsset when left out. */
  usageOf?(key: string): Promise<UploadUsage>;
  /**
   * Resolves when `key` in `bucket` is a target this server issued to `user` for a file of
   * `fileSize` bytes; throws an AppError (403, 404, 400) otherwise.
   */
  authorize(user: User, bucket: string, key: string, fileSize: number): Promise<void>;
  /** The object is complete under `key`, with its size and sniffed content type. */
  completed(user: User, key: string, stored: { size: number; contentType: string }): Promise<void>;
}

/** Before any feature issues targets: every upload is refused. */
const noUploadTargets: UploadTargets = {
  authorize: async () => {
    throw forbidden();
  },
  completed: async () => {
    throw forbidden();
  },
};

/**
 * One set of targets per key prefix (the libraries' keys, the assortments' keys…): each upload
 * call goes to the targets that issued its key; a key no prefix claims is refused.
 */
export const targetsByKeyPrefix = (routes: readonly { prefix: string; targets: UploadTargets }[]): UploadTargets => {
  const targetsOf = (key: string) => routes.find((route) => key.startsWith(route.prefix))?.targets ?? noUploadTargets;
  return {
    usageOf: async (key) => (await targetsOf(key).usageOf?.(key)) ?? 'libraryAsset',
    authorize: (user, bucket, key, fileSize) => targetsOf(key).authorize(user, bucket, key, fileSize),
    completed: (user, key, stored) => targetsOf(key).completed(user, key, stored),
  };
};
