import type { ImageAngle } from '../products/product-images.js';

/**
 * Names inside a zip and of the zip itself: no folders, no characters Windows refuses, never
 * empty, never the same twice (a later duplicate becomes `name (2).ext`).
 */
const UNSAFE = /[\\/:*?"<>|\p{Cc}]/gu;
const MAX_NAME_LENGTH = 200;

const splitExtension = (name: string): [string, string] => {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? [name.slice(0, dot), name.slice(dot)] : [name, ''];
};

export const safeZipEntryName = (name: string): string => {
  const cleaned = name.replace(UNSAFE, '_').trim().replace(/^\.+/, '');
  if (!cleaned) return 'file';
  if (cleaned.length <= MAX_NAME_LENGTH) return cleaned;
  const [stem, extension] = splitExtension(cleaned);
  return stem.slice(0, MAX_NAME_LENGTH - extension.length) + extension;
};

/** Each name made safe and unique (case-insensitively, as Windows and macOS compare them). */
export const uniqueZipEntryNames = (names: readonly string[]): string[] => {
  const taken = new Set<string>();
  return names.map((name) => {
    const safe = safeZipEntryName(name);
    const [stem, extension] = splitExtension(safe);
    let candidate = safe;
    for (let copy = 2; taken.has(candidate.toLowerCase()); copy++) candidate = `${stem} (${copy})${extension}`;
    taken.add(candidate.toLowerCase());
    return candidate;
  });
};

/** The download's file name: the chosen name, made safe, ending in `.zip`. */
export const packageFilename = (chosen: string): string => {
  const safe = safeZipEntryName(chosen);
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
  COMPRESSED_EXTENSIONS.has(splitExtension(filename.toLowerCase())[1]);
