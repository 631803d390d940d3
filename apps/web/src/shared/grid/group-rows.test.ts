// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { fieldGroupPath, type GridRow, groupRowId, groupRows, isGroupHeaderRow } from './group-rows';

type Product = { id: string; gender: string | null; division: string; folder?: string[] };

const products: Product[] = [
  { id: 'p1', gender: 'Women', division: 'Run' },
  { id: 'p2', gender: 'Men', division: 'Run' },
  { id: 'p3', gender: 'Women', division: 'Walk' },
  { id: 'p4', gender: 'Women', division: 'Run' },
  { id: 'p5', gender: null, division: 'Run' },
];

/** One line per row: `▾ Women (3)` for an open group, `▸` for a closed one, the id for data. */
const describeRows = (rows: GridRow<Product>[]) =>
  rows.map((row) =>
    isGroupHeaderRow(row)
      ? `${'  '.repeat(row.level)}${row.expanded ? '▾' : '▸'} ${row.key || '∅'} (${row.count})`
      : row.id,
  );

const byFields = (fields: (keyof Product)[], collapsed: string[] = []) =>
  groupRows(products, {
    getRowId: (row) => row.id,
    groupPath: fieldGroupPath(fields),
    collapsed: new Set(collapsed),
  });

describe('groupRows by fields', () => {
  it('puts a header with its count before the rows of each group, groups in order of appearance', () => {
    expect(describeRows(byFields(['gender']).rows)).toEqual([
      '▾ Women (3)',
      'p1',
      'p3',
      'p4',
      '▾ Men (1)',
      'p2',
      '▾ ∅ (1)',
      'p5',
    ]);
  });

  it('nests groups for several fields', () => {
    expect(describeRows(byFields(['gender', 'division']).rows)).toEqual([
      '▾ Women (3)',
      '  ▾ Run (2)',
      'p1',
      'p4',
      '  ▾ Walk (1)',
      'p3',
      '▾ Men (1)',
      '  ▾ Run (1)',
      'p2',
      '▾ ∅ (1)',
      '  ▾ Run (1)',
      'p5',
    ]);
  });

  it('hides everything below a collapsed group but keeps its header and count', () => {
    const grouped = byFields(['gender', 'division'], [groupRowId(['Women'])]);
    expect(describeRows(grouped.rows)).toEqual([
      '▸ Women (3)',
      '▾ Men (1)',
      '  ▾ Run (1)',
      'p2',
      '▾ ∅ (1)',
      '  ▾ Run (1)',
      'p5',
    ]);
  });

  it('collapses an inner group only', () => {
    const grouped = byFields(['gender', 'division'], [groupRowId(['Women', 'Run'])]);
    expect(describeRows(grouped.rows).slice(0, 4)).toEqual(['▾ Women (3)', '  ▸ Run (2)', '  ▾ Walk (1)', 'p3']);
  });

  it('lists every group id and depth, hidden ones included', () => {
    const grouped = byFields(['gender', 'division'], [groupRowId(['Women'])]);
    expect(grouped.groupIds).toContain(groupRowId(['Women', 'Walk']));
    expect(grouped.groupIds).toHaveLength(7);
    expect(grouped.depthById.get(groupRowId(['Women', 'Walk']))).toBe(1);
    expect(grouped.depthById.get('p3')).toBe(2);
  });

  it('orders sibling groups with a comparer', () => {
    const grouped = groupRows(products, {
      getRowId: (row) => row.id,
      groupPath: fieldGroupPath(['gender']),
      collapsed: new Set(),
      compareGroupKeys: (a, b) => a.localeCompare(b),
    });
    expect(describeRows(grouped.rows).filter((line) => line.includes('('))).toEqual([
      '▾ ∅ (1)',
      '▾ Men (1)',
      '▾ Women (3)',
    ]);
  });

  it('gives nothing for no rows', () => {
    expect(groupRows([], { getRowId: String, groupPath: () => [], collapsed: new Set() }).rows).toEqual([]);
  });
});

describe('groupRows as a folder tree', () => {
  const items: Product[] = [
    { id: 'root-item', gender: 'Women', division: 'Run', folder: [] },
    { id: 'spring', gender: 'Women', division: 'Run', folder: ['2025', 'Spring'] },
    { id: 'year', gender: 'Women', division: 'Run', folder: ['2025'] },
    { id: 'fall', gender: 'Women', division: 'Run', folder: ['2025', 'Fall'] },
  ];
  const tree = (collapsed: string[] = []) =>
    groupRows(items, {
      getRowId: (row) => row.id,
      groupPath: (row) => row.folder ?? [],
      collapsed: new Set(collapsed),
      extraGroupPaths: [['Archive']],
    });

  it('shows subfolders before a folder’s own rows, top-level rows last, and empty folders', () => {
    expect(describeRows(tree().rows)).toEqual([
      '▾ 2025 (3)',
      '  ▾ Spring (1)',
      'spring',
      '  ▾ Fall (1)',
      'fall',
      'year',
      '▾ Archive (0)',
      'root-item',
    ]);
  });

  it('indents rows by their folder depth', () => {
    const { depthById } = tree();
    expect([depthById.get('root-item'), depthById.get('year'), depthById.get('spring')]).toEqual([0, 1, 2]);
  });

  it('keeps folder names with slashes apart from nested folders', () => {
    expect(groupRowId(['a/b'])).not.toBe(groupRowId(['a', 'b']));
  });

  it('hides a collapsed folder’s subfolders and rows', () => {
    expect(describeRows(tree([groupRowId(['2025'])]).rows)).toEqual(['▸ 2025 (3)', '▾ Archive (0)', 'root-item']);
  });
});
