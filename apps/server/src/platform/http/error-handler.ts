import type { MessageCode } from '@stride/domain';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { AppError, requestCancelled } from '../errors.js';

type ErrorBody = { messageCode: MessageCode; message: string; messageData?: Record<string, unknown> };

const clientErrorCode = (statusCode: number): MessageCode => {
  if (statusCode === 401) return 'ITS_BE_ERROR_UNAUTHENTICATED';
  if (statusCode === 403) return 'ITS_BE_ERROR_FORBIDDEN';
  if (statusCode === 404) return 'ITS_BE_ERROR_NOT_FOUND';
  if (statusCode === 413) return 'ITS_BE_ERROR_PAYLOAD_TOO_LARGE';
  if (statusCode === 429) return 'ITS_BE_ERROR_RATE_LIMITED';
  return 'ITS_BE_ERROR_INVALID_INPUT';
};

/** One error shape for every answer: bad input is a 4xx naming the field, never a 500. */
export const registerErrorHandler = (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    let statusCode = 500;
    let body: ErrorBody;
    if (error instanceof AppError) {
      statusCode = error.statusCode;
      body = { messageCode: error.messageCode, message: error.message, messageData: error.messageData };
    } else if (hasZodFastifySchemaValidationErrors(error)) {
      statusCode = 400;
      const issues = error.validation.map((issue) => ({
        field: [error.validationContext, ...String(issue.instancePath).split('/').filter(Boolean)].join('.'),
        message: issue.message,
      }));
      body = {
        messageCode: 'ITS_BE_ERROR_INVALID_INPUT',
        message: `Invalid ${issues[0]?.field ?? 'input'}: ${issues[0]?.message ?? 'invalid value'}`,
        messageData: { field: issues[0]?.field, issues },
      };
    } else if (request.raw.destroyed && error.code === 'ECONNRESET') {
      // The caller went away mid-request (a cancelled upload part): its own doing, not our failure.
      request.log.info('the client closed the request before it was read');
      const cancelled = requestCancelled();
      statusCode = cancelled.statusCode;
      body = { messageCode: cancelled.messageCode, message: cancelled.message };
    } else if (!isResponseSerializationError(error) && error.statusCode && error.statusCode < 500) {
      statusCode = error.statusCode;
      body = { messageCode: clientErrorCode(statusCode), message: error.message };
    } else {
      request.log.error({ err: error }, 'unhandled error');
      body = { messageCode: 'ITS_BE_ERROR_INTERNAL', message: 'Something went wrong on our side.' };
    }
    if (statusCode >= 500) request.log.error({ err: error }, 'request failed');
    return reply.status(statusCode).send(body);
  });

  app.setNotFoundHandler((request, reply) =>
    reply.status(404).send({
      messageCode: 'ITS_BE_ERROR_NOT_FOUND',
      message: `${request.method} ${request.url.split('?')[0]} was not found.`,
    } satisfies ErrorBody),
  );
};
