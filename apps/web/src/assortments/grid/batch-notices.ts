import { type AssortmentBatchAnswer, LONG_WAIT_THRESHOLD } from '@stride/domain';
import type { TFunction } from 'i18next';
import { toasts } from '../../shared/toasts/toast-store';

/** Ids the user added or removed on purpose and not yet announced. */
export type AnnouncedChanges = { added: Set<string>; removed: Set<string> };

/** Takes the ids an answer settles out of `waiting`, and answers how many there were. */
const settle = (waiting: Set<string>, ids: Iterable<string>) => {
  let count = 0;
  for (const id of ids) if (waiting.delete(id)) count++;
  return count;
};

/**
 * The counts of an answered batch: '{n} Item(s) added to assortment' and its removal twin
 * (spec part 2 §8.7). At LONG_WAIT_THRESHOLD items or more the toasts are left out: the updating
 * bar has already told the user (spec part 1 §9 "Long-wait threshold").
 */
export const announceBatch = (t: TFunction, answer: AssortmentBatchAnswer, waiting: AnnouncedChanges) => {
  const added = settle(
    waiting.added,
    answer.products.map((product) => product.id),
  );
  settle(
    waiting.added,
    answer.skipped.map((skipped) => skipped.id),
  );
  const removed = settle(waiting.removed, answer.deleted);
  if (added > 0 && added < LONG_WAIT_THRESHOLD)
    toasts.show({ type: 'success', message: t('assortmentGrid.toasts.added', { count: added }) });
  if (removed > 0 && removed < LONG_WAIT_THRESHOLD)
    toasts.show({ type: 'success', message: t('assortmentGrid.toasts.removed', { count: removed }) });
};

/**
 * A batch refused because a cell it writes changed since its version (spec part 2 §8.3 errorType
 * userLock): shown for TOAST_TIMEOUT_MS.userLock, its action reads the assortment again.
 */
export const showUserLock = (t: TFunction, reload: () => void) => {
  const toastId = toasts.show({
    type: 'error',
    kind: 'userLock',
    message: t('assortmentGrid.userLock'),
    action: {
      label: t('actions.reload'),
      run: () => {
        toasts.close(toastId);
        reload();
      },
    },
  });
};
