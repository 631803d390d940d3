// npm run db:backup -- [--out <folder>] [--skip-files] [--force]   (docs/operations.md)
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../platform/config.js';
import { dataDirLayout } from '../platform/data-dir.js';
import { backupDataDir } from '../platform/db/backup.js';
import { pathFromTypedDir, runCommand } from './cli.js';

await runCommand(async () => {
  const { values } = parseArgs({
    options: {
      out: { type: 'string' },
      'skip-files': { type: 'boolean', default: false },
      force: { type: 'boolean', default: false },
    },
  });
  const config = loadConfig();
  if (config.databaseUrl) {
    throw new Error('DATABASE_URL is set, so the database is a PostgreSQL server: back it up with pg_dump');
  }
  const outDir = pathFromTypedDir(
    values.out ?? path.join('backups', `stride-${new Date().toISOString().replace(/[:.]/g, '-')}`),
  );
  // Files in an S3 bucket stay there: the bucket has its own versioning and copies.
  const includeFiles = !values['skip-files'] && !config.s3;
  console.log(`Backing up ${dataDirLayout(config.dataDir).database} to ${outDir}`);
  const manifest = await backupDataDir({ dataDir: config.dataDir, outDir, includeFiles, force: values.force });
  console.log(
    `Done: PostgreSQL ${manifest.postgresVersion}, ${manifest.migrations} migrations, ` +
      (manifest.files.included
        ? `${manifest.files.count} files`
        : `no files (${config.s3 ? 'they are in the S3 bucket' : '--skip-files'})`),
  );
});
