import { describe, expect, it } from 'vitest';
import {
  groupSortBatchRequestSchema,
  groupSortGroups,
  groupSortOperations,
  UNCATEGORIZED_GROUP,
} from './group-sort.js';

const row = (id: string, sortOrder: number, displayGroup: string | null = null) => ({
  id,
  style: id.split('_')[0]!,
  color: id.split('_')[1]!,
  productType: 'Footwear',
  sortOrder,
  displayGroup,
});

describe('groupSortGroups', () => {
  it('orders the groups as listed, adds unlisted ones, and keeps Uncategorized locked, open and last', () => {
    const rows = [row('A_1', 1, 'Runners'), row('B_1', 2), row('A_2', 3, 'Runners'), row('C_1', 4, 'Boots')];
    const groups = groupSortGroups(rows, ['Boots', 'Runners']);
    expect(groups.map((group) => [group.title, group.locked, group.alwaysOpen])).toEqual([
      ['Boots', false, false],
      ['Runners', false, false],
      [UNCATEGORIZED_GROUP, true, true],
    ]);
    expect(groups[1]!.styles).toEqual([
      { style: 'A', color: '1', productType: 'Footwear', origIndex: 0, colors: ['A_1', 'A_2'] },
    ]);
    expect(groupSortGroups(rows, []).map((group) => group.title)).toEqual(['Runners', 'Boots', UNCATEGORIZED_GROUP]);
    const spelledLikeIt = groupSortGroups([row('D_1', 5, 'uncategorized'), row('E_1', 6)], []);
    expect(spelledLikeIt.map((group) => [group.title, group.styles.length])).toEqual([[UNCATEGORIZED_GROUP, 2]]);
  });
});

describe('groupSortOperations', () => {
  const current = { rows: [row('A_1', 1), row('B_1', 2), row('C_1', 3, 'Boots')], displayGroups: ['Boots'] };

  it('turns the new order into sort orders, group changes and the group list', () => {
    const operations = groupSortOperations(
      {
        groups: ['Boots', 'Runners'],
        rows: [
          { id: 'C_1', displayGroup: 'Boots' },
          { id: 'A_1', displayGroup: 'Runners' },
        ],
      },
      current,
    );
    expect(operations).toEqual([
      {
        patch: { displayGroups: ['Boots', 'Runners'] },
        updateProducts: [{ id: 'A_1', changes: { displayGroup: 'Runners' } }],
        sortProducts: [
          { id: 'C_1', sortOrder: 1 },
          { id: 'A_1', sortOrder: 2 },
          { id: 'B_1', sortOrder: 3 },
        ],
      },
    ]);
  });

  it('sends nothing when nothing moved', () => {
    expect(
      groupSortOperations(
        { groups: ['Boots'], rows: current.rows.map(({ id, displayGroup }) => ({ id, displayGroup })) },
        current,
      ),
    ).toEqual([]);
  });

  it('keeps the name Uncategorized for the app', () => {
    expect(groupSortBatchRequestSchema.safeParse({ baseVersion: 1, groups: ['uncategorized'], rows: [] }).success).toBe(
      false,
    );
  });
});
