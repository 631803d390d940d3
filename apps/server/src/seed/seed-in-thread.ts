import { runWorkerOnce } from '../platform/worker-thread.js';
import type { SeedWorkerData } from './seed-worker.js';

/**
 * A first start's seed, run before the server opens its database: in a worker thread with a small
 * young generation of its own (the server's 64 MB semi-spaces filled up with the seed's garbage),
 * which takes its PGlite instance with it when done. The first start then peaks well under what
 * seeding in the server's own heap did, and the server opens the seeded database as on a restart.
 */
export const seedInThread = (data: SeedWorkerData) =>
  runWorkerOnce('src/seed/seed-worker.ts', { workerData: data, resourceLimits: { maxYoungGenerationSizeMb: 16 } });
