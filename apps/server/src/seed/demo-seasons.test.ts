import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openEmptyDatabase } from '../../test/test-app.js';
import type { DatabaseHandle } from '../platform/db/database.js';
import { createMemoryStorage } from '../platform/storage/memory-storage.js';
import { createSeasonsRepository } from '../seasons/repository.js';
import { seasons } from '../seasons/tables.js';
import { generateSeasons } from './catalogue-seasons.js';
import { seedSeasonPictures } from './demo-seasons.js';
import { createRandom } from './random.js';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openEmptyDatabase();
});
afterAll(() => database?.close());

describe('seeded season pictures', () => {
  it('gives every seeded season with a cover its cover PDF and a JPEG preview, and keeps files already there', async () => {
    await createSeasonsRepository(database.db).insertMany(generateSeasons(createRandom(7), Date.UTC(2026, 10, 25)));
    const storage = createMemoryStorage();
    await seedSeasonPictures(database.db, storage);
    const rows = await database.db.select().from(seasons);
    const covered = rows.filter((row) => row.sourceFile);
    expect(covered.length).toBeGreaterThan(0);
    expect(rows.some((row) => row.status === 'Preparation' && row.sourceFile === null)).toBe(true);
    for (const row of covered) {
      expect(storage.objects.get(row.sourceFile!)?.subarray(0, 5).toString()).toBe('%PDF-');
      const { format, width } = await sharp(storage.objects.get(row.previewJpg)!).metadata();
      expect([format, width]).toEqual(['jpeg', 400]);
    }
    const [first] = covered;
    storage.objects.set(first!.previewJpg, Buffer.from('kept'));
    await seedSeasonPictures(database.db, storage);
    expect(storage.objects.get(first!.previewJpg)?.toString()).toBe('kept');
  });
});
