import path from 'node:path';

/** DATA_DIR as the server lays it out: the embedded database and the local file store side by side. */
export const dataDirLayout = (dataDir: string) => ({
  database: path.join(dataDir, 'database'),
  files: path.join(dataDir, 'files'),
});
