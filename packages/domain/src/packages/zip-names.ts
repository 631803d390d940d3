import { safeFilename, splitFilenameExtension } from '../files/safe-filename.js';
import type { ImageAngle } from '../products/product-images.js';

/**
 * Names inside a zip: each made safe (no folders, so no entry lands outside where it is
 * unpacked) and unique, case-insensitively as Windows and macOS compare them (a later duplicate
 * becomes `name (2).ext`).
 */
export const uniqueZipEntryNames = (names: readonly string[]): string[] => {
  const taken = new Set<string>();
  return names.map((name) => {
    const safe = safeFilename(name);
    const [stem, extension] = splitFilenameExtension(safe);
    let candidate = safe;
    for (let copy = 2; taken.has(candidate.toLowerCase()); copy++) candidate = `${stem} (${copy})${extension}`;
    taken.add(candidate.toLowerCase());
    return candidate;
  });
};

/** The download's file name: the chosen name, made safe, ending in `.zip`. */
export const packageFilename = (chosen: string): string => {
  const safe = safeFilename(chosen);
  return /\.zip$/i.test(safe) ? safe : `${safe}.zip`;
};

/** A product photo in a package: `STYLE_COLOR_A.jpg`. */
export const productPhotoFilename = (styleColorId: string, angle: ImageAngle): string => `${styleColorId}_${angle}.jpg`;

/**
 * Formats that are compressed already: deflating them again costs CPU and saves nothing, so
 * they are stored as they are.
 */
const COMPRESSED_EXTENSIONS = new Set([
  '.jpg',
  '.jpeg',
  '.png',
  '.gif',
  '.webp',
  '.heic',
  '.avif',
  '.mp4',
  '.mov',
  '.m4v',
  '.avi',
  '.mkv',
  '.webm',
  '.mp3',
  '.m4a',
  '.aac',
  '.ogg',
  '.zip',
  '.gz',
  '.tgz',
  '.7z',
  '.rar',
  '.bz2',
  '.xz',
  '.pdf',
  '.docx',
  '.xlsx',
  '.pptx',
  '.indd',
  '.idml',
  '.woff',
  '.woff2',
]);

export const isStoredUncompressed = (filename: string): boolean =>
  COMPRESSED_EXTENSIONS.has(splitFilenameExtension(filename.toLowerCase())[1]);
