import {
  DEBOUNCE_MS,
  NOTHING_TO_DO,
  type SampleBatchRequest,
  type SampleFields,
  type SampleLibrary,
} from '@stride/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiRequestError } from '../../shared/api/api-client';
import { toasts } from '../../shared/toasts/toast-store';
import { sampleKeys, sendSampleBatch } from '../api';

/**
 * The sample grid's writes, all through PATCH …/batch/many: typed cells wait for the library
 * update debounce so a burst of edits is one request; creates and deletes go at once. A refusal
 * shows 'Error: ' and the server's message (part 2 §8.3); an empty request, that nothing was sent.
 */
export const useSampleEdits = (library: SampleLibrary, onSettled: () => void) => {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const pending = useRef(new Map<string, SampleFields>());
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const settled = useRef(onSettled);
  settled.current = onSettled;
  const [saving, setSaving] = useState(false);

  const send = useCallback(
    async (request: SampleBatchRequest): Promise<boolean> => {
      setSaving(true);
      try {
        await sendSampleBatch(library, request);
        toasts.show({ type: 'success', message: t('sampleInventory.saved') });
        void queryClient.invalidateQueries({ queryKey: sampleKeys.all });
        return true;
      } catch (error) {
        console.warn('Sample inventory update failed', error);
        if (error instanceof ApiRequestError && error.status < 500) {
          const message = error.body?.message ?? '';
          toasts.show({
            type: 'error',
            message:
              message === NOTHING_TO_DO
                ? t('sampleInventory.errors.nothingToDo')
                : t('sampleInventory.errors.batch', { message }),
          });
        }
        return false;
      } finally {
        setSaving(false);
        settled.current();
      }
    },
    [library, t, queryClient],
  );

  const flush = useCallback(() => {
    clearTimeout(timer.current);
    const update = [...pending.current.entries()].map(([_id, patch]) => ({ _id, patch }));
    pending.current.clear();
    return update.length > 0 ? send({ update }) : Promise.resolve(true);
  }, [send]);

  /** Cells of a sample changed (typed, pasted, undone): saved once the edits pause. */
  const changeCells = (sampleId: string, patch: SampleFields) => {
    pending.current.set(sampleId, { ...pending.current.get(sampleId), ...patch });
    clearTimeout(timer.current);
    timer.current = setTimeout(flush, DEBOUNCE_MS.libraryUpdate);
  };

  /** Deletes samples together with the other samples' unsaved edits. */
  const remove = (ids: readonly string[]) => {
    clearTimeout(timer.current);
    const update = [...pending.current.entries()]
      .filter(([id]) => !ids.includes(id))
      .map(([_id, patch]) => ({ _id, patch }));
    pending.current.clear();
    return send({ update, delete: [...ids] });
  };

  // Edits still waiting when the page closes are sent rather than lost.
  const flushOnLeave = useRef(flush);
  flushOnLeave.current = flush;
  useEffect(() => () => void flushOnLeave.current(), []);

  return { changeCells, remove, send, saving };
};
