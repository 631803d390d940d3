import { Worker } from 'node:worker_threads';
import { serverPath } from '../platform/server-root.js';

const workerFile = serverPath('src/uploads/pdf-page-worker.mjs');

/**
 * The first page of a PDF as a PNG whose longer side is `size` px (pdf.js drawing on a Skia
 * canvas), rendered in a worker thread of its own (see pdf-page-worker.mjs for why).
 */
export const renderPdfFirstPage = (pdf: Buffer, size: number): Promise<Buffer> =>
  new Promise((resolve, reject) => {
    const worker = new Worker(workerFile, { workerData: { pdf, size } });
    worker.once('message', (message: { png?: Uint8Array; error?: string }) => {
      if (message.png) resolve(Buffer.from(message.png));
      else reject(new Error(message.error ?? 'The PDF page was not rendered'));
    });
    worker.once('error', reject);
    worker.once('exit', (code) => {
      if (code !== 0) reject(new Error(`The PDF renderer stopped with code ${code}`));
    });
  });
