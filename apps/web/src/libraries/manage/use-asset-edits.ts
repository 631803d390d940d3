import type { Asset, AssetBatchRow, AssetState, LibraryType } from '@stride/domain';
import { DEBOUNCE_MS } from '@stride/domain';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiRequestError } from '../../shared/api/api-client';
import { toasts } from '../../shared/toasts/toast-store';
import { useAssetBatchUpdate } from '../api';
import { batchRowOf, refusedRowsOf } from './batch-rows';

type PendingRow = { asset: Asset; columns: Set<string> };
export type RefusedRow = { _id: string; fields: string[] };

type AssetEditsOptions = {
  /** After every answer, success or not: the grid reloads (spec part 1 §4, part 2 §8.5). */
  onSettled: () => void;
  /** Rows the server refused, with the fields that are missing or may not be cleared. */
  onRefused: (rows: RefusedRow[]) => void;
  /** Rows the server saved: their earlier problems are gone. */
  onSaved: (assetIds: string[]) => void;
};

/**
 * The writes of a manage grid, all through PATCH …/batch/many. Typed cells wait for the library
 * update debounce (1500 ms) so a burst of edits is one request; status changes go after the
 * delete debounce (200 ms); file operations go at once.
 */
export const useAssetEdits = (libraryType: LibraryType, options: AssetEditsOptions) => {
  const { t } = useTranslation();
  const batch = useAssetBatchUpdate(libraryType);
  const pending = useRef(new Map<string, PendingRow>());
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const latest = useRef({ ...options, mutateAsync: batch.mutateAsync });
  useEffect(() => {
    latest.current = { ...options, mutateAsync: batch.mutateAsync };
  });
  const [saving, setSaving] = useState(false);

  const send = useCallback(
    /** Sends rows at once; true when the server saved them. */
    async (rows: AssetBatchRow[]): Promise<boolean> => {
      if (rows.length === 0) return true;
      setSaving(true);
      try {
        await latest.current.mutateAsync(rows);
        latest.current.onSaved(rows.map((row) => row._id));
        toasts.show({ type: 'success', message: t('libraries.manage.saved') });
        return true;
      } catch (error) {
        console.warn('Library update failed', error);
        const refused = error instanceof ApiRequestError ? refusedRowsOf(error.body?.messageData) : [];
        if (refused.length > 0) {
          latest.current.onRefused(refused);
          toasts.show({ type: 'error', message: t('libraries.manage.refused', { count: refused.length }) });
        } else if (error instanceof ApiRequestError && error.status < 500) {
          toasts.show({ type: 'error', message: error.message });
        }
        return false;
      } finally {
        setSaving(false);
        latest.current.onSettled();
      }
    },
    [t],
  );

  const flush = useCallback(() => {
    clearTimeout(timer.current);
    const rows = [...pending.current.values()].map(({ asset, columns }) => batchRowOf(asset, columns));
    pending.current.clear();
    return send(rows);
  }, [send]);

  const schedule = (delayMs: number) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(flush, delayMs);
  };

  /** Cells of a row changed (typed, pasted, undone): saved once the edits pause. */
  const changeCells = (asset: Asset, columns: readonly string[]) => {
    const row = pending.current.get(asset._id) ?? { asset, columns: new Set<string>() };
    row.asset = asset;
    for (const column of columns) row.columns.add(column);
    pending.current.set(asset._id, row);
    schedule(DEBOUNCE_MS.libraryUpdate);
  };

  /** Status change or delete (`deleted`) of several assets, with their unsaved edits. */
  const changeState = (assets: readonly Asset[], state: AssetState) => {
    const rows = assets.map((asset) => {
      const edited = pending.current.get(asset._id);
      pending.current.delete(asset._id);
      return batchRowOf(edited?.asset ?? asset, edited?.columns ?? new Set(), { state });
    });
    clearTimeout(timer.current);
    const others = [...pending.current.values()].map(({ asset, columns }) => batchRowOf(asset, columns));
    pending.current.clear();
    timer.current = setTimeout(() => send([...others, ...rows]), DEBOUNCE_MS.libraryDelete);
  };

  // Edits still waiting when the view closes are sent rather than lost.
  const flushOnLeave = useRef(flush);
  flushOnLeave.current = flush;
  useEffect(() => () => void flushOnLeave.current(), []);

  return { changeCells, changeState, sendRows: send, saving };
};
