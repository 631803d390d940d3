import type { ApiError } from '@stride/domain';
import type { TFunction } from 'i18next';
import { ApiRequestError, NetworkFailure } from './api-client';

/**
 * A message object's text (spec part 2 §8.1): its code translated with its data, the more precise
 * `reason` of the data first when there is a text for it (e.g. an import file that is not a
 * spreadsheet); otherwise the plain message.
 */
export const messageText = (t: TFunction, { messageCode, messageData, message }: ApiError): string => {
  const keys = [`errors.${messageCode}`];
  if (typeof messageData?.reason === 'string') keys.unshift(`errors.reasons.${messageData.reason}`);
  return t(keys, { ...messageData, defaultValue: message });
};

/** The text of a failed call: the server's message object, the network error, else 'Unknown error'. */
export const errorMessage = (t: TFunction, error: unknown): string => {
  if (error instanceof ApiRequestError && error.body) return messageText(t, error.body);
  if (error instanceof NetworkFailure) return t('dialogs.networkError.message');
  return t('errors.unknown');
};

/** The field a 400 answer names, e.g. `body.email` → `email`. */
export const errorField = (error: unknown): string | undefined => {
  if (!(error instanceof ApiRequestError)) return undefined;
  const field = error.body?.messageData?.field;
  return typeof field === 'string' ? field.replace(/^(body|query|params)\./, '') : undefined;
};
