import type { LineDateProblem, PackCodeProblem } from '@stride/domain';
import type { TFunction } from 'i18next';
import { ApiRequestError } from '../shared/api/api-client';
import { errorMessage } from '../shared/api/error-message';

const K = 'wholesaleOrders';

/** A pack code finding in the user's language (spec part 1 §5: warning texts are translated). */
export const packCodeWarning = (t: TFunction, problem: PackCodeProblem): string =>
  t(`${K}.packCode.${problem.kind}`, { ...problem });

/** The spec's date messages are keys too, translated like any other text. */
export const dateProblemText = (t: TFunction, problem: LineDateProblem): string =>
  t(`${K}.dateProblems.${problem.replace(/[^A-Za-z0-9]+/g, '_')}`);

type RejectedItem = { style?: string; color?: string; message?: string };

/**
 * An order error as the spec shows it (part 2 §8.4): a rejected submit is its title with each
 * item's style/colour and message on a line of its own; other order errors are their message
 * code's translation.
 */
export const orderErrorText = (t: TFunction, error: unknown): string => {
  if (error instanceof ApiRequestError && error.body?.messageCode === 'ITS_FE_ERROR_ORDER_REJECTED') {
    const items = (error.body.messageData?.items ?? []) as RejectedItem[];
    const lines = items.map((item) =>
      item.style ? `${item.style}/${item.color ?? ''}: ${item.message ?? ''}` : (item.message ?? ''),
    );
    return [t(`${K}.errors.ITS_FE_ERROR_ORDER_REJECTED`), ...lines].join('\n');
  }
  if (error instanceof ApiRequestError && error.body?.messageCode === 'ITS_FE_ERROR_NEXTORWRK_ERROR') {
    return t(`${K}.errors.ITS_FE_ERROR_NEXTORWRK_ERROR`, { defaultValue: error.body.message });
  }
  if (error instanceof ApiRequestError && error.body?.messageCode === 'ITS_FE_ERROR_DOCUMENT_EXPORT_ERROR') {
    return `${t(`${K}.errors.ITS_FE_ERROR_DOCUMENT_EXPORT_ERROR`)} ${error.body.message}`;
  }
  return errorMessage(t, error);
};
