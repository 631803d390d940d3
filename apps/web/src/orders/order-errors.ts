import type { TFunction } from 'i18next';
import { ApiRequestError } from '../shared/api/api-client';
import { errorMessage } from '../shared/api/error-message';

/** An item of a rejected order (spec part 2 §8.4: style/colour plus message). */
type RejectedItem = { style?: unknown; color?: unknown; message?: unknown };

const orderCodes = [
  'ITS_FE_ERROR_NEXTORWRK_ERROR',
  'ITS_FE_ERROR_ORDER_REJECTED',
  'ITS_FE_ERROR_DOCUMENT_EXPORT_ERROR',
];

/**
 * Whether an order error is the screen's to show: below 500 it is, translated, and it stays; at
 * 500 and above the general server error dialog has said all there is (spec part 2 §8.4), and a
 * request without an answer has its own dialog.
 */
export const isShownOrderError = (error: unknown): error is ApiRequestError =>
  error instanceof ApiRequestError && error.status < 500;

/**
 * The text of an order error, for every order screen: the translated message code with the
 * server's message; a rejected order's title with its items' errors, one a line (style/colour:
 * message, or the message alone for an error of the whole order).
 */
export const orderErrorText = (t: TFunction, error: unknown): string => {
  if (!(error instanceof ApiRequestError) || !error.body || !orderCodes.includes(error.body.messageCode))
    return errorMessage(t, error);
  const { messageCode, message, messageData } = error.body;
  const title = t(`orders.errors.${messageCode}`, { message });
  const items = Array.isArray(messageData?.items) ? (messageData.items as RejectedItem[]) : [];
  if (messageCode !== 'ITS_FE_ERROR_ORDER_REJECTED' || items.length === 0) return title;
  const itemLine = (item: RejectedItem) =>
    item.style
      ? `${String(item.style)}/${String(item.color ?? '')}: ${String(item.message ?? '')}`
      : String(item.message ?? '');
  return [title, ...items.map(itemLine)].join('\n');
};
