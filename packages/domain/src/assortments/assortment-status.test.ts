import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkImportRows, type ImportLookup } from '../imports/import-checks.js';
import { isSellableLineStatus, lineStatuses } from '../products/product-constants.js';
import { assortmentStatuses } from './assortment-constants.js';
import { matchesAssortmentStatus } from './assortment-status.js';

describe('matchesAssortmentStatus', () => {
  it.each([
    ['ALL', 'A', true],
    ['ALL', 'R', true],
    ['ALL', 'O', true],
    ['ALL', 'D', false],
    ['ALL', 'C', false],
    ['ALL', 'H', false],
    ['A', 'A', true],
    ['A', 'R', false],
    ['R', 'R', true],
    ['O', 'A', false],
    ['O', 'O', true],
    ['A', null, false],
    ['ALL', null, false],
  ] as const)('status %s, line %s: %s', (status, lineStatus, expected) => {
    expect(matchesAssortmentStatus(status, lineStatus)).toBe(expected);
  });

  it('only ever matches lines that still sell, and ALL matches all of them', () => {
    fc.assert(
      fc.property(fc.constantFrom(...assortmentStatuses), fc.constantFrom(...lineStatuses, null), (status, line) => {
        if (matchesAssortmentStatus(status, line)) expect(isSellableLineStatus(line)).toBe(true);
        if (isSellableLineStatus(line)) expect(matchesAssortmentStatus('ALL', line)).toBe(true);
      }),
    );
  });

  it("warns on import of a line of another status than the assortment's", () => {
    const lookup = new Map<string, ImportLookup>([
      ['100001_BLK', { productType: 'Footwear', lineStatus: 'A' }],
      ['100002_RED', { productType: 'Footwear', lineStatus: 'O' }],
    ]);
    const rows = [
      { key: 1, style: '100001', color: 'BLK' },
      { key: 2, style: '100002', color: 'RED' },
    ];
    const context = { mode: 'import', productType: 'Footwear', lookup, inAssortment: new Set<string>() } as const;
    const outlet = checkImportRows(rows, { ...context, assortmentStatus: 'O' });
    expect(outlet.get(1)?.map((check) => check.text)).toEqual(['This product does not match your assortment status']);
    expect(outlet.get(2)).toEqual([]);
    const all = checkImportRows(rows, context);
    expect([all.get(1), all.get(2)]).toEqual([[], []]);
  });
});
