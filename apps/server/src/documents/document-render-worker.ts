import { parentPort } from 'node:worker_threads';
import type { WorkerAnswer } from '../platform/worker-pool.js';
import { type DocumentRenderJob, renderDocumentFile } from './document-render.js';

// A worker thread of the document renderer pool (document-renderer.ts): laying out a 1,000-line
// pdf or workbook takes seconds of JavaScript that would otherwise stall every request.

/** Bytes come across as Uint8Array; pdfkit and ExcelJS take pictures only as Buffers. */
const asBuffer = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);

parentPort?.on('message', async (job: DocumentRenderJob) => {
  try {
    const bytes = await renderDocumentFile({
      ...job,
      images: new Map([...job.images].map(([id, picture]) => [id, asBuffer(picture)])),
      logo: job.logo && { ...job.logo, bytes: asBuffer(job.logo.bytes) },
    });
    // A copy of its own, so that handing its memory over cannot take Node's shared buffer pool along.
    const answer = new Uint8Array(bytes);
    parentPort?.postMessage({ value: answer } satisfies WorkerAnswer<Uint8Array>, [answer.buffer]);
  } catch (error) {
    const message = error instanceof Error ? (error.stack ?? error.message) : String(error);
    parentPort?.postMessage({ error: message } satisfies WorkerAnswer<Uint8Array>);
  }
});
