import { COLLECTION_SIZE_LIMIT_BYTES } from '../constants/limits.js';

/** The usage type of a library file whose bytes count only when the user includes them. */
const WORKING_FILE_USAGE = 'Working File';

/** Library collection entry (spec part 1 §3): an asset with the sizes and usage of its files. */
export type CollectionEntry = { _id: string; files: readonly { fileSize: number; usageType: string }[] };

/** The bytes a collection downloads: Working Files count only when included. */
export const collectionSize = (
  entries: readonly CollectionEntry[],
  options: { includeWorkingFiles: boolean },
): number =>
  entries.reduce(
    (total, entry) =>
      total +
      entry.files.reduce(
        (sum, file) =>
          file.usageType === WORKING_FILE_USAGE && !options.includeWorkingFiles ? sum : sum + file.fileSize,
        0,
      ),
    0,
  );

/** Too large at or above 20 GiB (spec part 1 §3, part 2 §9.2). */
export const isCollectionTooLarge = (bytes: number): boolean => bytes >= COLLECTION_SIZE_LIMIT_BYTES;
