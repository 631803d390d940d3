import {
  type AssortmentDocument,
  type AssortmentDocumentRequest,
  assortmentDocumentRequestSchema,
} from '@stride/domain';
import i18next from 'i18next';
import type { DownloadRequest, DownloadStarter } from '../downloads';
import { api } from '../shared/api/api-client';
import { checkedRequest } from '../shared/api/checked-request';
import { errorMessage } from '../shared/api/error-message';
import { keptDocumentFilePath } from './api';

/** How often a started document is asked after. */
const POLL_MS = 500;

const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => clearTimeout(timer), { once: true });
  });

/** The browser saves a kept document's file itself (an attachment answer), streamed to disk. */
const saveFile = (documentId: string) => {
  const link = document.createElement('a');
  link.href = keptDocumentFilePath(documentId);
  link.download = '';
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
};

/**
 * A document made as a job (part 2 §7.7 POST /assortment-documents; part 1 §4 started → success
 * | failed) and then saved: the download queue shows it from the request to the file, and its
 * cancel stops asking and deletes the half-made document.
 */
const startDocumentJob =
  (request: AssortmentDocumentRequest): DownloadStarter =>
  (_entry, _download, events) => {
    const controller = new AbortController();
    const { signal } = controller;
    let documentId: string | null = null;
    // Once ended, the entry leaving the list must not delete the document it saved.
    let ended = false;
    void (async () => {
      try {
        let made = await api.post<AssortmentDocument>(
          'assortment-documents',
          checkedRequest(assortmentDocumentRequestSchema, request, 'Document create'),
          { signal },
        );
        documentId = made._id;
        while (made.state === 'started') {
          await sleep(POLL_MS, signal);
          if (signal.aborted) return;
          made = await api.get<AssortmentDocument>(`assortment-documents/${made._id}`, { signal });
        }
        ended = true;
        if (made.state === 'failed') return events.failed(made.error);
        saveFile(made._id);
        events.started();
      } catch (error) {
        ended = true;
        if (!signal.aborted) events.failed(errorMessage(i18next.t, error));
      }
    })();
    return () => {
      if (ended || signal.aborted) return;
      controller.abort();
      if (documentId) void api.delete(`assortment-documents/${documentId}`).catch(() => undefined);
    };
  };

/** The download queue's request for a document. */
export const documentDownload = (request: AssortmentDocumentRequest, filename: string): DownloadRequest => ({
  action: 'assortment-documents',
  data: {},
  filename,
  kind: 'document',
  start: startDocumentJob(request),
});
