import { ApiRequestError } from '../../../shared/api/api-client';

/** The answer that the user owns the most assortments allowed (the max-assortment error dialog). */
export const isMaxAssortmentsError = (error: unknown): boolean =>
  error instanceof ApiRequestError &&
  error.status === 409 &&
  error.body?.messageCode === 'ITS_BE_ERROR_MAX_ASSORTMENTS';
