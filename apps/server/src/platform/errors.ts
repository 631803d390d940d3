import type { MessageCode } from '@stride/domain';

/** The one error type services throw; mapped to HTTP in platform/http/error-handler.ts. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly messageCode: MessageCode,
    message: string,
    readonly messageData?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const invalidInput = (field: string, message: string, messageData: Record<string, unknown> = {}) =>
  new AppError(400, 'ITS_BE_ERROR_INVALID_INPUT', message, { field, ...messageData });
export const unauthenticated = () => new AppError(401, 'ITS_BE_ERROR_UNAUTHENTICATED', 'You are not signed in.');
export const forbidden = () => new AppError(403, 'ITS_BE_ERROR_FORBIDDEN', 'You do not have permission to do this.');
/** A pricing location outside the user's userTBEs. */
export const locationNotVisible = (locationCode: string) =>
  new AppError(403, 'ITS_BE_ERROR_FORBIDDEN', `You may not see products of location ${locationCode}.`, {
    locationCode,
  });
export const notFound = (what: string) =>
  new AppError(404, 'ITS_BE_ERROR_NOT_FOUND', `${what} was not found.`, { what });
export const conflict = (messageCode: MessageCode, message: string, messageData?: Record<string, unknown>) =>
  new AppError(409, messageCode, message, messageData);
export const invalidCode = () =>
  new AppError(400, 'ITS_BE_ERROR_CODE_INVALID', 'This link is invalid, was already used or has expired.');
