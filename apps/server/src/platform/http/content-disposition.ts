/** A Content-Disposition value: an ASCII name for old clients beside the exact UTF-8 name (RFC 6266). */
export const contentDisposition = (kind: 'attachment' | 'inline', filename: string) =>
  `${kind}; filename="${filename.replace(/[^\x20-\x7e]|["\\%]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
