import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { contentDisposition } from './content-disposition.js';

/**
 * What a browser only shows and never runs: pictures, a pdf in its own viewer, video. Only
 * these may be answered inline; any other type (HTML, SVG, XML, scripts, office files, archives,
 * and whatever a stored file claims to be) is always a download.
 */
const INLINE_CONTENT_TYPES: ReadonlySet<string> = new Set([
  'image/jpeg',
  'image/png',
  'image/gif',
  'image/webp',
  'image/avif',
  'image/tiff',
  'application/pdf',
  'video/mp4',
  'video/webm',
  'video/quicktime',
]);

/**
 * The policy of every file answer: the file loads nothing, and opened as a page it is sandboxed
 * (an origin of its own: no scripts, no forms, none of the app's cookies or storage). Only the
 * app may frame it (the libraries' pdf previewer).
 */
export const FILE_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'self'; sandbox";
/**
 * A pdf shown inline: Chrome's and Safari's viewers show nothing in a sandbox, and their pdf
 * scripts run in the viewer, isolated from the app's pages, so it goes without one.
 */
const INLINE_PDF_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'self'";

const MEDIA_TYPE = /^[a-z0-9][a-z0-9!#$&^_.+-]*\/[a-z0-9][a-z0-9!#$&^_.+-]*$/;

/** The bare media type (`text/html; charset=x` is `text/html`); what is not one is plain bytes. */
const mediaTypeOf = (contentType: string): string => {
  const type = (contentType.split(';')[0] ?? '').trim().toLowerCase();
  return MEDIA_TYPE.test(type) ? type : 'application/octet-stream';
};

export type FileAnswer = {
  body: Readable | Buffer;
  /** As stored (sniffed from the bytes when they were uploaded) or as rendered. */
  contentType: string;
  /** As the person named it: made safe for the header here. */
  filename: string;
  /** Known length; without one the answer is chunked. */
  size?: number;
};

export type FileAnswerOptions = {
  /** inline is asked for, and granted to INLINE_CONTENT_TYPES only. */
  disposition: 'inline' | 'attachment';
  cacheControl: string;
};

/**
 * Answers a file, stored or made on request; every route that sends a file's bytes goes
 * through here, so none of them can serve an uploaded page on the app's origin.
 */
export const sendFileAnswer = (reply: FastifyReply, file: FileAnswer, options: FileAnswerOptions) => {
  const contentType = mediaTypeOf(file.contentType);
  const inline = options.disposition === 'inline' && INLINE_CONTENT_TYPES.has(contentType);
  reply
    .type(contentType)
    .header('content-disposition', contentDisposition(inline ? 'inline' : 'attachment', file.filename))
    .header('x-content-type-options', 'nosniff')
    .header(
      'content-security-policy',
      inline && contentType === 'application/pdf' ? INLINE_PDF_CONTENT_SECURITY_POLICY : FILE_CONTENT_SECURITY_POLICY,
    )
    .header('cache-control', options.cacheControl);
  if (file.size !== undefined) reply.header('content-length', file.size);
  return reply.send(file.body);
};
