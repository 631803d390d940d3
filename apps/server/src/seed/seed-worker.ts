import { parentPort, workerData } from 'node:worker_threads';
import { openDatabase } from '../platform/db/database.js';
import { createLocalDiskStorage } from '../platform/storage/local-disk-storage.js';
import { seedDemoData } from './seed-demo-data.js';

/** What the server hands the seed thread (seed-in-thread.ts). */
export type SeedWorkerData = { databaseDir: string; filesDir: string; catalogueStyles: number };

// Migrates and seeds a new embedded database in a thread of its own, then closes it: the seed's
// garbage and PGlite's memory grown by it go with the thread (seed-in-thread.ts says why).
const { databaseDir, filesDir, catalogueStyles } = workerData as SeedWorkerData;
const database = await openDatabase({ dataDir: databaseDir });
try {
  await seedDemoData(database.db, { catalogueStyles, storage: createLocalDiskStorage(filesDir) });
} finally {
  await database.close();
}
parentPort?.postMessage('done');
