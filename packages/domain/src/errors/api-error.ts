import type { ApiError } from './message-codes.js';

/**
 * An error answer's shape (`apiErrorSchema`), checked by hand: the browser asks this of every
 * refusal, and the app's first load carries no schemas.
 */
export const isApiError = (value: unknown): value is ApiError => {
  if (typeof value !== 'object' || value === null) return false;
  const { messageCode, message, messageData } = value as Record<string, unknown>;
  return (
    typeof messageCode === 'string' &&
    typeof message === 'string' &&
    (messageData === undefined ||
      (typeof messageData === 'object' && messageData !== null && !Array.isArray(messageData)))
  );
};
