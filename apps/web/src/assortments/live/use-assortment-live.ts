import type { AssortmentBatchAnswer } from '@stride/domain';
import { useEffect, useRef, useState } from 'react';

/** A batch saved by anyone (this browser included), as the live stream sends it. */
export type LiveBatch = Pick<AssortmentBatchAnswer, 'version' | 'products' | 'deleted' | 'assortment'> & {
  user: { _id: string | null; name: string };
};
export type PresentUser = { _id: string; name: string };

type LiveHandlers = {
  /** A saved batch; the grid skips versions it already has. */
  onBatch: (batch: LiveBatch) => void;
  /** The stream came back after a break: batches may have been missed, so read the assortment again. */
  onResync: () => void;
};

/**
 * The assortment's live stream (GET /api/assortments/{id}/events, server-sent events): saved
 * batches and who else has the assortment open. The browser's EventSource reconnects by itself.
 */
export const useAssortmentLive = (assortmentId: string | undefined, handlers: LiveHandlers) => {
  const [present, setPresent] = useState<PresentUser[]>([]);
  const handlersRef = useRef(handlers);
  handlersRef.current = handlers;

  useEffect(() => {
    if (!assortmentId || typeof EventSource === 'undefined') return;
    const source = new EventSource(`/api/assortments/${assortmentId}/events`);
    let opened = false;
    source.addEventListener('open', () => {
      if (opened) handlersRef.current.onResync();
      opened = true;
    });
    source.addEventListener('batch', (event) => handlersRef.current.onBatch(JSON.parse((event as MessageEvent).data)));
    source.addEventListener('presence', (event) =>
      setPresent((JSON.parse((event as MessageEvent).data) as { users: PresentUser[] }).users),
    );
    return () => source.close();
  }, [assortmentId]);

  return { present };
};
