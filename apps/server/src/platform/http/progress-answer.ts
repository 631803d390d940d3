import { PassThrough } from 'node:stream';
import type { FastifyBaseLogger, FastifyReply } from 'fastify';
import { AppError } from '../errors.js';

/** Asked for by `Accept: application/x-ndjson`: long work that reports how far it got. */
export const PROGRESS_ANSWER_TYPE = 'application/x-ndjson';

/**
 * Long work answered as it goes (one JSON object a line): `{ progress }` lines while it works,
 * then `{ result }`, or `{ status, error }` in the shape of every error answer; the status is
 * 200 since the answer starts before the outcome is known.
 */
export const sendWithProgress = <Progress, Result>(
  reply: FastifyReply,
  log: FastifyBaseLogger,
  work: (report: (progress: Progress) => void) => Promise<Result>,
) => {
  const lines = new PassThrough();
  const write = (value: object) => lines.write(`${JSON.stringify(value)}\n`);
  void work((progress) => write({ progress })).then(
    (result) => {
      write({ result });
      lines.end();
    },
    (error: unknown) => {
      if (error instanceof AppError) {
        const { statusCode: status, messageCode, message, messageData } = error;
        write({ status, error: { messageCode, message, messageData } });
      } else {
        log.error({ err: error }, 'request failed');
        write({
          status: 500,
          error: { messageCode: 'ITS_BE_ERROR_INTERNAL', message: 'Something went wrong on our side.' },
        });
      }
      lines.end();
    },
  );
  return reply.type(PROGRESS_ANSWER_TYPE).header('cache-control', 'no-store').send(lines);
};
