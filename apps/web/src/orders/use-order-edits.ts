import { DEBOUNCE_MS, type Order, type OrderAction } from '@stride/domain';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toasts } from '../shared/toasts/toast-store';
import { type OrderCallScope, saveOrderBatch, useKeepOrder } from './api';
import { batchOf, hasEdits, mergeEdits, noEdits, type OrderEdits, withEdits } from './order-edits';
import { isShownOrderError, orderErrorText } from './order-errors';

/** An action's progress (spec part 1 §4: submitting, then success or error; reset when the order loads). */
export type ActionProgress = { action: OrderAction; state: 'submitting' | 'success' | 'error' } | null;

/** How long edits wait for more: a typed field waits for the form, a line change for the grid. */
export type EditPace = 'form' | 'gridEdit';

/**
 * The save protocol of an order page, like the assortment grid's: edits show at once and are
 * queued; after a quiet moment they go as ONE PATCH …/batch/{id}, one batch in flight at a time;
 * an action (Submit, Approve…) goes with whatever is queued, in the same transaction. The answer
 * is the order as stored, with what the person may now do. A refused batch leaves its message on
 * the page with a Refresh button (spec part 2 §8.4); at 500 and above the server error dialog speaks.
 */
export const useOrderEdits = (scope: OrderCallScope, loaded: Order, refetch: () => Promise<unknown>) => {
  const { t } = useTranslation();
  const keep = useKeepOrder();
  const [server, setServer] = useState(loaded);
  const [unanswered, setUnanswered] = useState<OrderEdits>(noEdits);
  const [progress, setProgress] = useState<ActionProgress>(null);
  const [error, setError] = useState<string | null>(null);
  const queue = useRef<OrderEdits>(noEdits);
  const inFlight = useRef<OrderEdits | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const latest = useRef({ t, keep, scope, server });
  latest.current = { t, keep, scope, server };

  // A newly loaded order (a refresh, another order) replaces the shown one and resets the messages.
  useEffect(() => {
    const shown = latest.current.server;
    const answered = loaded === shown || (loaded._id === shown._id && loaded.modifiedDate === shown.modifiedDate);
    if (answered || inFlight.current || hasEdits(queue.current)) return;
    setServer(loaded);
    setProgress(null);
    setError(null);
  }, [loaded]);

  const showUnanswered = useCallback(() => setUnanswered(mergeEdits(inFlight.current ?? noEdits, queue.current)), []);

  const send = useCallback(
    async (action?: OrderAction): Promise<void> => {
      clearTimeout(timer.current);
      if (inFlight.current) return;
      const edits = queue.current;
      if (!action && !hasEdits(edits)) return;
      queue.current = noEdits;
      inFlight.current = edits;
      if (action) setProgress({ action, state: 'submitting' });
      const { scope: current, server: order } = latest.current;
      try {
        const answer = await saveOrderBatch(current, order._id, batchOf(edits, action));
        latest.current.keep(answer);
        setServer(answer);
        if (action) {
          setProgress({ action, state: 'success' });
          toasts.show({
            type: 'success',
            kind: 'successOrder',
            message: latest.current.t(`orders.toasts.actions.${action}`, { number: answer.orderNumber }),
          });
        }
      } catch (failure) {
        if (action) setProgress({ action, state: 'error' });
        if (isShownOrderError(failure)) setError(orderErrorText(latest.current.t, failure));
        else console.warn('Order batch failed', failure);
      } finally {
        inFlight.current = null;
        showUnanswered();
      }
      if (hasEdits(queue.current)) await send();
    },
    [showUnanswered],
  );

  const edit = useCallback(
    (change: (edits: OrderEdits) => OrderEdits, pace: EditPace) => {
      queue.current = change(queue.current);
      showUnanswered();
      clearTimeout(timer.current);
      timer.current = setTimeout(() => void send(), DEBOUNCE_MS[pace]);
    },
    [send, showUnanswered],
  );

  /** Forgets what was not saved and loads the order as stored (the error's Refresh button). */
  const refresh = useCallback(async () => {
    clearTimeout(timer.current);
    queue.current = noEdits;
    showUnanswered();
    setError(null);
    setProgress(null);
    await refetch();
  }, [refetch, showUnanswered]);

  // Leaving the page saves what is queued.
  useEffect(() => () => void send(), [send]);

  const order = useMemo(() => withEdits(server, unanswered), [server, unanswered]);
  /** An action waits for the batch in flight, then goes with the queued edits. */
  const act = useCallback(
    async (action: OrderAction) => {
      while (inFlight.current) await new Promise((resolve) => setTimeout(resolve, DEBOUNCE_MS.redraw));
      await send(action);
    },
    [send],
  );
  return { order, edit, act, progress, error, refresh, saving: hasEdits(unanswered) };
};
export type OrderEditing = ReturnType<typeof useOrderEdits>;
