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
/** The caller closed the connection before its answer was ready: long work stops, nobody reads the answer. */
export const requestCancelled = () => new AppError(400, 'ITS_BE_ERROR_INVALID_INPUT', 'The request was cancelled.');
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
/** Batch rows whose change breaks publish validity or clears a required field (spec part 1 §4, §5). */
export const assetFieldsRequired = (rows: { _id: string; fields: string[] }[]) =>
  new AppError(
    400,
    'ITS_BE_ERROR_INVALID_INPUT',
    `Required fields are missing: ${rows.map((row) => `${row._id} (${row.fields.join(', ')})`).join('; ')}.`,
    { field: 'data', rows },
  );
/** Spec part 1 §5 "Upload rules": another asset of the library already has this name. */
export const assetNameTaken = (name: string, assetId: string) =>
  new AppError(409, 'ITS_BE_ERROR_CONFLICT', `Another asset is already named ${name}.`, { name, _id: assetId });
/** A download package of 20 GiB or more (spec part 1 §3, part 2 §9.2). */
export const collectionTooLarge = (bytes: number, limit: number) =>
  new AppError(
    400,
    'ITS_BE_ERROR_COLLECTION_TOO_LARGE',
    'This collection is too large to download (20 GiB or more). Please choose fewer files.',
    { bytes, limit },
  );
/**
 * A batch made on an older version writes cells changed since (spec part 2 §8.3 errorType
 * userLock): nothing of it is saved, and the grid offers to reload.
 */
export const userLock = (cells: readonly { id: string; field: string }[], details: Record<string, unknown> = {}) =>
  new AppError(
    409,
    'ITS_BE_ERROR_USER_LOCK',
    'Your changes were not saved. The underlying data might be different than how you see it. Click here to reload the page.',
    { errorType: 'userLock', cells, ...details },
  );
/** The user owns as many assortments as one may (the max-assortment error dialog). */
export const maxAssortments = (limit: number) =>
  new AppError(
    409,
    'ITS_BE_ERROR_MAX_ASSORTMENTS',
    `You already have ${limit} assortments, the most one user may have.`,
    {
      limit,
    },
  );
