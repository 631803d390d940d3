import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { AssortmentBatchOperation } from './assortment-batch-requests.js';
import { batchConflicts, isViewStateOnly, type RowVersions } from './batch-conflicts.js';

const row = (style: string, version: number, fieldVersions: Record<string, number> = {}): RowVersions => ({
  style,
  version,
  fieldVersions,
});

const check = (
  operations: AssortmentBatchOperation[],
  rows: Record<string, RowVersions>,
  base = 3,
  assortmentFieldVersions = {},
) => {
  const map = new Map(Object.entries(rows));
  return batchConflicts({
    base,
    operations,
    rows: map,
    rowsOfStyle: (style) => [...map].filter(([, candidate]) => candidate.style === style),
    assortmentId: 'A',
    assortmentFieldVersions,
  });
};

describe('batchConflicts', () => {
  it('refuses a cell changed after the base version, not one changed before', () => {
    const rows = { S1_01: row('S1', 5, { colorNote: 5, label: 2 }) };
    expect(check([{ updateProducts: [{ id: 'S1_01', changes: { colorNote: 'x' } }] }], rows)).toEqual([
      { id: 'S1_01', field: 'colorNote' },
    ]);
    expect(check([{ updateProducts: [{ id: 'S1_01', changes: { label: 'Hero' } }] }], rows)).toEqual([]);
  });

  it('treats discount, amount, net cost and markup as one cell', () => {
    const rows = { S1_01: row('S1', 5, { discountPercent: 4 }) };
    expect(check([{ updateProducts: [{ id: 'S1_01', changes: { netCost: 10 } }] }], rows)).toEqual([
      { id: 'S1_01', field: 'discountPercent' },
    ]);
  });

  it('refuses updates of rows deleted since, and deletes of rows changed since; adds and repeated deletes pass', () => {
    const rows = { S1_01: row('S1', 4), S2_01: row('S2', 2) };
    expect(check([{ updateProducts: [{ id: 'GONE_01', changes: { colorNote: 'x' } }] }], rows)).toEqual([
      { id: 'GONE_01', field: 'colorNote' },
    ]);
    expect(check([{ deleteProducts: [{ id: 'S1_01' }, { id: 'S2_01' }, { id: 'GONE_01' }] }], rows)).toEqual([
      { id: 'S1_01', field: '*' },
    ]);
    expect(check([{ addProducts: [{ style: 'S1', color: '01' }] }], rows)).toEqual([]);
  });

  it('checks style-level values on every colour of the style', () => {
    const rows = { S1_01: row('S1', 2), S1_02: row('S1', 6, { styleNote: 6 }), S2_01: row('S2', 6, { styleNote: 6 }) };
    expect(check([{ updateProducts: [{ id: 'S1_01', changes: { styleNote: 'x' } }] }], rows)).toEqual([
      { id: 'S1_02', field: 'styleNote' },
    ]);
  });

  it('checks content properties but never view state', () => {
    const versions = { title: 5, uiSettings: 5, starred: 5 };
    expect(
      check(
        [
          {
            patch: {
              title: 'x',
              starred: true,
              uiSettings: { gridSettings: { sortOrder: [], groupIsEnabled: true, customSort: {}, columns: [] } },
            },
          },
        ],
        {},
        3,
        versions,
      ),
    ).toEqual([{ id: 'A', field: 'title' }]);
  });

  it('finds nothing when the batch was made on the current version (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 50 }),
        fc.array(fc.constantFrom('colorNote', 'label', 'netCost', 'tags'), { maxLength: 4 }),
        (base, fields) => {
          const versions = Object.fromEntries(fields.map((field) => [field, base]));
          const changes = Object.fromEntries(fields.map((field) => [field, null]));
          expect(
            check([{ updateProducts: [{ id: 'S1_01', changes }] }], { S1_01: row('S1', base, versions) }, base),
          ).toEqual([]);
        },
      ),
    );
  });
});

describe('isViewStateOnly', () => {
  it('is true for stars, archive, layout and tree moves, false for content', () => {
    expect(isViewStateOnly([{ patch: { starred: true, parentId: null } }])).toBe(true);
    expect(isViewStateOnly([{ patch: { title: 'x' } }])).toBe(false);
    expect(isViewStateOnly([{ sortProducts: [{ id: 'S1_01', sortOrder: 1 }] }])).toBe(false);
  });
});
