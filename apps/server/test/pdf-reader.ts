import { Worker } from 'node:worker_threads';

const workerUrl = new URL('./pdf-reader-worker.mjs', import.meta.url);

/** A pdf read with pdf.js, as a viewer reads it: its page count and each page's text. */
export const readPdf = (pdf: Buffer): Promise<{ pageCount: number; pages: string[] }> =>
  new Promise((resolve, reject) => {
    const worker = new Worker(workerUrl, { workerData: { pdf: new Uint8Array(pdf) } });
    worker.once('message', resolve);
    worker.once('error', reject);
    worker.once('exit', (code) => {
      if (code !== 0) reject(new Error(`The pdf reader stopped with code ${code}`));
    });
  });
