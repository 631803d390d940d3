import { assetStates, libraryTypes } from '@stride/domain';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openEmptyDatabase } from '../../test/test-app.js';
import { assetFiles, assets } from '../assets/tables.js';
import type { DatabaseHandle } from '../platform/db/database.js';
import { createMemoryStorage } from '../platform/storage/memory-storage.js';
import { seedDemoAssets } from './demo-assets.js';
import { createRandom } from './random.js';

let database: DatabaseHandle;
const storage = createMemoryStorage();
let seconds = 0;

beforeAll(async () => {
  database = await openEmptyDatabase();
  const started = performance.now();
  await seedDemoAssets(database.db, createRandom(7), { now: Date.UTC(2026, 0, 15), storage });
  seconds = (performance.now() - started) / 1000;
});
afterAll(() => database?.close());

describe('seedDemoAssets', () => {
  it('fills every library in every state, quickly', async () => {
    const rows = await database.db.select({ libraryType: assets.libraryType, state: assets.state }).from(assets);
    for (const libraryType of libraryTypes) {
      for (const state of assetStates) {
        expect(
          rows.some((row) => row.libraryType === libraryType && row.state === state),
          `${libraryType} ${state}`,
        ).toBe(true);
      }
    }
    expect(rows.length).toBeGreaterThanOrEqual(300);
    expect(seconds).toBeLessThan(15);
  });

  it('stores a real picture or PDF and a thumbnail for every Primary file', async () => {
    const files = await database.db.select().from(assetFiles);
    const [total] = await database.db.select({ n: count() }).from(assetFiles);
    expect(files).toHaveLength(total?.n ?? 0);
    for (const file of files) {
      const bytes = storage.objects.get(file.key);
      expect(bytes?.length).toBe(file.fileSize);
      if (file.usageType === 'Primary')
        expect(storage.objects.get(file.thumbnailKey ?? '')?.subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]));
    }
    const pdf = files.find((file) => file.contentType === 'application/pdf');
    expect(
      storage.objects
        .get(pdf?.key ?? '')
        ?.subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    const jpeg = files.find((file) => file.contentType === 'image/jpeg');
    expect(jpeg).toMatchObject({ width: 960, height: 640 });
  });
});
