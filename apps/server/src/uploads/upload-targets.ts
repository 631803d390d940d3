import type { UploadUsage, User } from '@stride/domain';
import { forbidden } from '../platform/errors.js';

/**
 * The features that hand out upload targets (asset files, later logos and covers) decide who
 * may upload to a key and learn when its bytes arrived. The upload routes call them.
 */
export interface UploadTargets {
  /** What the files may be (their allowed content types); libraryAsset when left out. */
  usage?: UploadUsage;
  /**
   * Resolves when `key` in `bucket` is a target this server issued to `user` for a file of
   * `fileSize` bytes; throws an AppError (403, 404, 400) otherwise.
   */
  authorize(user: User, bucket: string, key: string, fileSize: number): Promise<void>;
  /** The object is complete under `key`, with its size and sniffed content type. */
  completed(user: User, key: string, stored: { size: number; contentType: string }): Promise<void>;
}

/** Before any feature issues targets: every upload is refused. */
export const noUploadTargets: UploadTargets = {
  authorize: async () => {
    throw forbidden();
  },
  completed: async () => {
    throw forbidden();
  },
};
