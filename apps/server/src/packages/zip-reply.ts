import type { Readable } from 'node:stream';
import {
  DOWNLOAD_STARTED_COOKIE_MAX_AGE_S,
  DOWNLOAD_STARTED_COOKIE_VALUE,
  downloadStartedCookieName,
  packageFilename,
} from '@stride/domain';
import type { FastifyReply } from 'fastify';

/** An ASCII name for old clients beside the exact UTF-8 name (RFC 6266). */
const contentDisposition = (filename: string) =>
  `attachment; filename="${filename.replace(/[^\x20-\x7e]|["\\%]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(filename)}`;

/**
 * Sends a zip as a download. With a downloadId the answer sets a cookie the browser's queue
 * polls for (not httpOnly on purpose): the headers leave with the zip's first bytes, so the
 * cookie arrives exactly when the download starts.
 */
export const sendZip = (
  reply: FastifyReply,
  zip: Readable,
  options: { filename: string; downloadId?: string; secureCookie: boolean },
) => {
  if (options.downloadId) {
    reply.setCookie(downloadStartedCookieName(options.downloadId), DOWNLOAD_STARTED_COOKIE_VALUE, {
      path: '/',
      maxAge: DOWNLOAD_STARTED_COOKIE_MAX_AGE_S,
      sameSite: 'lax',
      httpOnly: false,
      secure: options.secureCookie,
    });
  }
  return reply
    .type('application/zip')
    .header('content-disposition', contentDisposition(packageFilename(options.filename)))
    .header('cache-control', 'private, no-store')
    .send(zip);
};
