import { assortmentFileUrl } from '@stride/domain';
import { eq, isNotNull } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openEmptyDatabase } from '../../test/test-app.js';
import { assortmentFiles, assortments } from '../assortments/tables.js';
import type { DatabaseHandle } from '../platform/db/database.js';
import { createMemoryStorage } from '../platform/storage/memory-storage.js';
import { seasons } from '../seasons/tables.js';
import { OWN_LOGO_CUSTOMER, seedDemoLogos } from './demo-logos.js';
import { seedDemoData } from './seed-demo-data.js';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openEmptyDatabase();
  await seedDemoData(database.db, { catalogueStyles: 0 });
}, 240_000);
afterAll(() => database?.close());

describe('seeded logos', () => {
  it("gives Live seasons a customer logo and one customer's plans a logo of their own", async () => {
    const storage = createMemoryStorage();
    await seedDemoLogos(database.db, storage);
    const { db } = database;

    const live = await db.select().from(seasons).where(eq(seasons.status, 'Live'));
    expect(live.length).toBeGreaterThan(0);
    for (const season of live) {
      const { format, hasAlpha } = await sharp(storage.objects.get(season.customerLogo!)!).metadata();
      expect([format, hasAlpha]).toEqual(['png', true]);
    }

    const own = await db.select().from(assortments).where(eq(assortments.subTitle, OWN_LOGO_CUSTOMER));
    expect(own.length).toBeGreaterThan(0);
    for (const plan of own) {
      // As an upload of the 'logo setting' dialog leaves it: a Ready assortment file the logo names.
      const [file] = await db.select().from(assortmentFiles).where(eq(assortmentFiles.assortmentId, plan.id));
      expect(file).toMatchObject({ usageType: 'assortmentLogo', state: 'Ready', contentType: 'image/png' });
      expect(plan.logo).toBe(assortmentFileUrl(plan.id, file!.id));
      expect(storage.objects.has(file!.key)).toBe(true);
    }
    // Only that customer's plans: the others print their season's logo.
    const withLogo = await db.select({ id: assortments.id }).from(assortments).where(isNotNull(assortments.logo));
    expect(withLogo).toHaveLength(own.length);
  });
});
