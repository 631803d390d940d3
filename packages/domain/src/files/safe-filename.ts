/**
 * A file name that is safe wherever a stored name ends up (a download's Content-Disposition, a
 * zip entry, a mail attachment): one name without folders, nothing Windows refuses, no control
 * characters, no direction marks (which can make `gpj.exe` read as `exe.jpg`), not a device name
 * such as `CON`, never empty, at most 200 characters with its extension kept.
 */
const UNSAFE = /[\\/:*?"<>|\p{Cc}\u200e\u200f\u202a-\u202e\u2066-\u2069]/gu;
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;
const WINDOWS_DEVICE = /^(?:con|prn|aux|nul|com\d|lpt\d)(?:\.|$)/i;
export const MAX_FILENAME_LENGTH = 200;

/** `['report', '.pdf']`; a name without a dot after its first character has no extension. */
export const splitFilenameExtension = (name: string): [string, string] => {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? [name.slice(0, dot), name.slice(dot)] : [name, ''];
};

export const safeFilename = (name: string): string => {
  const cleaned = name
    .replace(UNSAFE, '_')
    .replace(LONE_SURROGATE, '_')
    .trim()
    .replace(/^\.+/, '')
    .replace(/[. ]+$/, '');
  if (!cleaned) return 'file';
  const named = WINDOWS_DEVICE.test(cleaned) ? `_${cleaned}` : cleaned;
  if (named.length <= MAX_FILENAME_LENGTH) return named;
  const [stem, extension] = splitFilenameExtension(named);
  // Cut by UTF-16 units: a pair cut in half loses its first half too.
  return stem.slice(0, MAX_FILENAME_LENGTH - extension.length).replace(LONE_SURROGATE, '') + extension;
};
