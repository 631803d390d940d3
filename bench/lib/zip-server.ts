// The real app for bench/zip-download.mjs, with a stand-in for the asset libraries: every stored
// key under bench/ is a downloadable file. In-memory database; files in DATA_DIR/files.
// Prints nothing; the bench waits for /healthz. Sign in with BENCH_EMAIL / BENCH_PASSWORD.
import path from 'node:path';
import { buildApp } from '../../apps/server/src/app.js';
import type { DownloadableFiles } from '../../apps/server/src/packages/downloadable-files.js';
import { loadConfig } from '../../apps/server/src/platform/config.js';
import { hashPassword } from '../../apps/server/src/platform/crypto/passwords.js';
import { openDatabase } from '../../apps/server/src/platform/db/database.js';
import { forbidden, notFound } from '../../apps/server/src/platform/errors.js';
import { createMailer } from '../../apps/server/src/platform/mail/mailer.js';
import { createLocalDiskStorage } from '../../apps/server/src/platform/storage/local-disk-storage.js';
import { createUsersRepository } from '../../apps/server/src/users/repository.js';

const config = loadConfig();
const database = await openDatabase({});
const storage = createLocalDiskStorage(path.join(config.dataDir, 'files'));

const downloadableFiles: DownloadableFiles = {
  resolve: (_user, files) =>
    Promise.all(
      files.map(async ({ key }) => {
        if (!key.startsWith('bench/')) throw forbidden();
        const stored = await storage.get(key);
        if (!stored) throw notFound('File');
        stored.stream.destroy();
        return { name: path.basename(key), key, size: stored.size };
      }),
    ),
};

await createUsersRepository(database.db).insert({
  userCode: 'BENCHZIP',
  name: 'Bench',
  lastName: 'Zip',
  email: process.env.BENCH_EMAIL ?? 'bench@stride.bench',
  status: 'active',
  emailConfirmed: true,
  passwordHash: await hashPassword(process.env.BENCH_PASSWORD ?? 'bench-password'),
  permissions: [{ domain: 'advertisingAssets', role: 'user' }],
});

const app = await buildApp({
  config,
  database,
  mailer: createMailer(database.db, async () => {}),
  storage,
  downloadableFiles,
  // This bench serves zips only; no CRM.
  retryCrmSync: async () => {},
});
process.on('SIGTERM', async () => {
  await app.close();
  await database.close();
  process.exit(0);
});
await app.listen({ port: config.port, host: config.host });
