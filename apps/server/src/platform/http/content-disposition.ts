import { safeFilename } from '@stride/domain';

/** What encodeURIComponent leaves that RFC 5987's attr-char does not allow. */
const encodeExtValue = (value: string) =>
  encodeURIComponent(value).replace(/['()*]/g, (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`);

/**
 * A Content-Disposition value (RFC 6266): the name made safe (no folders, quotes, control
 * characters), as ASCII for old clients (accents dropped, anything else `_`) beside the exact
 * UTF-8 name (RFC 5987), which every current browser takes.
 */
export const contentDisposition = (kind: 'attachment' | 'inline', filename: string) => {
  const name = safeFilename(filename);
  const ascii = name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[^\x20-\x7e]|["\\%]/g, '_');
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeExtValue(name)}`;
};
