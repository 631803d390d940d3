import { EDIT_LOCK_IDLE_MS, EDIT_LOCK_RENEW_MS, type EditLock } from '@stride/domain';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { Store } from '../../shared/state/create-store';
import type { AssortmentGridState } from '../grid/use-assortment-batches';
import { editLockCall, releaseOnUnload } from './api';

export type EditLockState = EditLock | { granted: false; holder: null; idle: true };

/**
 * The edit lock of an internal assortment's grid (spec part 2 §7.3): requested on opening, renewed
 * every EDIT_LOCK_RENEW_MS while the person is active, given up on leaving the page and after
 * EDIT_LOCK_IDLE_MS without a key or pointer press (asked for again on the next one). While
 * someone else holds it, the grid drops changes and says who edits.
 */
export const useEditLock = (
  assortment: { _id: string; orgType: 'internal' | 'regular' },
  store: Store<AssortmentGridState>,
) => {
  const internal = assortment.orgType === 'internal';
  const id = assortment._id;
  const [lock, setLock] = useState<EditLockState | null>(null);
  const state = useRef({ lastActivity: Date.now(), idle: false });

  const request = useCallback(async () => {
    state.current.idle = false;
    try {
      const answer = await editLockCall(id, 'request');
      setLock(answer);
      store.set({ lockedBy: answer.granted ? null : (answer.holder?.name ?? null) });
    } catch {
      // Offline or refused: the batch answers will say so; the grid stays as it was.
    }
  }, [id, store]);

  useEffect(() => {
    if (!internal) return;
    const activity = state.current;
    activity.lastActivity = Date.now();
    void request();
    const onActivity = () => {
      activity.lastActivity = Date.now();
      if (activity.idle) void request();
    };
    const timer = setInterval(() => {
      if (activity.idle) return;
      if (Date.now() - activity.lastActivity < EDIT_LOCK_IDLE_MS) {
        void request();
        return;
      }
      activity.idle = true;
      setLock({ granted: false, holder: null, idle: true });
      void editLockCall(id, 'release').catch(() => undefined);
    }, EDIT_LOCK_RENEW_MS);
    const onLeave = () => void releaseOnUnload(id);
    window.addEventListener('keydown', onActivity, true);
    window.addEventListener('pointerdown', onActivity, true);
    window.addEventListener('pagehide', onLeave);
    return () => {
      clearInterval(timer);
      window.removeEventListener('keydown', onActivity, true);
      window.removeEventListener('pointerdown', onActivity, true);
      window.removeEventListener('pagehide', onLeave);
      void editLockCall(id, 'release').catch(() => undefined);
    };
  }, [internal, id, request]);

  return { lock: internal ? lock : null, retry: request };
};
