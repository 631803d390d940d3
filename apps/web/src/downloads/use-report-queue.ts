import { REPORT_QUEUE_CLEAR_MS } from '@stride/domain';
import { useEffect, useRef, useState } from 'react';
import { saveBlob } from '../shared/browser/save-blob';
import { toasts } from '../shared/toasts/toast-store';
import { FILE_DOWNLOAD_EVENT } from './downloads';

/** Part 2 §4 report queue: started, then success, cancelled or failed. */
export type ReportStatus = 'started' | 'success' | 'cancelled' | 'failed';

/** What the person is told; without `done` the saved file speaks for itself. */
type Messages = { done?: string; cancelled: string; failed: string };

/**
 * A report made while the person waits (an xlsx the server writes): started → success (the file
 * saved and the file-download event sent), cancelled ('Your document has been canceled') or
 * failed; the ended status is cleared after 1 s (part 2 §9.2).
 */
export const useReportQueue = () => {
  const [status, setStatus] = useState<ReportStatus | null>(null);
  const controller = useRef<AbortController | null>(null);
  const clearing = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(clearing.current), []);

  const end = (ended: Exclude<ReportStatus, 'started'>) => {
    setStatus(ended);
    clearing.current = setTimeout(() => setStatus(null), REPORT_QUEUE_CLEAR_MS);
  };

  const run = async (make: (signal: AbortSignal) => Promise<Blob>, filename: string, messages: Messages) => {
    clearTimeout(clearing.current);
    const abort = new AbortController();
    controller.current = abort;
    setStatus('started');
    try {
      saveBlob(await make(abort.signal), filename);
      window.dispatchEvent(new CustomEvent(FILE_DOWNLOAD_EVENT, { detail: { action: 'report', filename } }));
      if (messages.done) toasts.show({ type: 'success', message: messages.done });
      end('success');
    } catch (error) {
      if (abort.signal.aborted) {
        toasts.show({ type: 'info', message: messages.cancelled });
        end('cancelled');
      } else {
        console.warn('Report failed', error);
        toasts.show({ type: 'error', message: messages.failed });
        end('failed');
      }
    } finally {
      controller.current = null;
    }
  };

  return { status, running: status === 'started', run, cancel: () => controller.current?.abort() };
};
