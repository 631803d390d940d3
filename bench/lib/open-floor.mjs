// The floor of opening an assortment (issue 24): its rows read by the one SQL statement the server
// uses, JSON.stringify, and brotli at the server's level: what any answer of those rows costs,
// without presenting or grouping them. Opens the database itself, so the server must be stopped
// first on the embedded database (one process per PGlite directory). Needs tsx (server sources).
import path from 'node:path';
import { createProductRowsRepository } from '../../apps/server/src/assortments/product-rows-repository.ts';
import { openDatabase } from '../../apps/server/src/platform/db/database.ts';
import { compressAnswer } from '../../apps/server/src/platform/http/compression.ts';
import { summary } from './stats.mjs';

export const measureOpenFloor = async ({ env, assortmentId, locationCode = 'US', runs = 25 }) => {
  const database = await openDatabase(
    env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL } : { dataDir: path.join(env.DATA_DIR, 'database') },
  );
  try {
    const rows = createProductRowsRepository(database.db);
    const times = [];
    let bytes = 0;
    for (let index = 0; index < runs + 5; index += 1) {
      const started = performance.now();
      const body = JSON.stringify(await rows.catalogueRows(assortmentId, locationCode));
      const compressed = await compressAnswer('br', body);
      if (index >= 5) times.push(performance.now() - started);
      bytes = compressed.length;
    }
    return { ...summary(times), compressedBytes: bytes };
  } finally {
    await database.close();
  }
};
