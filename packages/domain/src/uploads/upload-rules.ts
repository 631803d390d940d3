import { UPLOAD_CHUNK_SIZE } from '../constants/limits.js';

/** Largest file one upload may carry (decision U-1: 5 GiB, a quarter of the download collection limit). */
export const MAX_UPLOAD_FILE_SIZE = 5_368_709_120;
/** Object stores refuse parts below 5 MiB except the last, so no chunk size may go lower. */
export const MIN_UPLOAD_CHUNK_SIZE = 5_242_880;
/** The most parts one multipart upload may have (the S3 limit). */
export const MAX_UPLOAD_PARTS = 10_000;
/** An upload with no progress for this long is abandoned and its parts are removed. */
export const UPLOAD_ABANDONED_AFTER_MS = 86_400_000;
/** Signed part URLs live as long as an upload may stay idle. */
export const UPLOAD_PART_URL_TTL_SECONDS = UPLOAD_ABANDONED_AFTER_MS / 1_000;

/** How many parts a file of `fileSize` bytes is cut into (every part full but the last). */
export const uploadPartCount = (fileSize: number, chunkSize: number = UPLOAD_CHUNK_SIZE): number =>
  Math.max(1, Math.ceil(fileSize / chunkSize));

/** Where part `partNumber` (1-based) starts in the file and how many bytes it holds. */
export const uploadPartRange = (
  fileSize: number,
  chunkSize: number,
  partNumber: number,
): { start: number; length: number } => {
  const count = uploadPartCount(fileSize, chunkSize);
  if (!Number.isInteger(partNumber) || partNumber < 1 || partNumber > count) {
    throw new RangeError(`Part ${partNumber} is outside 1..${count}`);
  }
  const start = (partNumber - 1) * chunkSize;
  return { start, length: Math.min(chunkSize, fileSize - start) };
};

// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it finds
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f]/;

/**
 * Why a file name cannot be uploaded, or null when it can. A name is one file's name: no
 * folders, no control characters, not `.` or `..`, at most 255 characters.
 */
export const uploadFilenameProblem = (filename: string): string | null => {
  const name = filename.trim();
  if (name.length === 0) return 'The file name is empty.';
  if (name.length > 255) return 'The file name is longer than 255 characters.';
  if (/[/\\]/.test(name)) return 'The file name must not contain a folder path.';
  if (CONTROL_CHARACTERS.test(name)) return 'The file name contains control characters.';
  if (name === '.' || name === '..') return 'The file name must name a file.';
  return null;
};

/** The name a file is stored and shown under: trimmed, spaces replaced by underscores (spec part 1 §5). */
export const uploadFilename = (filename: string): string => filename.trim().replace(/\s/g, '_');

/**
 * A storage-key segment for a file name: letters, digits, dot, dash and underscore only
 * (everything else becomes `_`), never starting with a dot. The display name keeps the original.
 */
export const uploadKeySegment = (filename: string): string => {
  const segment = uploadFilename(filename)
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[^A-Za-z0-9._-]/g, '_')
    .slice(0, 200);
  return /^[A-Za-z0-9_]/.test(segment) ? segment : `_${segment}`;
};
