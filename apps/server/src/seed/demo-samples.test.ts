import { checkSampleRows, sampleKey } from '@stride/domain';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CatalogueTestApp, createCatalogueTestApp } from '../../test/product-catalogue.js';
import { samples, sampleTracking } from '../sample-inventory/tables.js';
import { seedDemoSamples } from './demo-samples.js';

let c: CatalogueTestApp;
beforeAll(async () => {
  c = await createCatalogueTestApp(30);
  await seedDemoSamples(c.t.db, { now: Date.UTC(2026, 0, 1), production: 150, sales: 80 });
});
afterAll(() => c?.close());

describe('demo samples', () => {
  it('fills both libraries with samples the import checks accept, each with its history', async () => {
    for (const [library, wanted] of [
      ['Production', 150],
      ['Sales', 80],
    ] as const) {
      const rows = await c.t.db.select().from(samples).where(eq(samples.library, library));
      expect(rows).toHaveLength(wanted);
      expect(rows.every((row) => row.onHandQty === row.totalQty)).toBe(true);
      const known = new Set(c.products.map((product) => product.styleColorId));
      const findings = checkSampleRows(
        library,
        rows.map((row, index) => ({
          rowNumber: index + 2,
          values: Object.fromEntries(
            (library === 'Production'
              ? [
                  'division',
                  'style',
                  'color',
                  'status',
                  'side',
                  'size',
                  'totalQty',
                  'bin',
                  'moldNum',
                  'moldDate',
                  'gender',
                  'quantity',
                ]
              : [
                  'division',
                  'style',
                  'color',
                  'status',
                  'side',
                  'size',
                  'totalQty',
                  'bin',
                  'moldNum',
                  'moldDate',
                  'gender',
                  'shelf',
                  'region',
                  'aisle',
                  'direction',
                  'level',
                  'newBin',
                ]
            ).flatMap((field) => {
              const value = row[field as keyof typeof row];
              return value === null ? [] : [[field, value as string | number]];
            }),
          ),
        })),
        { knownStyleColors: known, existingKeys: new Set(), moldOwners: new Map() },
      );
      expect([...findings.values()].flat().filter((check) => check.severity === 'critical')).toEqual([]);
      expect(new Set(rows.map((row) => row.sampleKey)).size).toBe(wanted);
      expect(rows[0]?.sampleKey).toBe(sampleKey(library, { ...rows[0] } as never));
    }
    const [events] = await c.t.db.select({ total: count() }).from(sampleTracking);
    expect(events?.total).toBeGreaterThan(230);
  });
});
