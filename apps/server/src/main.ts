import { buildApp } from './app.js';
import { loadConfig } from './platform/config.js';
import { openDatabase } from './platform/db/database.js';
import { createSmtpTransport, deliverOutboxMessage } from './platform/mail/delivery.js';
import { createMailer } from './platform/mail/mailer.js';
import { seedDemoData } from './seed/seed-demo-data.js';

const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
const transport = createSmtpTransport(config.smtpUrl);
const mailer = createMailer(database.db, (id) => deliverOutboxMessage(database.db, transport, config.mailFrom, id));
if (config.seedDemo) await seedDemoData(database.db, { catalogueStyles: config.demoCatalogueStyles });

const app = await buildApp({ config, database, mailer });

let closing = false;
const shutdown = async (signal: string) => {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  await app.close();
  await database.close();
  process.exit(0);
};
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));

await app.listen({ port: config.port, host: config.host });
