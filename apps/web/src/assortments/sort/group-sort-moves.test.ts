import { groupSortGroups, UNCATEGORIZED_GROUP } from '@stride/domain';
import { describe, expect, it } from 'vitest';
import {
  addGroup,
  deleteGroup,
  type Groups,
  groupTitleProblem,
  moveColor,
  moveGroup,
  moveGroupBy,
  moveStyle,
  moveStyleBy,
  renameGroup,
  sortColors,
  sortStyles,
} from './group-sort-moves';
import { customContentOf, groupSortRequest } from './group-sort-request';
import { byColorCode, compareStyles } from './style-orders';
import { sortAssortment } from './test-fixtures';
import { dropOnto } from './use-sort-drag';

const loaded = sortAssortment();
const rows = new Map(loaded.products.map((product) => [product.id, product]));
const start = () => addGroup(groupSortGroups(loaded.products, loaded.displayGroups), 'Sale');

/** Each group as `title: style(colour ids)…`, in order. */
const shape = (groups: Groups) =>
  groups.map(
    (group) => `${group.title}: ${group.styles.map((style) => `${style.style}(${style.colors.join(' ')})`).join(' ')}`,
  );

describe('group sort moves', () => {
  it('adds a group above Uncategorized, which stays last and locked', () => {
    expect(shape(start())).toEqual([
      'Hero: 100(100_001 100_002) 200(200_001)',
      'Sale: ',
      'Uncategorized: 300(300_001) 400(400_002 400_001)',
    ]);
    expect(start().map((group) => [group.index, group.locked])).toEqual([
      [0, false],
      [1, false],
      [2, true],
    ]);
  });

  it.each([
    ['', undefined, 'empty'],
    ['  hero ', undefined, 'taken'],
    ['uncategorized', undefined, 'reserved'],
    ['Ohne Kategorie', undefined, 'reserved'],
    ['x'.repeat(201), undefined, 'tooLong'],
    ['Hero', 'Hero', null],
    ['Sale 2', undefined, null],
  ] as const)('name %j (renaming %j) → %j', (title, current, problem) => {
    expect(groupTitleProblem(start(), title, current, ['Ohne Kategorie'])).toBe(problem);
  });

  it('never moves Uncategorized, nor a group below it', () => {
    const groups = start();
    expect(moveGroup(groups, UNCATEGORIZED_GROUP, 0)).toBe(groups);
    expect(moveGroupBy(groups, 'Sale', 1)).toBe(groups);
    expect(moveGroupBy(groups, 'Hero', -1)).toBe(groups);
    expect(shape(moveGroupBy(groups, 'Sale', -1)).map((line) => line.split(':')[0])).toEqual([
      'Sale',
      'Hero',
      'Uncategorized',
    ]);
  });

  it('moves styles within and between groups; a style already there takes the colours', () => {
    const groups = start();
    expect(shape(moveStyle(groups, { group: 'Hero', style: '200' }, { group: 'Hero', index: 0 }))[0]).toBe(
      'Hero: 200(200_001) 100(100_001 100_002)',
    );
    const split = moveColor(groups, { group: 'Hero', style: '100' }, '100_002', 0);
    expect(shape(split)[0]).toBe('Hero: 100(100_002 100_001) 200(200_001)');
    const joined = moveStyle(
      moveStyle(groups, { group: 'Uncategorized', style: '400' }, { group: 'Sale', index: 0 }),
      { group: 'Sale', style: '400' },
      { group: 'Uncategorized', index: 0 },
    );
    expect(shape(joined)[2]).toBe('Uncategorized: 400(400_002 400_001) 300(300_001)');
  });

  it('moves a style by the keyboard across the edges of its group', () => {
    const down = moveStyleBy(start(), { group: 'Hero', style: '200' }, 1);
    expect(down.group).toBe('Sale');
    expect(shape(down.groups).slice(0, 2)).toEqual(['Hero: 100(100_001 100_002)', 'Sale: 200(200_001)']);
    const up = moveStyleBy(start(), { group: 'Uncategorized', style: '300' }, -1);
    expect(up.group).toBe('Sale');
    const stuck = start();
    expect(moveStyleBy(stuck, { group: 'Hero', style: '100' }, -1).groups).toBe(stuck);
  });

  it('deletes a group: its styles go to the end of Uncategorized', () => {
    const groups = deleteGroup(start(), 'Hero');
    expect(shape(groups)).toEqual([
      'Sale: ',
      'Uncategorized: 300(300_001) 400(400_002 400_001) 100(100_001 100_002) 200(200_001)',
    ]);
    expect(deleteGroup(groups, UNCATEGORIZED_GROUP)).toBe(groups);
  });

  it('renames a group with its custom content', () => {
    const withContent = start().map((group) =>
      group.title === 'Hero'
        ? { ...group, customContent: { displayGroup: 'Hero', html: '<b>x</b>', previewJpg: 'p.jpg', sourceFile: null } }
        : group,
    );
    const renamed = renameGroup(withContent, 'Hero', 'Heroes');
    expect(renamed[0]?.title).toBe('Heroes');
    expect(customContentOf(renamed, [])).toEqual([
      { displayGroup: 'Heroes', html: '<b>x</b>', previewJpg: 'p.jpg', sourceFile: null },
    ]);
    expect(renameGroup(withContent, UNCATEGORIZED_GROUP, 'Other')).toBe(withContent);
  });

  it('autosorts styles by number or name, a group or every group, and colours by code', () => {
    const groups = moveStyle(start(), { group: 'Hero', style: '200' }, { group: 'Hero', index: 0 });
    const byStyleNumber = compareStyles('style', rows);
    expect(shape(sortStyles(groups, 'Hero', byStyleNumber))[0]).toBe('Hero: 100(100_001 100_002) 200(200_001)');
    expect(shape(sortStyles(start(), 'Hero', compareStyles('name', rows)))[0]).toBe(
      'Hero: 200(200_001) 100(100_001 100_002)',
    );
    expect(shape(sortStyles(start(), null, compareStyles('name', rows)))).toEqual([
      'Hero: 200(200_001) 100(100_001 100_002)',
      'Sale: ',
      'Uncategorized: 400(400_002 400_001) 300(300_001)',
    ]);
    const sortedAlready = start();
    expect(sortStyles(sortedAlready, null, byStyleNumber)).toBe(sortedAlready);
    const place = { group: UNCATEGORIZED_GROUP, style: '400' };
    const sorted = sortColors(start(), place, byColorCode(rows));
    expect(shape(sorted)[2]).toBe('Uncategorized: 300(300_001) 400(400_001 400_002)');
    expect(sortColors(sorted, place, byColorCode(rows))).toBe(sorted);
  });

  it('drops a dragged group, style or colour before or after what it is dropped on', () => {
    const groups = start();
    const group = dropOnto(groups, { kind: 'group', title: 'Sale' }, { kind: 'group', title: 'Hero' }, 'before');
    expect(group.map((entry) => entry.title)).toEqual(['Sale', 'Hero', UNCATEGORIZED_GROUP]);
    const onLocked = dropOnto(
      groups,
      { kind: 'group', title: 'Hero' },
      { kind: 'group', title: UNCATEGORIZED_GROUP },
      'after',
    );
    expect(onLocked.map((entry) => entry.title)).toEqual(['Sale', 'Hero', UNCATEGORIZED_GROUP]);
    const style = dropOnto(
      groups,
      { kind: 'style', group: 'Uncategorized', style: '300' },
      { kind: 'style', group: 'Hero', style: '100' },
      'after',
    );
    expect(shape(style)[0]).toBe('Hero: 100(100_001 100_002) 300(300_001) 200(200_001)');
    const color = { kind: 'color', group: 'Hero', style: '100' } as const;
    expect(
      shape(dropOnto(groups, { ...color, colorId: '100_001' }, { ...color, colorId: '100_002' }, 'after'))[0],
    ).toBe('Hero: 100(100_002 100_001) 200(200_001)');
    expect(
      dropOnto(
        groups,
        { ...color, colorId: '100_001' },
        { kind: 'color', group: 'Hero', style: '200', colorId: '200_001' },
        'after',
      ),
    ).toBe(groups);
  });
});

describe('groupSortRequest', () => {
  it('lists the groups without Uncategorized, and every row group by group with Uncategorized last', () => {
    const groups = moveGroupBy(start(), 'Sale', -1);
    const moved = moveStyle(groups, { group: UNCATEGORIZED_GROUP, style: '400' }, { group: 'Sale', index: 0 });
    expect(groupSortRequest(moved)).toEqual({
      groups: ['Sale', 'Hero'],
      rows: [
        { id: '400_002', displayGroup: 'Sale' },
        { id: '400_001', displayGroup: 'Sale' },
        { id: '100_001', displayGroup: 'Hero' },
        { id: '100_002', displayGroup: 'Hero' },
        { id: '200_001', displayGroup: 'Hero' },
        { id: '300_001', displayGroup: null },
      ],
    });
  });
});
