import type { PackageS3File, User } from '@stride/domain';

/** A stored file a user may download: its name in the zip, its storage key and size in bytes. */
export type DownloadableFile = { name: string; key: string; size: number };

/**
 * Which stored library files a user may download (implemented by the asset libraries). resolve
 * answers the files in the order asked, and throws 403 (forbidden) for a key the user may not
 * read and 404 (notFound) for a key that names no downloadable file, so one bad key refuses
 * the whole package before any byte is sent.
 */
export interface DownloadableFiles {
  resolve(user: User, files: readonly PackageS3File[]): Promise<DownloadableFile[]>;
}
