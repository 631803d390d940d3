import { createWorkerPool } from '../platform/worker-pool.js';
import type { DocumentRenderJob } from './document-render.js';

/** Workers idle this long stop: a server making no documents holds no renderer's memory. */
const IDLE_MS = 60_000;
/**
 * A renderer's heap: a young generation of its own size (the server's 64 MB semi-spaces, which
 * threads would inherit, let each renderer hold up to 200 MB of garbage between collections), and
 * room for a 10,000-line document's layout.
 */
const RESOURCE_LIMITS = { maxYoungGenerationSizeMb: 32, maxOldGenerationSizeMb: 1024 };

/** Renders documents in up to `threads` worker threads, so that the server keeps answering meanwhile. */
export const createDocumentRenderer = (threads: number) => {
  const pool = createWorkerPool<DocumentRenderJob, Uint8Array>({
    source: 'src/documents/document-render-worker.ts',
    size: threads,
    idleMs: IDLE_MS,
    resourceLimits: RESOURCE_LIMITS,
  });
  return {
    render: async (job: DocumentRenderJob) => {
      const bytes = await pool.run(job);
      return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    },
    close: pool.close,
  };
};
