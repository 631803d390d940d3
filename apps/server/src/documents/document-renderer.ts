import { createWorkerPool } from '../platform/worker-pool.js';
import type { DocumentRenderJob } from './document-render.js';

/** Workers idle this long stop: a server making no documents holds no renderer's memory. */
const IDLE_MS = 60_000;

/** Renders documents in up to `threads` worker threads, so that the server keeps answering meanwhile. */
export const createDocumentRenderer = (threads: number) => {
  const pool = createWorkerPool<DocumentRenderJob, Uint8Array>({
    source: 'src/documents/document-render-worker.ts',
    size: threads,
    idleMs: IDLE_MS,
  });
  return {
    render: async (job: DocumentRenderJob) => {
      const bytes = await pool.run(job);
      return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    },
    close: pool.close,
  };
};

export type DocumentRenderer = ReturnType<typeof createDocumentRenderer>;
