import type { Readable } from 'node:stream';
import {
  DOWNLOAD_STARTED_COOKIE_MAX_AGE_S,
  DOWNLOAD_STARTED_COOKIE_VALUE,
  downloadStartedCookieName,
  packageFilename,
} from '@stride/domain';
import type { FastifyReply } from 'fastify';
import { sendFileAnswer } from '../platform/http/file-answer.js';

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
  return sendFileAnswer(
    reply,
    { body: zip, contentType: 'application/zip', filename: packageFilename(options.filename) },
    { disposition: 'attachment', cacheControl: 'private, no-store' },
  );
};
