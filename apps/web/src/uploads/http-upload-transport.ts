import { api } from '../shared/api/api-client';
import type { MultipartTransport } from './upload-transport';

/** A part the storage refused (expired signature, wrong size, …); retried like a lost connection. */
class PartRejectedError extends Error {
  constructor(readonly status: number) {
    super(`Storage answered ${status} to a part`);
    this.name = 'PartRejectedError';
  }
}

/**
 * PUTs one part with XMLHttpRequest rather than fetch: only XHR reports upload progress. The
 * signed URL is the whole authorisation (our server's or S3's), so no API-client handling here.
 */
const putPart: MultipartTransport['putPart'] = (url, body, signal, onProgress) =>
  new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    const onAbort = () => request.abort();
    const settle = () => signal.removeEventListener('abort', onAbort);
    request.open('PUT', url);
    request.upload.onprogress = (event) => onProgress(event.loaded);
    request.onload = () => {
      settle();
      const etag = request.getResponseHeader('ETag');
      if (request.status >= 200 && request.status < 300 && etag) resolve(etag);
      else reject(new PartRejectedError(request.status));
    };
    request.onerror = () => {
      settle();
      reject(new Error('The part could not be sent.'));
    };
    request.onabort = () => {
      settle();
      reject(new DOMException('The upload was cancelled.', 'AbortError'));
    };
    if (signal.aborted) return request.onabort(new ProgressEvent('abort'));
    signal.addEventListener('abort', onAbort, { once: true });
    request.send(body);
  });

/** The upload protocol of spec part 2 §7.10 over our API. */
export const httpUploadTransport: MultipartTransport = {
  create: (request, signal) =>
    api.post<{ uploadId: string; urls: string[] }>('upload/aws/s3/create', request, { signal }),
  putPart,
  complete: async (request, signal) => {
    await api.post('upload/aws/s3/complete', request, { signal });
  },
  abort: async (request) => {
    await api.post('upload/aws/s3/abort', request);
  },
};
