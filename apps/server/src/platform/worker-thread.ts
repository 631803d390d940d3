import { Worker, type WorkerOptions } from 'node:worker_threads';
import { workerEntry } from './server-root.js';

/** A worker thread running a source file of apps/server (`src/…/x-worker.ts`), from source or from the bundle. */
export const startWorker = (source: string, options: Omit<WorkerOptions, 'argv'> = {}) => {
  const { file, argv } = workerEntry(source);
  return new Worker(file, { ...options, argv });
};

/**
 * Runs a worker that does one piece of work and posts `'done'`; the thread is stopped then (a
 * handle left open in it cannot keep it going). Rejects with its error, or if it ends without.
 */
export const runWorkerOnce = (source: string, options: Omit<WorkerOptions, 'argv'> = {}) =>
  new Promise<void>((resolve, reject) => {
    const worker = startWorker(source, options);
    let done = false;
    let failure: Error | undefined;
    worker.once('message', (message: unknown) => {
      if (message !== 'done') return;
      done = true;
      void worker.terminate();
    });
    worker.once('error', (error) => {
      failure = error;
    });
    worker.once('exit', (code) => {
      if (done) resolve();
      else reject(failure ?? new Error(`${source} stopped (code ${code}) before it was done`));
    });
  });
