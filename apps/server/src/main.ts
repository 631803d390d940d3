import { loadConfig } from './platform/config.js';
import { dataDirLayout } from './platform/data-dir.js';
import { copyBuiltPgliteCluster } from './platform/db/pglite-cluster.js';
import { startTracingIfConfigured } from './platform/tracing/tracing.js';
import { seedInThread } from './seed/seed-in-thread.js';

// The server's entry. A new embedded database is made and seeded here, before the server's own
// modules load (start-server.ts, imported only then): the first start's memory peak is the seed
// thread's alone, not the seed's on top of the whole server's (docs/decisions/platform.md "Build and memory").
const config = loadConfig();
// Before the server's modules load, so the instrumentations see http and pg load (platform/tracing).
await startTracingIfConfigured(config.otlpEndpoint);
if (!config.databaseUrl) {
  const layout = dataDirLayout(config.dataDir);
  const created = copyBuiltPgliteCluster(layout.database);
  if (created && config.seedDemo)
    await seedInThread({
      databaseDir: layout.database,
      filesDir: layout.files,
      catalogueStyles: config.demoCatalogueStyles,
    });
}
await import('./start-server.js');
