// npm run db:restore -- --from <folder> [--database-url <url>] [--skip-files] [--force]   (docs/operations.md)
import { parseArgs } from 'node:util';
import { loadConfig } from '../platform/config.js';
import { dataDirLayout } from '../platform/data-dir.js';
import { restoreFiles, restoreIntoPglite, restoreIntoPostgres } from '../platform/db/restore.js';
import { pathFromTypedDir, runCommand, withoutPassword } from './cli.js';

await runCommand(async () => {
  const { values } = parseArgs({
    options: {
      from: { type: 'string' },
      'database-url': { type: 'string' },
      'skip-files': { type: 'boolean', default: false },
      force: { type: 'boolean', default: false },
    },
  });
  if (!values.from) throw new Error('Say which backup to restore: --from <folder>');
  const backupDir = pathFromTypedDir(values.from);
  const config = loadConfig();
  // The database the server would use: a PostgreSQL server when given one, else the embedded one.
  const databaseUrl = values['database-url'] ?? config.databaseUrl;

  if (databaseUrl) {
    console.log(`Restoring ${backupDir} into PostgreSQL at ${withoutPassword(databaseUrl)}`);
    await restoreIntoPostgres({ backupDir, databaseUrl });
  } else {
    console.log(`Restoring ${backupDir} into the embedded database in ${dataDirLayout(config.dataDir).database}`);
    const { setAside } = await restoreIntoPglite({ backupDir, dataDir: config.dataDir, force: values.force });
    if (setAside) console.log(`The database it replaced is in ${setAside}`);
  }

  if (values['skip-files']) {
    console.log('Files left as they are (--skip-files)');
  } else if (config.s3) {
    console.log(`Files live in the S3 bucket ${config.s3.bucket}: left as they are`);
  } else {
    const { manifest, setAside } = await restoreFiles({ backupDir, dataDir: config.dataDir });
    if (!manifest.files.included) console.log('The backup has no files: left as they are');
    else console.log(`${manifest.files.count} files restored into ${dataDirLayout(config.dataDir).files}`);
    if (setAside) console.log(`The files they replaced are in ${setAside}`);
  }
  if (databaseUrl) console.log(`Start the server with DATABASE_URL=${withoutPassword(databaseUrl)}`);
});
